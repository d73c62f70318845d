import { LoaderCircleIcon } from 'lucide-react';
import type { ImportProgress } from '#domain/schemas/transfer';
import { cn } from '../../lib/cn';
import { countOf, wholeNumber } from './count-text';
import { importProgressView } from './import-progress-text';

/**
 * An import (or a preview's dry run) under way: its stage, announced as it changes, and a bar of the titles done
 * (a waiting bar while there is nothing to count).
 */
export function ImportProgressBar({ job, preview }: { job: ImportProgress | undefined; preview: boolean }) {
  const view = importProgressView(job, preview);
  const share = view.counted ? Math.round((view.processed / view.total) * 100) : null;
  return (
    <div className="grid gap-2">
      <div className="flex items-baseline justify-between gap-4 text-sm">
        <p role="status" className="flex min-w-0 items-center gap-2 font-medium">
          <LoaderCircleIcon
            className="size-4 shrink-0 text-primary-ink motion-safe:animate-spin"
            aria-hidden="true"
          />
          {view.stage}…
        </p>
        {share !== null && <span className="tabular-nums text-muted-foreground">{share}%</span>}
      </div>
      <div
        role="progressbar"
        aria-label={preview ? 'Preview progress' : 'Import progress'}
        aria-valuemin={0}
        aria-valuemax={view.counted ? view.total : undefined}
        aria-valuenow={view.counted ? view.processed : undefined}
        aria-valuetext={
          view.counted ? `${wholeNumber(view.processed)} of ${wholeNumber(view.total)}` : view.stage
        }
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div
          className={cn(
            'h-full rounded-full bg-primary transition-[width] duration-500 ease-out',
            share === null && 'w-full opacity-40 motion-safe:animate-pulse',
          )}
          style={share === null ? undefined : { width: `${share}%` }}
        />
      </div>
      {view.counted && (
        <p className="text-xs tabular-nums text-muted-foreground">
          {wholeNumber(view.processed)} of {countOf(view.total, 'title', 'titles')}
        </p>
      )}
    </div>
  );
}
