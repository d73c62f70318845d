import { EyeIcon } from 'lucide-react';
import type { Person } from '#domain/rules/owner-rule';
import type { OwnershipLabels } from '#domain/schemas/settings';
import { cn } from '../lib/cn';

/**
 * 'Seen by {name}': a title still to watch that only the other person has seen (the server's `seenBy`, by the owner
 * rule). A long name is cut short on screen, and whole in its tooltip and to screen readers.
 */
export function SeenBy({
  person,
  labels,
  className,
}: {
  person: Person;
  labels: OwnershipLabels;
  className?: string;
}) {
  const text = `Seen by ${labels[person]}`;
  return (
    <p className={cn('flex min-w-0 items-center gap-1', className)} title={text} data-testid="seen-by">
      <EyeIcon className="size-3.5 shrink-0" aria-hidden="true" />
      <span className="truncate">{text}</span>
    </p>
  );
}
