import type { ReactNode } from 'react';
import { metacriticTone } from '../../../../domain/rules/metacritic';
import { cn } from '../../lib/cn';

const variants = {
  /** The title page's ratings panel: large figures, left-aligned, with an optional detail line. */
  panel: {
    box: 'px-4 py-3',
    label: 'text-xs',
    value: 'text-xl',
  },
  /** The details modal's ratings grid: compact, centred. */
  grid: {
    box: 'items-center px-2 py-2.5 text-center',
    label: 'text-[0.6875rem]',
    value: 'flex h-6 items-center text-base',
  },
} as const;

export type RatingTileVariant = keyof typeof variants;

/** One source's figure in a ratings panel or grid, as a term and its description. */
export function RatingTile({
  label,
  variant,
  detail,
  className,
  valueClassName,
  children,
}: {
  label: string;
  variant: RatingTileVariant;
  detail?: ReactNode;
  className?: string;
  valueClassName?: string;
  children: ReactNode;
}) {
  const style = variants[variant];
  return (
    <div className={cn('flex flex-col gap-1 rounded-lg bg-muted/60', style.box, className)}>
      <dt className={cn('font-medium uppercase tracking-wider text-muted-foreground', style.label)}>
        {label}
      </dt>
      <dd className={cn('font-semibold tabular-nums', style.value, valueClassName)}>{children}</dd>
      {detail && <dd className="text-xs text-muted-foreground">{detail}</dd>}
    </div>
  );
}

/** A source without a figure for this title. */
export const noRating = <span className="text-muted-foreground">—</span>;

const toneClasses = {
  badge: { green: 'bg-emerald-600', yellow: 'bg-amber-500', red: 'bg-red-600' },
  text: { green: 'text-emerald-500', yellow: 'text-amber-500', red: 'text-red-500' },
} as const;

/** A Metascore in the spec's colours: a coloured badge, or coloured figures. */
export function MetacriticScore({ score, look }: { score: number; look: keyof typeof toneClasses }) {
  const tone = metacriticTone(score);
  return (
    <span
      data-tone={tone}
      className={cn(
        look === 'badge' && 'inline-flex min-w-10 justify-center rounded px-1.5 text-white',
        toneClasses[look][tone],
      )}
    >
      {score}
    </span>
  );
}
