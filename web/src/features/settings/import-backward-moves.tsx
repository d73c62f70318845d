import { HistoryIcon } from 'lucide-react';
import { useId } from 'react';
import { Checkbox } from '../../components/ui/checkbox';
import { Label } from '../../components/ui/label';

/**
 * The changes of the file that would take progress backward ('Inception: watched → to watch'): listed first, apart,
 * and applied only when the household ticks 'Replace with the file's state'; unticked, the library keeps them.
 */
export function ImportBackwardMoves({
  lines,
  replace,
  onReplaceChange,
  disabled,
}: {
  lines: readonly string[];
  replace: boolean;
  onReplaceChange: (replace: boolean) => void;
  disabled: boolean;
}) {
  const heading = useId();
  const box = useId();
  const hint = useId();
  return (
    <section
      aria-labelledby={heading}
      className="grid gap-3 rounded-lg border border-primary/50 bg-primary/10 p-3 sm:p-4"
    >
      <div>
        <h4 id={heading} className="flex items-center gap-2 text-sm font-semibold">
          <HistoryIcon className="size-4 shrink-0 text-primary-ink" aria-hidden="true" />
          Would move progress back
        </h4>
        <p className="mt-0.5 text-sm text-muted-foreground">
          The library has moved on since the file was made.
        </p>
      </div>
      <ul className="grid list-disc gap-1.5 pl-5 text-sm marker:text-primary-ink">
        {lines.map((line) => (
          <li key={line} className="break-words">
            {line}
          </li>
        ))}
      </ul>
      <div className="flex items-start gap-3">
        <div className="flex min-h-11 items-center md:min-h-5">
          <Checkbox
            id={box}
            checked={replace}
            onCheckedChange={(checked) => onReplaceChange(checked === true)}
            disabled={disabled}
            aria-describedby={hint}
          />
        </div>
        <div className="grid gap-0.5 py-2.5 md:py-0">
          <Label htmlFor={box} className="font-medium">
            Replace with the file&apos;s state
          </Label>
          <p id={hint} className="text-xs text-muted-foreground">
            {hintText(replace, lines.length === 1)}
          </p>
        </div>
      </div>
    </section>
  );
}

function hintText(replace: boolean, one: boolean): string {
  if (replace)
    return one ? "Ticked, the file's state replaces it." : "Ticked, the file's state replaces them.";
  return one
    ? 'Unticked, it is kept as it is in the library.'
    : 'Unticked, they are kept as they are in the library.';
}
