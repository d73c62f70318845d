import { useEffect, useRef } from 'react';
import { IMPORT_PREVIEW_ERRORS_SHOWN } from '../../../../domain/rules/constants';
import type { ImportResponse } from '../../../../domain/schemas/transfer';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { countOf, wholeNumber } from './count-text';
import { previewCounts, previewOutcome } from './import-counts';
import { ImportErrorList } from './import-error-list';

/** The dry run's answer: the rows of each kind, what importing will do, the first errors; Import Data or Cancel. */
export function ImportPreview({
  preview,
  importing,
  onImport,
  onCancel,
}: {
  preview: ImportResponse;
  importing: boolean;
  onImport: () => void;
  onCancel: () => void;
}) {
  const { summary } = preview;
  const nothingToImport = summary.totalProcessed === summary.errors;
  const section = useRef<HTMLElement>(null);
  // The Preview Import button it replaces had the focus: the keyboard goes on from the preview.
  useEffect(() => section.current?.focus(), []);
  return (
    <section
      ref={section}
      tabIndex={-1}
      aria-labelledby="import-preview-title"
      className="grid gap-4 rounded-sm outline-none"
    >
      <div>
        <h3 id="import-preview-title" className="text-sm font-semibold">
          Preview: {countOf(summary.totalProcessed, 'row', 'rows')}
        </h3>
        <p className="mt-0.5 text-sm text-muted-foreground">
          {nothingToImport
            ? 'Every row has an error: correct the file, then choose it again.'
            : `${previewOutcome(preview.results)} Nothing has changed yet.`}
        </p>
      </div>
      <dl className="grid grid-cols-3 gap-2 sm:grid-cols-6">
        {previewCounts(summary).map(({ label, value, isErrors }) => (
          <div
            key={label}
            className={cn(
              'flex flex-col-reverse justify-end gap-0.5 rounded-lg border bg-card px-3 py-2.5',
              isErrors && value > 0 && 'border-destructive/40 bg-destructive/5',
            )}
          >
            <dt className="text-xs leading-tight text-muted-foreground">{label}</dt>
            <dd
              className={cn(
                'text-xl font-semibold tabular-nums',
                isErrors && value > 0 && 'text-destructive',
              )}
            >
              {wholeNumber(value)}
            </dd>
          </div>
        ))}
      </dl>
      <ImportErrorList
        label="Rows that will not be imported"
        errors={preview.errors}
        total={summary.errors}
        shown={IMPORT_PREVIEW_ERRORS_SHOWN}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel} disabled={importing}>
          Cancel
        </Button>
        <Button onClick={onImport} disabled={importing || nothingToImport}>
          {importing ? 'Importing...' : 'Import Data'}
        </Button>
      </div>
    </section>
  );
}
