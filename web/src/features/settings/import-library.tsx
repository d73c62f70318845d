import { CircleAlertIcon, FileArchiveIcon, FileSpreadsheetIcon } from 'lucide-react';
import { useRef, useState, type DragEvent } from 'react';
import { Button } from '../../components/ui/button';
import { WriteButton } from '../../components/write-button';
import { cn } from '../../lib/cn';
import { formatFileSize, importFileKind } from './import-file';
import { ImportFilePicker } from './import-file-picker';
import { hasLastJobToTell, ImportLastJob } from './import-last-job';
import { ImportPreview } from './import-preview';
import { ImportProgressBar } from './import-progress';
import { ImportResultsDialog } from './import-results-dialog';
import { ImportViewerChoice } from './import-viewer-choice';
import { SettingsRow } from './settings-row';
import { useImportFlow } from './use-import-flow';

/**
 * Import Library (spec §2, §4; issue 12): a .csv or .zip file, chosen or dropped here, and whose history it is; its
 * preview; the import and its progress; the results. An import running without this screen (started before it
 * was opened) shows its progress, and the last import its outcome.
 */
export function ImportLibrary() {
  const flow = useImportFlow();
  const { stage } = flow;
  const busy = flow.analyzing || flow.importing || flow.runningElsewhere;
  const lastJob = stage.step === 'choose' && hasLastJobToTell(flow.job, flow.runningElsewhere);
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
    if (file && !busy) flow.choose(file);
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
        description="Add titles, seasons and viewings from a Watchlist CSV, or from a Letterboxd, IMDb, Trakt or Movary export, without duplicates."
        detail={
          (flow.problem !== null || stage.step !== 'choose' || lastJob) && (
            <div className="grid gap-4">
              {flow.problem !== null && (
                <p role="alert" className="flex items-start gap-2 text-sm text-destructive-ink">
                  <CircleAlertIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                  {flow.problem}
                </p>
              )}
              {stage.step !== 'choose' && (
                <div className="grid gap-4 rounded-lg border bg-muted/40 p-3 sm:p-4">
                  <ChosenFile file={stage.file} />
                  {stage.step === 'chosen' ? (
                    <>
                      <ImportViewerChoice
                        viewer={flow.viewer}
                        onChange={flow.setViewer}
                        disabled={flow.analyzing}
                        ownCsvNote
                      />
                      {flow.analyzing && <ImportProgressBar job={flow.job} preview />}
                      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
                        <Button variant="outline" onClick={cancel}>
                          Cancel
                        </Button>
                        <WriteButton onClick={() => void flow.preview()} disabled={busy}>
                          {flow.analyzing ? 'Analyzing...' : 'Preview Import'}
                        </WriteButton>
                      </div>
                    </>
                  ) : (
                    <ImportPreview
                      preview={stage.preview}
                      viewer={flow.viewer}
                      onViewerChange={flow.setViewer}
                      choices={flow.choices}
                      onChoose={flow.chooseMatch}
                      replace={flow.replace}
                      onReplaceChange={flow.setReplace}
                      importing={flow.importing}
                      job={flow.job}
                      onImport={flow.runImport}
                      onCancel={cancel}
                    />
                  )}
                </div>
              )}
              {lastJob && flow.job && (
                <ImportLastJob
                  job={flow.job}
                  running={flow.runningElsewhere}
                  onShowResults={flow.showResults}
                />
              )}
            </div>
          )
        }
      >
        <ImportFilePicker onChoose={flow.choose} disabled={busy} buttonRef={chooseButton} />
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
  const Icon = importFileKind(file.name) === 'zip' ? FileArchiveIcon : FileSpreadsheetIcon;
  return (
    <div className="flex min-w-0 items-center gap-3">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-md bg-primary/15 text-primary-ink">
        <Icon className="size-5" aria-hidden="true" />
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
