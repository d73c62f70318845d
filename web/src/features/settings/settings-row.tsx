import type { ReactNode } from 'react';

/** A titled block of rows; `action` (beside the title) acts on the block as a whole. */
export function SettingsSection({
  id,
  title,
  action,
  children,
}: {
  id: string;
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-6">
      <div className="mb-3 flex min-h-9 items-end justify-between gap-4 px-1">
        <h2
          id={`${id}-title`}
          className="text-xs font-semibold uppercase tracking-wider text-muted-foreground"
        >
          {title}
        </h2>
        {action}
      </div>
      <div className="divide-y rounded-xl border bg-card text-card-foreground">{children}</div>
    </section>
  );
}

/** A setting: its label and description, its controls (`children`) beside them, and any `detail` below. */
export function SettingsRow({
  label,
  description,
  children,
  detail,
}: {
  label: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  detail?: ReactNode;
}) {
  return (
    <div className="flex min-h-16 flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3">
      <div className="min-w-0">
        <div className="text-sm font-medium">{label}</div>
        {description && <div className="mt-0.5 text-sm text-muted-foreground">{description}</div>}
      </div>
      {children && <div className="flex shrink-0 items-center gap-2">{children}</div>}
      {detail && <div className="basis-full pb-1 pt-1">{detail}</div>}
    </div>
  );
}
