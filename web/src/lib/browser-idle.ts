/** Resolves when the browser is next idle, and within three seconds at most (Safari has no requestIdleCallback). */
export function browserIdle(): Promise<void> {
  return new Promise<void>((resolve) => {
    if ('requestIdleCallback' in window) requestIdleCallback(() => resolve(), { timeout: 3000 });
    else setTimeout(resolve, 200);
  });
}
