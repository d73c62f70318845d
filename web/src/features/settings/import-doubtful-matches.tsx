import { BanIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import type { ImportMatches, ImportResolution } from '#domain/schemas/transfer';
import { PosterImage } from '../../components/poster-image';
import { cn } from '../../lib/cn';
import { mediaTypeLabel } from '../../lib/labels';
import { countOf } from './count-text';
import { titleWithYear, type MatchChoices } from './import-matches';

type Doubtful = ImportMatches['ambiguous'][number];

/**
 * The titles of the file that matched several titles of the film database: for each, its candidates (poster,
 * title, year, kind) and Skip, as a group of radio buttons (arrow keys move between them).
 */
export function ImportDoubtfulMatches({
  doubtful,
  choices,
  onChoose,
  disabled,
}: {
  doubtful: readonly Doubtful[];
  choices: MatchChoices;
  onChoose: (choice: ImportResolution) => void;
  disabled: boolean;
}) {
  const heading = useId();
  const undecided = doubtful.filter(({ key }) => choices[key] === undefined).length;
  return (
    <section aria-labelledby={heading} className="grid gap-3">
      <div>
        <h4 id={heading} className="text-sm font-semibold">
          Doubtful matches
        </h4>
        <p className="mt-0.5 text-sm text-muted-foreground">
          Pick the title each one is, or skip it. Your choices are remembered for the next import of this
          file.
        </p>
      </div>
      <ol className="grid gap-3">
        {doubtful.map((entry) => (
          <DoubtfulMatch
            key={entry.key}
            entry={entry}
            choice={choices[entry.key]}
            onChoose={onChoose}
            disabled={disabled}
          />
        ))}
      </ol>
      <p className="text-xs text-muted-foreground">
        {undecided === 0
          ? 'Every doubtful match has an answer.'
          : `${countOf(undecided, 'title has', 'titles have')} no answer yet: left out of this import, and asked about again next time.`}
      </p>
    </section>
  );
}

function DoubtfulMatch({
  entry,
  choice,
  onChoose,
  disabled,
}: {
  entry: Doubtful;
  choice: ImportResolution | undefined;
  onChoose: (choice: ImportResolution) => void;
  disabled: boolean;
}) {
  const name = useId();
  const isChosen = (tmdbId: number, mediaType: string) =>
    choice !== undefined && !('skip' in choice) && choice.tmdbId === tmdbId && choice.mediaType === mediaType;
  return (
    <li className="rounded-lg border bg-card p-3">
      <fieldset disabled={disabled} className="disabled:opacity-60">
        <legend className="text-sm">
          <span className="text-muted-foreground">In the file: </span>
          <span className="font-medium">{titleWithYear(entry)}</span>
        </legend>
        <div className="mt-2.5 grid gap-2 sm:grid-cols-2">
          {entry.candidates.map((candidate) => (
            <MatchOption
              key={`${candidate.mediaType}:${candidate.tmdbId}`}
              name={name}
              checked={isChosen(candidate.tmdbId, candidate.mediaType)}
              onSelect={() =>
                onChoose({ key: entry.key, tmdbId: candidate.tmdbId, mediaType: candidate.mediaType })
              }
              picture={
                <PosterImage
                  path={candidate.posterPath}
                  size="w185"
                  alt=""
                  className="aspect-[2/3] w-12 shrink-0 rounded-sm"
                />
              }
              title={candidate.title}
              detail={[candidate.year ?? 'Year unknown', mediaTypeLabel(candidate.mediaType)]}
            />
          ))}
          <MatchOption
            name={name}
            checked={choice !== undefined && 'skip' in choice}
            onSelect={() => onChoose({ key: entry.key, skip: true })}
            picture={
              <span className="flex aspect-[2/3] w-12 shrink-0 items-center justify-center rounded-sm border border-dashed text-muted-foreground">
                <BanIcon className="size-5" aria-hidden="true" />
              </span>
            }
            title="Skip"
            detail={['Leave this title out']}
          />
        </div>
      </fieldset>
    </li>
  );
}

/** One radio button drawn as a card: the input covers it, so a click or a tap anywhere on it chooses. */
function MatchOption({
  name,
  checked,
  onSelect,
  picture,
  title,
  detail,
}: {
  name: string;
  checked: boolean;
  onSelect: () => void;
  picture: ReactNode;
  title: string;
  /** Shown joined by a dot; read after the title, one by one. */
  detail: readonly (string | number)[];
}) {
  return (
    <label
      className={cn(
        'relative flex min-h-11 items-center gap-3 rounded-md border bg-background p-2 pr-3 transition-colors',
        'hover:bg-accent has-focus-visible:ring-2 has-focus-visible:ring-ring has-disabled:hover:bg-background',
        checked && 'border-primary bg-primary/10 hover:bg-primary/15',
      )}
    >
      <input
        type="radio"
        name={name}
        checked={checked}
        onChange={onSelect}
        aria-label={[title, ...detail].join(', ')}
        className="absolute inset-0 z-10 cursor-pointer appearance-none rounded-md opacity-0 outline-none disabled:cursor-default"
      />
      {picture}
      <span className="min-w-0 flex-1">
        <span className="block truncate text-sm font-medium" title={title}>
          {title}
        </span>
        <span className="block text-xs text-muted-foreground">{detail.join(' · ')}</span>
      </span>
      <span
        aria-hidden="true"
        className={cn(
          'flex size-5 shrink-0 items-center justify-center rounded-full border-2',
          checked ? 'border-primary' : 'border-input',
        )}
      >
        {checked && <span className="size-2.5 rounded-full bg-primary" />}
      </span>
    </label>
  );
}
