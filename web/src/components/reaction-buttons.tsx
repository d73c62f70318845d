import type { Reaction } from '#domain/schemas/library';
import { cn } from '../lib/cn';
import { ReactionIcon, reactionLabel } from './reaction-icon';
import { WriteButton } from './write-button';

const reactions: Reaction[] = ['up', 'neutral', 'down'];

/** Thumbs up, neutral, down, under a label that says whose rating they are; pressing the chosen one clears it. */
export function ReactionButtons({
  value,
  onChange,
  label,
}: {
  value: Reaction | null;
  onChange: (reaction: Reaction | null) => void;
  label: string;
}) {
  return (
    <div role="group" aria-label={label} className="flex items-center gap-1">
      <span className="mr-1 text-sm text-muted-foreground" aria-hidden="true">
        {label}
      </span>
      {reactions.map((reaction) => (
        <WriteButton
          key={reaction}
          variant="ghost"
          size="icon"
          aria-label={reactionLabel(reaction)}
          aria-pressed={value === reaction}
          className={cn('md:size-9', value === reaction && 'bg-accent ring-1 ring-primary/50')}
          onClick={() => onChange(value === reaction ? null : reaction)}
        >
          <ReactionIcon reaction={reaction} />
        </WriteButton>
      ))}
    </div>
  );
}
