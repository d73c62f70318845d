import { CircleAlertIcon, FileSpreadsheetIcon } from 'lucide-react';
import { useRef, useState, type DragEvent } from 'react';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { formatFileSize } from './import-file';
import { ImportFilePicker } from './import-file-picker';
import { ImportPreview } from './import-preview';
import { ImportResultsDialog } from './import-results-dialog';
import { SettingsRow } from './settings-row';
import { useImportFlow } from './use-import-flow';

/** Import Library (spec §2, §4): a .csv file, chosen or dropped here; its preview; the import; the results. */
export function ImportLibrary() {
  const flow = useImportFlow();
  const { stage } = flow;
  const [dragging, setDragging] = useState(false);
  const chooseButton = useRef<HTMLButtonElement>(null);
  const cancel = () => {
    flow.cancel();
    chooseButton.current?.focus();
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && !flow.importing) flow.choose(file);
  };

  return (
    <div
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={(event) => {
        if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)))
          setDragging(false);
      }}
      onDrop={onDrop}
      className={cn('transition-colors', dragging && 'bg-primary/10 ring-2 ring-inset ring-primary')}
    >
      <SettingsRow
        label="Import Library"
        description="Add titles, seasons and viewings from a CSV file, without duplicates."
        detail={
          (flow.problem !== null || stage.step !== 'choose') && (
            <div className="grid gap-4">
              {flow.problem !== null && (
                <p role="alert" className="flex items-start gap-2 text-sm text-destructive">
                  <CircleAlertIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                  {flow.problem}
                </p>
              )}
              {stage.step !== 'choose' && (
                <div className="grid gap-4 rounded-lg border bg-muted/40 p-3 sm:p-4">
                  <ChosenFile file={stage.file} />
                  {stage.step === 'chosen' ? (
                    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
                      <Button variant="outline" onClick={cancel}>
                        Cancel
                      </Button>
                      <Button onClick={() => void flow.preview()} disabled={flow.analyzing}>
                        {flow.analyzing ? 'Analyzing...' : 'Preview Import'}
                      </Button>
                    </div>
                  ) : (
                    <ImportPreview
                      preview={stage.preview}
                      importing={flow.importing}
                      onImport={flow.runImport}
                      onCancel={cancel}
                    />
                  )}
                </div>
              )}
            </div>
          )
        }
      >
        <ImportFilePicker onChoose={flow.choose} disabled={flow.importing} buttonRef={chooseButton} />
      </SettingsRow>
      <ImportResultsDialog
        {...flow.results}
        onClose={flow.closeResults}
        onClosed={() => chooseButton.current?.focus()}
      />
    </div>
  );
}

function ChosenFile({ file }: { file: File }) {
  return (
    <div className="flex min-w-0 items-center gap-3">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-md bg-primary/15 text-primary">
        <FileSpreadsheetIcon className="size-5" aria-hidden="true" />
      </span>
      <div className="min-w-0">
        <p className="truncate text-sm font-medium" title={file.name}>
          {file.name}
        </p>
        <p className="text-xs text-muted-foreground">{formatFileSize(file.size)}</p>
      </div>
    </div>
  );
}
