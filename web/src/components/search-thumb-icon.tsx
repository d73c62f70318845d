import { MinusCircleIcon, ThumbsDownIcon, ThumbsUpIcon } from 'lucide-react';
import { searchThumb } from '#domain/rules/search-thumb';
import { cn } from '../lib/cn';

/** The film database's verdict on a title as a thumb: up, neutral or down (nothing when unrated). */
export function SearchThumbIcon({
  voteAverage,
  voteCount,
  className,
}: {
  voteAverage: number;
  voteCount: number;
  className?: string;
}) {
  const thumb = searchThumb(voteAverage, voteCount);
  if (thumb === null) return null;
  const label = `Rated ${voteAverage.toFixed(1)} of 10`;
  const shared = cn('size-4 shrink-0', className);
  if (thumb === 'up') return <ThumbsUpIcon className={cn(shared, 'text-emerald-500')} aria-label={label} />;
  if (thumb === 'down') return <ThumbsDownIcon className={cn(shared, 'text-red-500')} aria-label={label} />;
  return <MinusCircleIcon className={cn(shared, 'text-amber-500')} aria-label={label} />;
}
