import { useId, useState } from 'react';
import type { ImportMatches } from '#domain/schemas/transfer';
import { Button } from '../../components/ui/button';
import { titleWithYear } from './import-matches';

/** How many not-found titles show before 'Show all'. */
const SHOWN_FIRST = 12;

/** The titles of the file that the film database does not know: listed, and left out of the import. */
export function ImportNotFound({ titles }: { titles: ImportMatches['notFound'] }) {
  const heading = useId();
  const [all, setAll] = useState(false);
  const shown = all ? titles : titles.slice(0, SHOWN_FIRST);
  return (
    <section aria-labelledby={heading}>
      <h4 id={heading} className="text-sm font-semibold">
        Not found
      </h4>
      <p className="mt-0.5 text-sm text-muted-foreground">
        The film database has no title of this name and year: {titles.length === 1 ? 'it is' : 'they are'}{' '}
        left out.
      </p>
      <ul className="mt-2 flex flex-wrap gap-1.5">
        {shown.map((title) => (
          <li key={title.key} className="rounded-md border bg-card px-2.5 py-1 text-sm">
            {titleWithYear(title)}
          </li>
        ))}
      </ul>
      {shown.length < titles.length && (
        <Button variant="link" size="sm" className="mt-1 px-0 md:px-0" onClick={() => setAll(true)}>
          Show all {titles.length}
        </Button>
      )}
    </section>
  );
}
