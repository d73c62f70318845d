import { CircleAlertIcon, CircleCheckIcon } from 'lucide-react';
import type { ImportProgress, ImportResponse } from '#domain/schemas/transfer';
import { Button } from '../../components/ui/button';
import { importCountsLine } from './import-counts';
import { importFormatNames } from './import-matches';
import { ImportProgressBar } from './import-progress';

const finishedAt = new Intl.DateTimeFormat('en', {
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/**
 * The server's import job when no file is in hand here: one running that this screen did not start (its progress;
 * it goes on without the screen), else how the last import ended (a preview's dry run is not told).
 */
export function ImportLastJob({
  job,
  running,
  onShowResults,
}: {
  job: ImportProgress;
  /** The job runs, and not for a request of this screen. */
  running: boolean;
  onShowResults: (answer: ImportResponse) => void;
}) {
  if (running) {
    return (
      <div className="grid gap-3 rounded-lg border bg-muted/40 p-3 sm:p-4">
        <div>
          <p className="text-sm font-medium">
            {job.preview ? 'A file is being checked' : 'An import is running'}
          </p>
          <p className="mt-0.5 text-xs text-muted-foreground">
            It goes on while you are away from this page; a new import can start when it is done.
          </p>
        </div>
        <ImportProgressBar job={job} preview={job.preview} />
      </div>
    );
  }
  if (job.preview) return null;
  const { result } = job;
  if (job.state === 'finished' && result) {
    return (
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
        <p className="flex min-w-0 items-start gap-2 text-sm text-muted-foreground">
          <CircleCheckIcon className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
          <span>
            Last import: {importFormatNames[result.format]}
            {job.finishedAt && `, ${finishedAt.format(new Date(job.finishedAt))}`}. {importCountsLine(result)}
            .
          </span>
        </p>
        <Button variant="outline" size="sm" onClick={() => onShowResults(result)}>
          View Results
        </Button>
      </div>
    );
  }
  if (job.state === 'failed') {
    return (
      <p className="flex items-start gap-2 text-sm text-destructive-ink">
        <CircleAlertIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        The last import failed: {job.error ?? 'the server stopped it'}
      </p>
    );
  }
  return null;
}

/** Whether {@link ImportLastJob} has anything to say. */
export const hasLastJobToTell = (job: ImportProgress | undefined, running: boolean): boolean =>
  job !== undefined &&
  (running ||
    (!job.preview && ((job.state === 'finished' && job.result !== null) || job.state === 'failed')));
