import Database from 'better-sqlite3';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { ImportResponse } from '#domain/schemas/transfer';
import type { Clock } from '../clock';
import { busyTimeoutOf, setBusyTimeout, type Db } from '../db/connection';
import { errorText } from '../error-text';
import { HttpError } from '../errors';
import type { ReportProgress } from '../features/transfer/import-job';
import type { ImportUpload, UploadOptions } from '../features/transfer/service';
import type { FilmData } from '../film-data/film-data';
import type { Pacing } from '../paced';
import { projectRoot } from '../project-paths';
import { answerFilmDataCall } from './film-data-over-messages';
import {
  WRITE_GATE,
  type FromWorker,
  type ImportFailure,
  type ImportWorkerData,
  type ToWorker,
} from './protocol';

/**
 * A worker started ahead of an upload that never comes is stopped after this long. A worker that has run its import
 * is stopped at once: it holds about 130 MiB (its own V8 heap and the file it read) that the next import, rare and
 * seconds long, can pay a fresh start for.
 */
const UNUSED_WORKER_MS = 60_000;

export interface ImportThreadDeps {
  /** The main thread's connection: the worker opens its own to the same file, with the same busy timeout. */
  db: Db;
  filmData: FilmData;
  clock: Clock;
  logger: {
    warn: (details: object, message: string) => void;
    error: (details: object, message: string) => void;
  };
  pacing?: Pacing;
}

/** The worker bundled from the sources once per process (tests run the server from its sources). */
let sourceBundle: URL | undefined;

/**
 * The worker's entry: compiled, import-worker.js beside the server's main.js (scripts/build-server.mjs); from the
 * sources (tests, tsx), worker.ts bundled with esbuild into dist/source-worker/ (found by content hash, so test
 * processes running at once share a file). Loading worker.ts through tsx instead compiles each module on the
 * worker's start: seconds on a busy machine, against a fraction of one for the bundle.
 */
function workerEntry(): URL {
  if (!import.meta.url.endsWith('.ts')) return new URL('./import-worker.js', import.meta.url);
  if (sourceBundle) return sourceBundle;
  const esbuild = createRequire(import.meta.url)('esbuild') as typeof import('esbuild');
  const built = esbuild.buildSync({
    entryPoints: [fileURLToPath(new URL('./worker.ts', import.meta.url))],
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    write: false,
    logLevel: 'silent',
  });
  const code = built.outputFiles[0]?.contents ?? new Uint8Array();
  const folder = join(projectRoot, 'dist', 'source-worker');
  const file = join(
    folder,
    `import-worker-${createHash('sha256').update(code).digest('hex').slice(0, 16)}.mjs`,
  );
  if (!existsSync(file)) {
    mkdirSync(folder, { recursive: true });
    const partial = `${file}.${process.pid}.tmp`;
    writeFileSync(partial, code);
    renameSync(partial, file);
  }
  sourceBundle = pathToFileURL(file);
  return sourceBundle;
}

function errorOf(failure: ImportFailure): Error {
  if (failure.kind === 'http') return new HttpError(failure.statusCode, failure.message);
  if (failure.kind === 'busy') return new Database.SqliteError(failure.message, failure.code);
  return new Error(`the import worker failed: ${failure.message}`);
}

const stopping = () => new HttpError(503, 'The server is stopping: the import was not saved');

/**
 * Imports run in a worker thread with its own connection to the database file (WAL), so that parsing a large file
 * and its one write transaction never hold up the main thread: the library, the progress route and everything else
 * keep answering. The worker asks the main thread for film-data reads (the film database lives here) and gets the
 * main thread's clock with every message.
 *
 * While the worker holds the write lock, the main connection's busy timeout is 0: SQLite would otherwise sleep the
 * main thread on the lock, freezing every request. Requests that write wait for the import's commit first
 * (`writesSettled`); a write that still meets the lock fails at once with SQLITE_BUSY (503 with Retry-After).
 */
