import type { ImportProgress } from '#domain/schemas/transfer';

export interface ImportProgressView {
  /** What the job is doing now. */
  stage: string;
  processed: number;
  total: number;
  /** Whether processed of total means something (titles being matched or saved), or the bar just waits. */
  counted: boolean;
}

/**
 * How far an import (or a preview's dry run) has gone. Until the server's job reports running, the file is still
 * on its way (a 50 MB ZIP takes a moment to send). The app's own CSV is saved in one step: it has nothing to count.
 */
export function importProgressView(job: ImportProgress | undefined, preview: boolean): ImportProgressView {
  if (job?.state !== 'running') return { stage: 'Sending the file', processed: 0, total: 0, counted: false };
  const counted = (job.stage === 'matching' || job.stage === 'saving') && job.total > 1;
  const stages: Record<NonNullable<ImportProgress['stage']>, string> = {
    reading: 'Reading the file',
    matching: 'Matching titles to the film database',
    saving: preview ? 'Checking against your library' : 'Saving to your library',
    done: 'Finishing',
  };
  return {
    stage: job.stage === null ? stages.reading : stages[job.stage],
    processed: job.processed,
    total: job.total,
    counted,
  };
}
