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
  className,
  testId,
}: {
  icon: LucideIcon;
  label: string;
  value: ReactNode | null;
  detail?: ReactNode;
  className?: string;
  testId?: string;
}) {
  return (
    <section
      aria-label={label}
      data-testid={testId}
      className={cn('flex min-w-0 flex-col gap-2 rounded-xl border bg-card p-4 shadow-sm sm:p-5', className)}
    >
      <h3 className="flex items-center gap-2 text-xs font-medium uppercase tracking-wide text-muted-foreground">
        <Icon className="size-4 shrink-0 text-primary" aria-hidden="true" />
        <span className="truncate">{label}</span>
      </h3>
      {value === null ? (
        <p className="text-sm text-muted-foreground">{NO_DATA}</p>
      ) : (
        <p className="text-2xl font-semibold tabular-nums tracking-tight sm:text-3xl">{value}</p>
      )}
      {detail !== undefined && value !== null && (
        <p className="truncate text-sm text-muted-foreground">{detail}</p>
      )}
    </section>
  );
}
