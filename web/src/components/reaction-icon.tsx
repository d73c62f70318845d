import { MinusCircleIcon, ThumbsDownIcon, ThumbsUpIcon } from 'lucide-react';
import type { Reaction } from '#domain/schemas/library';
import { cn } from '../lib/cn';

const labels = { up: 'Thumbs Up', neutral: 'Neutral', down: 'Thumbs Down' } as const;

export function ReactionIcon({ reaction, className }: { reaction: Reaction; className?: string }) {
  const shared = cn('size-4 shrink-0', className);
  if (reaction === 'up')
    return <ThumbsUpIcon className={cn(shared, 'text-emerald-500')} aria-label={labels.up} />;
  if (reaction === 'down')
    return <ThumbsDownIcon className={cn(shared, 'text-red-500')} aria-label={labels.down} />;
  return <MinusCircleIcon className={cn(shared, 'text-amber-500')} aria-label={labels.neutral} />;
}

export const reactionLabel = (reaction: Reaction | null) => (reaction ? labels[reaction] : 'No Rating');
