/**
 * The import worker's entry (a worker_threads worker, compiled to dist/server/import-worker.js): reads an upload,
 * matches and applies it on its own connection to the database file, while the main thread keeps answering.
 */
import { performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';
import type { Clock } from '../clock';
import { connectDatabase, isDatabaseBusy } from '../db/connection';
import { errorText } from '../error-text';
import { HttpError } from '../errors';
import type { ImportStage } from '../features/transfer/import-job';
import type { ImportUpload } from '../features/transfer/service';
import { filmDataOverMessages } from './film-data-over-messages';
import { createImporter } from './importer';
import {
  WRITE_GATE,
  type FilmDataCall,
  type FromWorker,
  type ImportFailure,
  type ImportWorkerData,
  type ToWorker,
} from './protocol';

/** Progress is sent at most this often within a stage (a history import reports every title). */
const PROGRESS_EVERY_MS = 100;
/** How long the worker waits for the main thread's yes before writing anyway. */
const GRANT_WAIT_MS = 10_000;

const port = parentPort;
if (!port) throw new Error('server/import-thread/worker.ts runs as a worker thread only');
const data = workerData as ImportWorkerData;
const post = (message: FromWorker) => port.postMessage(message);

const db = connectDatabase(data.dbFile, { busyTimeoutMs: data.busyTimeoutMs });
let now = Date.now();
const clock: Clock = { now: () => new Date(now) };

const asked = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
let lastCall = 0;
const ask = (call: FilmDataCall) =>
  new Promise<unknown>((resolve, reject) => {
    lastCall += 1;
    asked.set(lastCall, { resolve, reject });
    post({ type: 'film-data', id: lastCall, call });
  });

const gate = new Int32Array(data.writeGate);
/** The write transaction, begun only once the main thread has said yes (it then fails fast rather than sleep). */
function aroundTransaction<T>(transaction: () => T): T {
  Atomics.store(gate, 0, WRITE_GATE.asked);
  post({ type: 'write-asked' });
  Atomics.wait(gate, 0, WRITE_GATE.asked, GRANT_WAIT_MS);
  try {
    return transaction();
  } finally {
    Atomics.store(gate, 0, WRITE_GATE.idle);
    post({ type: 'write-done' });
  }
}

const importer = createImporter({
  db,
  filmData: filmDataOverMessages(
    data.filmDataSource,
    { ratings: data.hasRatings, watchProviders: data.hasWatchProviders },
    ask,
  ),
  clock,
  logger: {
    warn: (details, message) => post({ type: 'log', level: 'warn', details, message }),
    error: (details, message) => post({ type: 'log', level: 'error', details, message }),
  },
  pacing: data.pacing,
  aroundTransaction,
});

function failureOf(error: unknown): ImportFailure {
  if (error instanceof HttpError)
    return { kind: 'http', statusCode: error.statusCode, message: error.message };
  if (isDatabaseBusy(error) && error instanceof Error && 'code' in error && typeof error.code === 'string') {
    return { kind: 'busy', code: error.code, message: error.message };
  }
  return { kind: 'fault', message: errorText(error) };
}

async function runImport(message: Extract<ToWorker, { type: 'import' }>): Promise<void> {
  let sentStage: ImportStage | null = null;
  let sentAt = 0;
  const progress = (stage: ImportStage, processed: number, total: number) => {
    const at = performance.now();
    if (stage === sentStage && processed < total && at - sentAt < PROGRESS_EVERY_MS) return;
    sentStage = stage;
    sentAt = at;
    post({ type: 'progress', stage, processed, total });
  };
  const sent = message.upload;
  const upload: ImportUpload =
    sent.kind === 'zip'
      ? { kind: 'zip', bytes: Buffer.from(sent.bytes.buffer, sent.bytes.byteOffset, sent.bytes.byteLength) }
      : sent;
  try {
    post({ type: 'done', response: await importer.importUpload(upload, message.options, progress) });
  } catch (error) {
    post({ type: 'failed', failure: failureOf(error) });
  }
}

port.on('message', (message: ToWorker) => {
  now = message.now;
  if (message.type === 'import') {
    void runImport(message);
    return;
  }
  const call = asked.get(message.id);
  asked.delete(message.id);
  if (message.type === 'film-data-answer') call?.resolve(message.value);
  else call?.reject(new Error(message.message));
});
