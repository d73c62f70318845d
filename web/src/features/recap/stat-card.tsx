import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { NO_DATA } from './recap-format';

/** One figure of the recap: a label, the value (or 'No data available') and a line under it. */
export function StatCard({
  icon: Icon,
  label,
  value,
  detail,
  emptyHint,
  className,
  testId,
}: {
  icon: LucideIcon;
  label: string;
  value: ReactNode | null;
  detail?: ReactNode;
  /** Said under 'No data available': how the figure comes about. */
  emptyHint?: string;
  className?: string;
  testId?: string;
}) {
  return (
    <section
      aria-label={label}
      data-testid={testId}
      className={cn('flex min-w-0 flex-col gap-2 rounded-xl border bg-card p-4 shadow-sm sm:p-5', className)}
    >
      <h3 className="flex items-start gap-2 text-xs font-medium uppercase leading-4 tracking-wide text-muted-foreground">
        <Icon className="size-4 shrink-0 text-primary-ink" aria-hidden="true" />
        <span className="min-w-0">{label}</span>
      </h3>
      {value === null ? (
        <div className="flex flex-col gap-1">
          <p className="text-sm text-muted-foreground">{NO_DATA}</p>
          {emptyHint && <p className="text-xs text-muted-foreground">{emptyHint}</p>}
        </div>
      ) : (
        <p className="text-2xl font-semibold tabular-nums tracking-tight sm:text-3xl">{value}</p>
      )}
      {detail !== undefined && value !== null && (
        <div className="text-sm text-muted-foreground">{detail}</div>
      )}
    </section>
  );
}
