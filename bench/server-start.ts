/**
 * How fast does the server start and how much memory does it hold idle? Starts a command (default: `npm start`)
 * on a fresh temp database and a free port, times the first answer of GET /api/random-backdrop, waits, then sums
 * the resident memory (VmRSS) of every process in the command's process group. Prints the median of the runs.
 *   npm run bench:start -- 5                       (`npm start`, 5 runs)
 *   npm run bench:start -- 5 npx tsx server/main.ts
 *   BENCH_IDLE_MS=30000 npm run bench:start -- 3   (memory after 30 s idle: V8 gives back its young heap by then)
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from '#server/test-support/loopback';

const runs = Number(process.argv[2] ?? 5);
const command = process.argv.length > 3 ? process.argv.slice(3) : ['npm', 'start'];
const IDLE_MS = Number(process.env.BENCH_IDLE_MS ?? 5000);

/** Resident memory, in MiB, of every process whose process group is `group`. */
function groupRssMiB(group: number): { mib: number; processes: number } {
  let kib = 0;
  let processes = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) !== group) continue;
      const rss = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${entry}/status`, 'utf8'));
      kib += Number(rss?.[1] ?? 0);
      processes += 1;
    } catch {
      // The process ended while it was read.
    }
  }
  return { mib: kib / 1024, processes };
}

async function once(): Promise<{ firstAnswerMs: number; rssMiB: number; processes: number }> {
  const dir = mkdtempSync(join(tmpdir(), 'watchlist-bench-start-'));
  const port = await freePort();
  const started = performance.now();
  const child = spawn(command[0] ?? 'npm', command.slice(1), {
    detached: true,
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      WATCHLIST_DB: join(dir, 'w.db'),
      WATCHLIST_PIN: '1234',
    },
  });
  try {
    let firstAnswerMs = NaN;
    for (let attempt = 0; attempt < 3000; attempt += 1) {
      try {
        const response = await fetch(`http://127.0.0.1:${port}/api/random-backdrop`);
        if (response.ok) {
          firstAnswerMs = performance.now() - started;
          break;
        }
      } catch {
        // Not listening yet.
      }
      await sleep(10);
    }
    await sleep(IDLE_MS);
    const { mib, processes } = groupRssMiB(child.pid ?? 0);
    return { firstAnswerMs, rssMiB: mib, processes };
  } finally {
    process.kill(-(child.pid ?? 0), 'SIGTERM');
    await sleep(300);
    rmSync(dir, { recursive: true, force: true });
  }
}

const middle = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

async function main() {
  console.log(
    `command: ${command.join(' ')}; ${runs} runs on a fresh database; memory after ${IDLE_MS} ms idle`,
  );
  const results = [];
  for (let run = 0; run < runs; run += 1) {
    const result = await once();
    console.log(
      `  first answer after ${result.firstAnswerMs.toFixed(0)} ms; ${result.processes} processes holding ${result.rssMiB.toFixed(0)} MiB`,
    );
    results.push(result);
  }
  console.log(
    `median: first answer ${middle(results.map((r) => r.firstAnswerMs)).toFixed(0)} ms, idle RSS ${middle(results.map((r) => r.rssMiB)).toFixed(0)} MiB`,
  );
}

void main();
