import type { ImportError } from '#domain/schemas/transfer';
import { countOf } from './count-text';
import { rowErrorText } from './import-counts';

/** The first `shown` errors as 'Row {n}: {message}', and how many more the file has. */
export function ImportErrorList({
  errors,
  total,
  shown,
  label,
}: {
  errors: readonly ImportError[];
  /** Every error of the file (the server sends the first ones and counts them all). */
  total: number;
  shown: number;
  label: string;
}) {
  if (total === 0) return null;
  const listed = errors.slice(0, shown);
  const more = total - listed.length;
  return (
    <div className="rounded-lg border border-destructive/30 bg-destructive/5 p-3">
      <h4 className="text-sm font-medium text-destructive-ink">{label}</h4>
      <ul className="mt-2 grid gap-1.5 text-sm">
        {listed.map((error, index) => (
          <li key={`${error.row}-${index}`} className="break-words">
            {rowErrorText(error)}
          </li>
        ))}
      </ul>
      {more > 0 && (
        <p className="mt-2 text-sm text-muted-foreground">
          and {countOf(more, 'more row', 'more rows')} with an error
        </p>
      )}
    </div>
  );
}
