import type { ReactNode } from 'react';
import { metacriticTone } from '#domain/rules/metacritic';
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

/** One source's figure: its name, the figure, and an optional line under it (the vote count). */
export interface RatingTileContent {
  label: string;
  value: ReactNode;
  detail?: ReactNode;
  className?: string;
  valueClassName?: string;
}

/** The sources' figures as a list of terms and descriptions, one tile each. */
export function RatingTiles({
  tiles,
  variant,
  className,
}: {
  tiles: readonly RatingTileContent[];
  variant: keyof typeof variants;
  className: string;
}) {
  const style = variants[variant];
  return (
    <dl className={className}>
      {tiles.map((tile) => (
        <div
          key={tile.label}
          className={cn('flex flex-col gap-1 rounded-lg bg-muted/60', style.box, tile.className)}
        >
          <dt className={cn('font-medium uppercase tracking-wider text-muted-foreground', style.label)}>
            {tile.label}
          </dt>
          <dd className={cn('font-semibold tabular-nums', style.value, tile.valueClassName)}>{tile.value}</dd>
          {tile.detail && <dd className="text-xs text-muted-foreground">{tile.detail}</dd>}
        </div>
      ))}
    </dl>
  );
}

/** A source without a figure for this title. */
export const noRating = <span className="text-muted-foreground">—</span>;

/** A percentage (Rotten Tomatoes), or the dash. */
export const percentOrNone = (value: number | null) => (value === null ? noRating : `${value}%`);

const toneClasses = {
  badge: {
    green: 'bg-score-good-badge text-white',
    yellow: 'bg-score-mixed-badge text-primary-foreground',
    red: 'bg-score-bad-badge text-white',
  },
  text: { green: 'text-score-good', yellow: 'text-score-mixed', red: 'text-score-bad' },
} as const;

/** A Metascore in the spec's colours: a coloured badge, or coloured figures; the dash without one. */
export function MetacriticScore({ score, look }: { score: number | null; look: keyof typeof toneClasses }) {
  if (score === null) return noRating;
  const tone = metacriticTone(score);
  return (
    <span
      data-tone={tone}
      className={cn(
        look === 'badge' && 'inline-flex min-w-10 justify-center rounded px-1.5',
        toneClasses[look][tone],
      )}
    >
      {score}
    </span>
  );
}
