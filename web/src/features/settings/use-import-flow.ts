import { useRef, useState } from 'react';
import { decodeUploadedText } from '#domain/rules/history/text-encoding';
import type { Viewer } from '#domain/schemas/people';
import type { ImportProgress, ImportResolution, ImportResponse } from '#domain/schemas/transfer';
import { toast } from '../../lib/use-toast';
import { useImportProgress } from '../../lib/api/import-progress';
import { useTransferMutations, type ImportUpload } from '../../lib/api/use-transfer-mutations';
import { wholeNumber } from './count-text';
import { toastRefusal } from './failure-toast';
import { importFileKind, importFileProblem } from './import-file';
import { resolutionsOf, type MatchChoices } from './import-matches';

/** Where the import stands: nothing chosen, a file chosen, or a file checked by the server's dry run. */
export type ImportStage =
  | { step: 'choose' }
  | { step: 'chosen'; file: File }
  | { step: 'previewed'; file: File; upload: ImportUpload; preview: ImportResponse };

const failedText = (file: File, doing: 'preview' | 'import') =>
  importFileKind(file.name) === 'zip' ? `Failed to ${doing} the ZIP file` : `Failed to ${doing} CSV data`;

/**
 * The Import Library flow (spec §4, issue 12): choose a .csv or .zip file and whose history it is, Preview Import,
 * answer the doubtful matches and whether the moves that take progress backward replace the library's, then Import
 * Data or Cancel; the results dialog after the import. Cancel clears the
 * file and the preview, and a preview answered after it is ignored. The server's job is followed meanwhile (its
 * stage and count), and also when it was started before this screen was opened: its end opens the results then.
 */
export function useImportFlow() {
  const { previewImport, importLibrary } = useTransferMutations();
  const [stage, setStage] = useState<ImportStage>({ step: 'choose' });
  const [problem, setProblem] = useState<string | null>(null);
  const [viewer, setViewer] = useState<Viewer>('both');
  const [choices, setChoices] = useState<MatchChoices>({});
  // 'Replace with the file's state', ticked on the preview: cleared with it.
  const [replace, setReplace] = useState(false);
  // Kept after the dialog closes, so that it closes showing what it showed.
  const [results, setResults] = useState<{ open: boolean; answer: ImportResponse | null }>({
    open: false,
    answer: null,
  });
  // Bumped by every choice and Cancel: an answer to an earlier attempt changes nothing.
  const attempt = useRef(0);

  const announce = (answer: ImportResponse) => {
    setResults({ open: true, answer });
    toast({
      title: 'Import Complete',
      description: `Successfully processed ${wholeNumber(answer.summary.totalProcessed)} items`,
      variant: 'success',
    });
  };

  const followedEnd = (job: ImportProgress) => {
    if (job.preview) return;
    if (job.state === 'finished' && job.result) announce(job.result);
    if (job.state === 'failed')
      toast({
        title: 'Import Failed',
        description: job.error ?? 'Failed to import CSV data',
        variant: 'destructive',
      });
  };

  const waiting = previewImport.isPending || importLibrary.isPending;
  const { data: job } = useImportProgress(waiting, followedEnd);
  /** A job this screen did not start (before it was opened, or elsewhere) is running: a new one would be refused. */
  const runningElsewhere = !waiting && job?.state === 'running';

  const reset = (next: ImportStage, why: string | null) => {
    attempt.current += 1;
    previewImport.reset();
    setReplace(false);
    setStage(next);
    setProblem(why);
  };

  const choose = (file: File) => {
    const why = importFileProblem(file);
    reset(why === null ? { step: 'chosen', file } : { step: 'choose' }, why);
  };

  const cancel = () => reset({ step: 'choose' }, null);

  const preview = async () => {
    if (stage.step === 'choose') return;
    const { file } = stage;
    const mine = attempt.current;
    let upload: ImportUpload;
    try {
      upload =
        importFileKind(file.name) === 'zip'
          ? { kind: 'zip', archive: file }
          : {
              kind: 'csv',
              text: decodeUploadedText(new Uint8Array(await file.arrayBuffer())),
              fileName: file.name,
            };
    } catch {
      setProblem(`“${file.name}” could not be read. Choose it again.`);
      return;
    }
    // Asked without replace: the preview lists the backward moves either way, and its counts are those of keeping
    // them (the preview adds the titles that replacing would change too, once it is ticked).
    previewImport.mutate(
      { upload, viewer, resolutions: [], replace: false },
      {
        onSuccess: (answer) => {
          if (attempt.current !== mine) return;
          setChoices({});
          setStage({ step: 'previewed', file, upload, preview: answer });
        },
        onError: (error) => {
          if (attempt.current === mine) toastRefusal('Preview Failed', error, failedText(file, 'preview'));
        },
      },
    );
  };

  const runImport = () => {
    if (stage.step !== 'previewed') return;
    importLibrary.mutate(
      {
        upload: stage.upload,
        viewer,
        resolutions: resolutionsOf(stage.preview.matches, choices),
        replace,
      },
      {
        onSuccess: (answer) => {
          reset({ step: 'choose' }, null);
          announce(answer);
        },
        onError: (error) => toastRefusal('Import Failed', error, failedText(stage.file, 'import')),
      },
    );
  };

  return {
    stage,
    /** Why the chosen file was refused, or could not be read. */
    problem,
    viewer,
    setViewer,
    choices,
    chooseMatch: (choice: ImportResolution) => setChoices({ ...choices, [choice.key]: choice }),
    /** Whether the import applies the moves that take progress backward. */
    replace,
    setReplace,
    choose,
    cancel,
    preview,
    runImport,
    analyzing: previewImport.isPending,
    importing: importLibrary.isPending,
    /** The server's import job: the one running, or the last one. */
    job,
    runningElsewhere,
    results,
    showResults: (answer: ImportResponse) => setResults({ open: true, answer }),
    closeResults: () => setResults({ ...results, open: false }),
  };
}