export function createImportThread({ db, filmData, clock, logger, pacing }: ImportThreadDeps) {
  const busyTimeoutMs = busyTimeoutOf(db);
  const writeGate = new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT);
  const gate = new Int32Array(writeGate);
  let worker: Worker | null = null;
  let idleTimer: NodeJS.Timeout | undefined;
  let job: {
    resolve: (response: ImportResponse) => void;
    reject: (error: Error) => void;
    progress: ReportProgress;
  } | null = null;
  let writing = false;
  let waiters: (() => void)[] = [];
  let closing = false;

  const send = (message: ToWorker) => worker?.postMessage(message);

  function writeEnded(): void {
    if (!writing) return;
    writing = false;
    setBusyTimeout(db, busyTimeoutMs);
    for (const waiter of waiters) waiter();
    waiters = [];
  }

  /** Stops the worker; an import that comes meanwhile starts another rather than meet this one ending. */
  function retire(): void {
    clearTimeout(idleTimer);
    const ending = worker;
    worker = null;
    void ending?.terminate();
  }

  function settle(outcome: (current: NonNullable<typeof job>) => void): void {
    const current = job;
    job = null;
    if (current) outcome(current);
    retire();
  }

  function onMessage(message: FromWorker): void {
    switch (message.type) {
      case 'progress':
        job?.progress(message.stage, message.processed, message.total);
        return;
      case 'film-data':
        answerFilmDataCall(filmData, message.call).then(
          (value) => send({ type: 'film-data-answer', now: clock.now().getTime(), id: message.id, value }),
          (error: unknown) =>
            send({
              type: 'film-data-failure',
              now: clock.now().getTime(),
              id: message.id,
              message: errorText(error),
            }),
        );
        return;
      case 'log':
        logger[message.level](message.details, message.message);
        return;
      case 'write-asked':
        writing = true;
        setBusyTimeout(db, 0);
        Atomics.store(gate, 0, WRITE_GATE.granted);
        Atomics.notify(gate, 0);
        return;
      case 'write-done':
        writeEnded();
        return;
      case 'done':
        settle((current) => current.resolve(message.response));
        return;
      case 'failed':
        settle((current) => current.reject(errorOf(message.failure)));
        return;
    }
  }

  function stopped(which: Worker, error: Error): void {
    if (worker !== which) return;
    worker = null;
    writeEnded();
    const current = job;
    job = null;
    current?.reject(closing ? stopping() : error);
  }

  function started(): Worker {
    clearTimeout(idleTimer);
    if (worker) return worker;
    const data: ImportWorkerData = {
      dbFile: db.name,
      busyTimeoutMs,
      writeGate,
      filmDataSource: filmData.source,
      hasRatings: filmData.ratings !== undefined,
      hasWatchProviders: filmData.watchProviders !== undefined,
      pacing,
    };
    const created = new Worker(workerEntry(), { workerData: data });
    created.on('message', onMessage);
    created.on('error', (error) => {
      logger.error({ error: errorText(error) }, 'the import worker failed');
      stopped(created, error);
    });
    created.on('exit', (code) =>
      stopped(created, new Error(`the import worker stopped (exit code ${code})`)),
    );
    worker = created;
    return created;
  }

  return {
    /** Starts the worker ahead of an import whose upload is still arriving (it is stopped again if none follows). */
    prepare(): void {
      if (closing || job) return;
      started();
      idleTimer = setTimeout(retire, UNUSED_WORKER_MS);
      idleTimer.unref();
    },

    /** Runs one import in the worker (the import job allows one at a time), its progress reported as it goes. */
    run(upload: ImportUpload, options: UploadOptions, progress: ReportProgress): Promise<ImportResponse> {
      if (closing) return Promise.reject(stopping());
      const target = started();
      return new Promise((resolve, reject) => {
        job = { resolve, reject, progress };
        const message: ToWorker = { type: 'import', now: clock.now().getTime(), upload, options };
        target.postMessage(message);
      });
    },

    /** Whether a worker thread is alive (started for an import, or ahead of one). */
    hasWorker: (): boolean => worker !== null,

    /** Whether the worker holds (or is about to take) the database's write lock. */
    isWriting: (): boolean => writing,

    /** Resolves once the worker's write transaction has ended, or after `ms` at most. */
    writesSettled(ms: number): Promise<void> {
      if (!writing) return Promise.resolve();
      return new Promise((resolve) => {
        const done = () => {
          clearTimeout(timer);
          waiters = waiters.filter((waiter) => waiter !== done);
          resolve();
        };
        const timer = setTimeout(done, ms);
        waiters.push(done);
      });
    },

    /** Stops the worker: an import under way is rolled back (its connection closes mid-transaction) and answers 503. */
    async close(): Promise<void> {
      closing = true;
      clearTimeout(idleTimer);
      await worker?.terminate();
    },
  };
}
