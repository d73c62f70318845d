import { useId, useState } from 'react';
import type { ImportTitleChange } from '#domain/schemas/transfer';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { countOf } from './count-text';
import { moveText } from './import-change-text';

/** How many titles show before 'Show all'. */
const SHOWN_FIRST = 8;

/**
 * What the import does to each title, besides the backward moves: the titles added, and the moves of the others in
 * short words ('season 2: to watch → watching, 3 viewings added'). `unlisted`: titles the server counted but did
 * not send (it sends the first 1,000).
 */
export function ImportChangeList({
  changes,
  unlisted,
}: {
  changes: readonly ImportTitleChange[];
  unlisted: number;
}) {
  const heading = useId();
  const list = useId();
  const [all, setAll] = useState(false);
  if (changes.length === 0) return null;
  const shown = all ? changes : changes.slice(0, SHOWN_FIRST);
  return (
    <section aria-labelledby={heading}>
      <h4 id={heading} className="text-sm font-semibold">
        Changes by title
      </h4>
      <ul id={list} className="mt-2 divide-y rounded-lg border bg-card text-sm">
        {shown.map((change) => (
          <li
            key={`${change.mediaType}:${change.tmdbId}`}
            className="flex min-h-10 flex-wrap items-baseline gap-x-2 gap-y-0.5 px-3 py-2"
          >
            {/* The spaces part the words for a screen reader and a copy; the flex gap parts them on screen. */}
            <span className="min-w-0 break-words font-medium">{change.title}</span>
            {change.added && (
              <>
                {' '}
                <Badge variant="outline">added</Badge>
              </>
            )}
            {change.moves.length > 0 && (
              <>
                {' '}
                <span className="min-w-0 break-words text-muted-foreground">
                  {change.moves.map(moveText).join(', ')}
                </span>
              </>
            )}
          </li>
        ))}
      </ul>
      {unlisted > 0 && (all || changes.length <= SHOWN_FIRST) && (
        <p className="mt-1.5 text-xs text-muted-foreground">
          and {countOf(unlisted, 'more title', 'more titles')}
        </p>
      )}
      {changes.length > SHOWN_FIRST && (
        <Button
          variant="link"
          size="sm"
          className="mt-1 px-0 md:px-0"
          aria-expanded={all}
          aria-controls={list}
          onClick={() => setAll(!all)}
        >
          {all ? 'Show fewer' : `Show all (${changes.length})`}
        </Button>
      )}
    </section>
  );
}
