// Preloaded into the bench's server (NODE_OPTIONS="--expose-gc --import …"): a full garbage collection on SIGUSR2,
// so that bench/memory.ts can tell what is held from what is merely not yet collected.
process.on('SIGUSR2', () => globalThis.gc?.());
