import { useEffect, useRef } from 'react';
import { IMPORT_PREVIEW_ERRORS_SHOWN } from '../../../../domain/rules/constants';
import type { Viewer } from '../../../../domain/schemas/people';
import type { ImportProgress, ImportResolution, ImportResponse } from '../../../../domain/schemas/transfer';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { WriteButton } from '../../components/write-button';
import { cn } from '../../lib/cn';
import { countOf, wholeNumber } from './count-text';
import { previewCounts, previewOutcome, type CountTile } from './import-counts';
import { ImportDoubtfulMatches } from './import-doubtful-matches';
import { ImportErrorList } from './import-error-list';
import { importFormatNames, otherRowErrors, type MatchChoices } from './import-matches';
import { ImportNotFound } from './import-not-found';
import { ImportProgressBar } from './import-progress';
import { ImportViewerChoice } from './import-viewer-choice';

/**
 * The dry run's answer: the format found, the counts, what importing will do; for another service's export, whose
 * history it is, the doubtful matches to answer and the titles not found; the first errors; Import Data or Cancel,
 * and the import's progress while it runs.
 */
export function ImportPreview({
  preview,
  viewer,
  onViewerChange,
  choices,
  onChoose,
  importing,
  job,
  onImport,
  onCancel,
}: {
  preview: ImportResponse;
  viewer: Viewer;
  onViewerChange: (viewer: Viewer) => void;
  choices: MatchChoices;
  onChoose: (choice: ImportResolution) => void;
  importing: boolean;
  /** The server's job, followed while importing. */
  job: ImportProgress | undefined;
  onImport: () => void;
  onCancel: () => void;
}) {
  const { summary, matches } = preview;
  const rowErrors = otherRowErrors(preview);
  const doubtful = matches?.ambiguous ?? [];
  const nothingToImport = matches
    ? matches.matched === 0 && doubtful.length === 0
    : summary.totalProcessed === summary.errors;
  const section = useRef<HTMLElement>(null);
  // The Preview Import button it replaces had the focus: the keyboard goes on from the preview.
  useEffect(() => section.current?.focus(), []);
  return (
    <section
      ref={section}
      tabIndex={-1}
      aria-labelledby="import-preview-title"
      className="grid gap-5 rounded-sm outline-none"
    >
      <div>
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <h3 id="import-preview-title" className="text-sm font-semibold">
            Preview: {countOf(summary.totalProcessed, 'row', 'rows')}
          </h3>
          <Badge variant="secondary">{importFormatNames[preview.format]}</Badge>
        </div>
        <p className="mt-1 text-sm text-muted-foreground">
          {nothingToImport
            ? matches
              ? 'None of its titles was found in the film database: there is nothing to import.'
              : 'Every row has an error: correct the file, then choose it again.'
            : `${previewOutcome(preview.results, matches !== undefined)}${doubtful.length > 0 ? ' The doubtful matches you pick below come on top.' : ''} Nothing has changed yet.`}
        </p>
      </div>
      <dl className="grid grid-cols-3 gap-2 sm:grid-cols-6">
        {previewCounts(preview).map((tile) => (
          <CountTileView key={tile.label} tile={tile} />
        ))}
      </dl>
      {matches && (
        <ImportViewerChoice
          viewer={viewer}
          onChange={onViewerChange}
          disabled={importing}
          ownCsvNote={false}
        />
      )}
      {doubtful.length > 0 && (
        <ImportDoubtfulMatches
          doubtful={doubtful}
          choices={choices}
          onChoose={onChoose}
          disabled={importing}
        />
      )}
      {matches && matches.notFound.length > 0 && <ImportNotFound titles={matches.notFound} />}
      <ImportErrorList
        label="Rows that will not be imported"
        errors={rowErrors.errors}
        total={rowErrors.total}
        shown={IMPORT_PREVIEW_ERRORS_SHOWN}
      />
      {importing && <ImportProgressBar job={job} preview={false} />}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel} disabled={importing}>
          Cancel
        </Button>
        <WriteButton onClick={onImport} disabled={importing || nothingToImport}>
          {importing ? 'Importing...' : 'Import Data'}
        </WriteButton>
      </div>
    </section>
  );
}

function CountTileView({ tile: { label, value, tone } }: { tile: CountTile }) {
  const marked = tone !== undefined && value > 0;
  return (
    <div
      className={cn(
        'flex flex-col-reverse justify-end gap-0.5 rounded-lg border bg-card px-3 py-2.5',
        marked && tone === 'error' && 'border-destructive/40 bg-destructive/5',
        marked && tone === 'attention' && 'border-primary/50 bg-primary/10',
      )}
    >
      <dt className="text-xs leading-tight text-muted-foreground">{label}</dt>
      <dd
        className={cn('text-xl font-semibold tabular-nums', marked && tone === 'error' && 'text-destructive')}
      >
        {wholeNumber(value)}
      </dd>
    </div>
  );
}
