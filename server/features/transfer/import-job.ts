import type { ImportProgress, ImportResponse } from '#domain/schemas/transfer';
import type { Clock } from '../../clock';
import { isDatabaseBusy } from '../../db/connection';
import { conflict, HttpError } from '../../errors';
import { errorText } from '../../error-text';

export type ImportStage = 'reading' | 'matching' | 'saving';
export type ReportProgress = (stage: ImportStage, processed: number, total: number) => void;

const idle: ImportProgress = {
  state: 'idle',
  stage: null,
  processed: 0,
  total: 0,
  startedAt: null,
  finishedAt: null,
  preview: false,
  result: null,
  error: null,
};

/**
 * Imports run one at a time as a server job: the request that started it gets the answer when it is done, while
 * GET /api/library/import/progress tells anyone how far it is (its stage, and processed of total), and keeps the
 * answer of the last one, so closing the dialog (or the browser) stops nothing.
 */
export function createImportJobs(clock: Clock) {
  let current: ImportProgress = idle;
  const now = () => clock.now().toISOString();

  return {
    status: (): ImportProgress => current,

    async run(
      preview: boolean,
      work: (progress: ReportProgress) => Promise<ImportResponse>,
    ): Promise<ImportResponse> {
      if (current.state === 'running') throw conflict('An import is already running: wait for it to finish');
      current = { ...idle, state: 'running', stage: 'reading', startedAt: now(), preview };
      const progress: ReportProgress = (stage, processed, total) => {
        current = { ...current, stage, processed, total };
      };
      try {
        const result = await work(progress);
        current = { ...current, state: 'finished', stage: 'done', finishedAt: now(), result };
        return result;
      } catch (error) {
        const busy = isDatabaseBusy(error);
        const message =
          error instanceof HttpError
            ? error.message
            : busy
              ? 'The database was busy: nothing was imported, try again in a moment'
              : 'The import failed on the server';
        current = { ...current, state: 'failed', finishedAt: now(), error: message };
        // A busy database answers 503 with Retry-After, as for any request.
        if (!(error instanceof HttpError) && !busy)
          throw new Error(`import failed: ${errorText(error)}`, { cause: error });
        throw error;
      }
    },
  };
}
