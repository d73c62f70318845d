import { countOf, wholeNumber } from './count-text';

/** A job over titles: how many are done, of how many, and how many failed. */
interface TitlesJob {
  done: number;
  total: number;
  failed: number;
}

/** The running job as a bar, 'done of total', and the titles that could not be read so far. */
export function RefreshProgress({
  job,
  label = 'Refresh Metadata progress',
}: {
  job: TitlesJob;
  label?: string;
}) {
  const share = job.total === 0 ? 0 : Math.round((job.done / job.total) * 100);
  return (
    <div className="grid gap-2">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={job.total}
        aria-valuenow={job.done}
        aria-valuetext={`${wholeNumber(job.done)} of ${wholeNumber(job.total)}`}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div
          className="h-full rounded-full bg-primary transition-[width] duration-500 ease-out"
          style={{ width: `${share}%` }}
        />
      </div>
      <div className="flex flex-wrap justify-between gap-x-4 text-xs text-muted-foreground tabular-nums">
        <span>
          {wholeNumber(job.done)} of {countOf(job.total, 'title', 'titles')}
        </span>
        <span>
          {job.failed > 0 && `${wholeNumber(job.failed)} could not be read · `}
          {share}%
        </span>
      </div>
    </div>
  );
}
