import { useLocation } from 'wouter';
import { IMPORT_RESULT_ERRORS_SHOWN } from '#domain/rules/constants';
import type { ImportResponse } from '#domain/schemas/transfer';
import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { countOf, wholeNumber } from './count-text';
import { importCountsLine, resultRows } from './import-counts';
import { ImportErrorList } from './import-error-list';
import { importFormatNames } from './import-matches';

/**
 * After the import: the titles added, updated and not found in the line the preview showed, then by kind what was
 * added, updated and left as it was, and the first 10 errors.
 */
export function ImportResultsDialog({
  open,
  answer,
  onClose,
  onClosed,
}: {
  open: boolean;
  answer: ImportResponse | null;
  onClose: () => void;
  /** Where focus goes once it has closed (the button that opened it is gone with the preview). */
  onClosed: () => void;
}) {
  const [, navigate] = useLocation();
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      {answer && (
        <DialogContent
          className="max-w-lg"
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            onClosed();
          }}
        >
          <DialogHeader>
            <DialogTitle>Import Results</DialogTitle>
            <DialogDescription>
              {importFormatNames[answer.format]}: {countOf(answer.summary.rowsRead, 'row', 'rows')} read from
              the file.
            </DialogDescription>
          </DialogHeader>
          <p className="text-base font-semibold tabular-nums">{importCountsLine(answer)}</p>
          <table className="w-full text-sm">
            <thead>
              <tr className="border-b text-left text-xs text-muted-foreground">
                <th scope="col" className="pb-2 font-medium">
                  <span className="sr-only">Kind</span>
                </th>
                <th scope="col" className="w-24 pb-2 text-right font-medium">
                  Added
                </th>
                <th scope="col" className="w-24 pb-2 text-right font-medium">
                  Updated
                </th>
              </tr>
            </thead>
            <tbody className="tabular-nums">
              {resultRows(answer.results).map(({ label, added, updated }) => (
                <tr key={label} className="border-b">
                  <th scope="row" className="py-2.5 text-left font-medium">
                    {label}
                  </th>
                  <td className="py-2.5 text-right">{wholeNumber(added)}</td>
                  <td className="py-2.5 text-right">
                    {updated === null ? (
                      <span className="text-muted-foreground">—</span>
                    ) : (
                      wholeNumber(updated)
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <dl className="grid gap-1 text-sm">
            <div className="flex justify-between gap-4">
              <dt className="text-muted-foreground">
                {answer.matches
                  ? 'Titles left as they were, or not matched'
                  : 'Already in the library, unchanged'}
              </dt>
              <dd className="tabular-nums">{wholeNumber(answer.results.skipped)}</dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt className="text-muted-foreground">Rows with an error, not imported</dt>
              <dd className="tabular-nums">{wholeNumber(answer.summary.errors)}</dd>
            </div>
          </dl>
          <ImportErrorList
            label="Rows not imported"
            errors={answer.results.errors}
            total={answer.summary.errors}
            shown={IMPORT_RESULT_ERRORS_SHOWN}
          />
          <DialogFooter>
            <Button
              variant="outline"
              onClick={() => {
                onClose();
                navigate('/');
              }}
            >
              View Watchlist
            </Button>
            <Button onClick={onClose}>Done</Button>
          </DialogFooter>
        </DialogContent>
      )}
    </Dialog>
  );
}
