import type { ReactNode } from 'react';
import { cn } from '../lib/cn';

/** One choice among a few, as a row of radio buttons. */
export function SegmentedChoice<T extends string>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: { value: T; label: ReactNode; name: string }[];
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <div
      role="radiogroup"
      aria-label={label}
      className="grid auto-cols-fr grid-flow-col gap-1 rounded-lg border bg-muted p-1"
    >
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          role="radio"
          aria-checked={value === option.value}
          aria-label={option.name}
          onClick={() => onChange(option.value)}
          className={cn(
            'flex min-h-11 items-center justify-center gap-1.5 rounded-md px-2 text-sm font-medium text-muted-foreground transition-colors md:min-h-9',
            value === option.value ? 'bg-background text-foreground shadow-sm' : 'hover:text-foreground',
          )}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
