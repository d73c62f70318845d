import * as RadioGroup from '@radix-ui/react-radio-group';
import type { ReactNode } from 'react';
import { cn } from '../lib/cn';

/** The look of a segmented choice's option: its own, and that of the chosen one. */
export const segmentClass =
  'flex min-h-11 items-center justify-center gap-1.5 rounded-md px-2 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground data-[state=checked]:bg-background data-[state=checked]:text-foreground data-[state=checked]:shadow-sm md:min-h-9';

/** One choice among a few, as a row of radio buttons: one tab stop, arrow keys move the choice (Radix). */
export function SegmentedChoice<T extends string>({
  label,
  options,
  value,
  onChange,
  className,
  optionClassName,
}: {
  label: string;
  options: { value: T; label: ReactNode; name: string }[];
  value: T;
  onChange: (value: T) => void;
  className?: string;
  optionClassName?: string;
}) {
  return (
    <RadioGroup.Root
      aria-label={label}
      value={value}
      onValueChange={(next) => {
        const chosen = options.find((option) => option.value === next);
        if (chosen) onChange(chosen.value);
      }}
      orientation="horizontal"
      // Equal columns whatever their labels: a long name (a household label) is cut short, whole in its tooltip.
      className={cn(
        'grid auto-cols-[minmax(0,1fr)] grid-flow-col gap-1 rounded-lg border bg-muted p-1',
        className,
      )}
    >
      {options.map((option) => (
        <RadioGroup.Item
          key={option.value}
          value={option.value}
          aria-label={option.name}
          // The choice follows the focus when it moves from another option (arrow keys: Radix chooses only while
          // the key is held, which a quick press is not), never when it arrives from outside the options (a dialog
          // focusing its first field lands on the group, which hands it to an option; Tab) — that would choose
          // for the user.
          onFocus={(event) => {
            const from =
              event.relatedTarget instanceof Element ? event.relatedTarget.closest('[role="radio"]') : null;
            const group = event.currentTarget.closest('[role="radiogroup"]');
            if (from && from !== event.currentTarget && group?.contains(from) && option.value !== value) {
              onChange(option.value);
            }
          }}
          title={typeof option.label === 'string' ? option.name : undefined}
          className={cn(segmentClass, 'min-w-0', optionClassName)}
        >
          {typeof option.label === 'string' ? <span className="truncate">{option.label}</span> : option.label}
        </RadioGroup.Item>
      ))}
    </RadioGroup.Root>
  );
}
