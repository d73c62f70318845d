import type { ImportResponse } from '#domain/schemas/transfer';
import type { ImportStage } from '../features/transfer/import-job';
import type { ImportUpload, UploadOptions } from '../features/transfer/service';
import type { FilmData } from '../film-data/film-data';
import type { Pacing } from '../paced';

/** What the worker is started with. */
export interface ImportWorkerData {
  dbFile: string;
  busyTimeoutMs: number;
  /** The write handshake (see WRITE_GATE): one Int32 the two threads share. */
  writeGate: SharedArrayBuffer;
  filmDataSource: FilmData['source'];
  hasRatings: boolean;
  hasWatchProviders: boolean;
  pacing: Pacing | undefined;
}

/**
 * The worker asks before it begins its write transaction and waits for the main thread's yes, so that the main
 * thread knows, before the lock is taken, not to sleep on it (see import-thread.ts).
 */
export const WRITE_GATE = { idle: 0, asked: 1, granted: 2 } as const;

/** A film-data read the worker asks the main thread for (the film database, its cache and quotas live there). */
export type FilmDataCall =
  | { method: 'search'; args: Parameters<FilmData['search']> }
  | { method: 'details'; args: Parameters<FilmData['details']> }
  | { method: 'trending'; args: Parameters<FilmData['trending']> }
  | { method: 'findByImdbId'; args: Parameters<FilmData['findByImdbId']> }
  | { method: 'ratings'; args: Parameters<NonNullable<FilmData['ratings']>> }
  | { method: 'watchProviders'; args: Parameters<NonNullable<FilmData['watchProviders']>> };

/** An import that failed, as it crosses to the main thread: an answer for the client, a busy database, or a fault. */
export type ImportFailure =
  | { kind: 'http'; statusCode: number; message: string }
  | { kind: 'busy'; code: string; message: string }
  | { kind: 'fault'; message: string };

/** An upload as it arrives in the worker: a Buffer crosses as a plain Uint8Array. */
export type UploadMessage = Exclude<ImportUpload, { kind: 'zip' }> | { kind: 'zip'; bytes: Uint8Array };

/** Every message to the worker carries the main thread's clock: the worker's "now" is the server's. */
export type ToWorker =
  | { type: 'import'; now: number; upload: UploadMessage; options: UploadOptions }
  | { type: 'film-data-answer'; now: number; id: number; value: unknown }
  | { type: 'film-data-failure'; now: number; id: number; message: string };

export type FromWorker =
  | { type: 'progress'; stage: ImportStage; processed: number; total: number }
  | { type: 'film-data'; id: number; call: FilmDataCall }
  | { type: 'log'; level: 'warn' | 'error'; details: object; message: string }
  | { type: 'write-asked' }
  | { type: 'write-done' }
  | { type: 'done'; response: ImportResponse }
  | { type: 'failed'; failure: ImportFailure };
