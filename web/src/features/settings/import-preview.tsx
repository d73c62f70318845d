import { useEffect, useRef } from 'react';
import { IMPORT_PREVIEW_ERRORS_SHOWN } from '#domain/rules/constants';
import type { Viewer } from '#domain/schemas/people';
import type { ImportProgress, ImportResolution, ImportResponse } from '#domain/schemas/transfer';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { WriteButton } from '../../components/write-button';
import { cn } from '../../lib/cn';
import { countOf, wholeNumber } from './count-text';
import { ImportBackwardMoves } from './import-backward-moves';
import { backwardLines, forwardChanges, updatedOnlyByReplacing } from './import-change-text';
import { ImportChangeList } from './import-change-list';
import { importCountsLine, previewCounts, type CountTile } from './import-counts';
import { ImportDoubtfulMatches } from './import-doubtful-matches';
import { ImportErrorList } from './import-error-list';
import { importFormatNames, otherRowErrors, type MatchChoices } from './import-matches';
import { ImportNotFound } from './import-not-found';
import { ImportProgressBar } from './import-progress';
import { ImportViewerChoice } from './import-viewer-choice';

/**
 * The dry run's answer: the format found, what importing will do ('12 added, 3 updated, 268 not found'), the rows
 * of the file; for another service's export, whose history it is; the moves that would take progress backward,
 * kept unless the household replaces with the file's state; the changes by title; the doubtful matches to answer
 * and the titles not found; the first errors; Import Data or Cancel, and the import's progress while it runs.
 */
export function ImportPreview({
  preview,
  viewer,
  onViewerChange,
  choices,
  onChoose,
  replace,
  onReplaceChange,
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
  replace: boolean;
  onReplaceChange: (replace: boolean) => void;
  importing: boolean;
  /** The server's job, followed while importing. */
  job: ImportProgress | undefined;
  onImport: () => void;
  onCancel: () => void;
}) {
  const { summary, matches, results, changes } = preview;
  const rowErrors = otherRowErrors(preview);
  const doubtful = matches?.ambiguous ?? [];
  const nothingToImport = matches
    ? matches.matched === 0 && doubtful.length === 0
    : summary.totalProcessed === 0;
  const backward = backwardLines(changes);
  const forward = forwardChanges(changes);
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
            Preview: {countOf(summary.rowsRead, 'row', 'rows')}
          </h3>
          <Badge variant="secondary">{importFormatNames[preview.format]}</Badge>
        </div>
        {/* Live: ticking 'Replace with the file's state' changes how many titles are updated. */}
        <p aria-live="polite" className="mt-2 text-base font-semibold tabular-nums">
          {importCountsLine(preview, replace ? updatedOnlyByReplacing(changes) : 0)}
        </p>
        <p className="mt-0.5 text-sm text-muted-foreground">
          {nothingToImport
            ? matches
              ? 'None of its titles was found in the film database: there is nothing to import.'
              : 'Every row has an error: correct the file, then choose it again.'
            : `Nothing has changed yet.${doubtful.length > 0 ? ' The doubtful matches you pick below come on top.' : ''}`}
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
      {backward.length > 0 && (
        <ImportBackwardMoves
          lines={backward}
          replace={replace}
          onReplaceChange={onReplaceChange}
          disabled={importing}
        />
      )}
      <ImportChangeList
        changes={forward}
        unlisted={Math.max(0, results.libraryCreated + results.libraryUpdated - forward.length)}
      />
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
        className={cn(
          'text-xl font-semibold tabular-nums',
          marked && tone === 'error' && 'text-destructive-ink',
        )}
      >
        {wholeNumber(value)}
      </dd>
    </div>
  );
}
