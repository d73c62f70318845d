import { useId } from 'react';
import type { Viewer } from '#domain/schemas/people';
import { SegmentedChoice } from '../../components/segmented-choice';
import { householdChoices, useOwnershipLabels } from '../../lib/household';

const QUESTION = 'Whose history is this?';

/**
 * Whose history another service's export is: Together or one of the two. New titles become theirs and the
 * viewings are recorded for them; the app's own CSV names its owners itself (`ownCsvNote` says so while the format
 * is not known yet).
 */
export function ImportViewerChoice({
  viewer,
  onChange,
  disabled,
  ownCsvNote,
}: {
  viewer: Viewer;
  onChange: (viewer: Viewer) => void;
  disabled: boolean;
  ownCsvNote: boolean;
}) {
  const labels = useOwnershipLabels();
  const question = useId();
  return (
    <fieldset disabled={disabled} aria-labelledby={question} className="grid gap-2 disabled:opacity-60">
      <div>
        <p id={question} className="text-sm font-medium">
          {QUESTION}
        </p>
        <p className="mt-0.5 text-xs text-muted-foreground">
          New titles become theirs, and each viewing is recorded for them.
          {ownCsvNote && ' A Watchlist CSV keeps the owners it names.'}
        </p>
      </div>
      <SegmentedChoice<Viewer>
        label={QUESTION}
        value={viewer}
        onChange={onChange}
        options={householdChoices(labels, 'both')}
      />
    </fieldset>
  );
}
