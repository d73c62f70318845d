import { format } from 'date-fns';
import type * as React from 'react';
import { DayPicker, getDefaultClassNames, type ChevronProps, type Modifiers } from 'react-day-picker';
import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';

import { cn } from '../../lib/cn';
import { buttonVariants } from './button';

function CalendarChevron({ orientation, className, disabled }: ChevronProps) {
  const Icon = orientation === 'left' ? ChevronLeftIcon : ChevronRightIcon;
  return <Icon aria-hidden="true" className={cn('size-4', disabled && 'opacity-50', className)} />;
}

/** A day's name holds the number shown on it ('Sunday, November 1, 2026', not '1st'): what is seen is what is heard. */
function dayButtonLabel(date: Date, modifiers: Modifiers) {
  const label = format(date, 'EEEE, MMMM d, yyyy');
  const today = modifiers.today ? `Today, ${label}` : label;
  return modifiers.selected ? `${today}, selected` : today;
}

export type CalendarProps = React.ComponentProps<typeof DayPicker>;

export function Calendar({
  className,
  classNames,
  showOutsideDays = true,
  components,
  ...props
}: CalendarProps) {
  const defaults = getDefaultClassNames();
  const navButton = cn(
    buttonVariants({ variant: 'ghost', size: 'icon' }),
    'md:size-9 text-muted-foreground hover:text-foreground aria-disabled:opacity-40',
  );

  return (
    <DayPicker
      showOutsideDays={showOutsideDays}
      className={cn('w-fit p-2 md:p-3', className)}
      classNames={{
        root: cn(defaults.root),
        months: cn(defaults.months, 'relative flex flex-col gap-4 sm:flex-row'),
        month: cn(defaults.month, 'flex flex-col gap-3'),
        nav: cn(defaults.nav, 'absolute inset-x-0 top-0 flex items-center justify-between'),
        button_previous: cn(defaults.button_previous, navButton),
        button_next: cn(defaults.button_next, navButton),
        month_caption: cn(defaults.month_caption, 'flex h-11 items-center justify-center px-12 md:h-9'),
        caption_label: cn(defaults.caption_label, 'text-sm font-semibold'),
        month_grid: cn(defaults.month_grid, 'border-collapse'),
        weekdays: cn(defaults.weekdays, 'flex'),
        weekday: cn(
          defaults.weekday,
          'w-11 pb-1 text-center text-xs font-medium text-muted-foreground md:w-9',
        ),
        weeks: cn(defaults.weeks),
        week: cn(defaults.week, 'mt-1 flex'),
        day: cn(defaults.day, 'group/day relative size-11 p-0 text-center text-sm md:size-9'),
        day_button: cn(
          defaults.day_button,
          'relative inline-flex size-full items-center justify-center rounded-md font-normal tabular-nums transition-colors',
          'hover:bg-accent hover:text-accent-foreground',
          // Today: bold with a small accent dot under the number.
          'group-data-[today]/day:font-semibold group-data-[today]/day:after:absolute group-data-[today]/day:after:bottom-1.5 group-data-[today]/day:after:size-1 group-data-[today]/day:after:rounded-full group-data-[today]/day:after:bg-primary',
          'group-data-[selected]/day:after:bg-primary-foreground',
          'group-data-[selected]/day:bg-primary group-data-[selected]/day:font-semibold group-data-[selected]/day:text-primary-foreground group-data-[selected]/day:hover:bg-primary/90',
          'group-data-[outside]/day:text-muted-foreground/60 group-data-[selected]/day:group-data-[outside]/day:text-primary-foreground',
          'disabled:pointer-events-none group-data-[disabled]/day:text-muted-foreground/40',
        ),
        today: cn(defaults.today),
        selected: cn(defaults.selected),
        outside: cn(defaults.outside),
        disabled: cn(defaults.disabled),
        hidden: cn(defaults.hidden, 'invisible'),
        footer: cn(defaults.footer, 'pt-3 text-sm text-muted-foreground'),
        ...classNames,
      }}
      components={{ Chevron: CalendarChevron, ...components }}
      labels={{ labelDayButton: dayButtonLabel }}
      {...props}
    />
  );
}
