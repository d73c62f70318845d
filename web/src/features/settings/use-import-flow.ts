import { useRef, useState } from 'react';
import type { ImportResponse } from '../../../../domain/schemas/transfer';
import { toast } from '../../components/ui/use-toast';
import { useTransferMutations } from '../../lib/api/use-transfer-mutations';
import { wholeNumber } from './count-text';
import { importFileProblem } from './import-file';

/** Where the import stands: nothing chosen, a file chosen, or a file checked by the server's dry run. */
export type ImportStage =
  | { step: 'choose' }
  | { step: 'chosen'; file: File }
  | { step: 'previewed'; file: File; csv: string; preview: ImportResponse };

/**
 * The Import Library flow (spec §4): choose a .csv file, Preview Import, then Import Data or Cancel; the results
 * dialog after the import. Cancel clears the file and the preview, and a preview answered after it is ignored.
 */
export function useImportFlow() {
  const { previewImport, importLibrary } = useTransferMutations();
  const [stage, setStage] = useState<ImportStage>({ step: 'choose' });
  const [problem, setProblem] = useState<string | null>(null);
  // Kept after the dialog closes, so that it closes showing what it showed.
  const [results, setResults] = useState<{ open: boolean; answer: ImportResponse | null }>({
    open: false,
    answer: null,
  });
  // Bumped by every choice and Cancel: an answer to an earlier attempt changes nothing.
  const attempt = useRef(0);

  const reset = (next: ImportStage, why: string | null) => {
    attempt.current += 1;
    previewImport.reset();
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
    let csv: string;
    try {
      csv = await file.text();
    } catch {
      setProblem(`“${file.name}” could not be read. Choose it again.`);
      return;
    }
    previewImport.mutate(csv, {
      onSuccess: (answer) => {
        if (attempt.current === mine) setStage({ step: 'previewed', file, csv, preview: answer });
      },
      onError: () => {
        if (attempt.current === mine)
          toast({
            title: 'Preview Failed',
            description: 'Failed to preview CSV data',
            variant: 'destructive',
          });
      },
    });
  };

  const runImport = () => {
    if (stage.step !== 'previewed') return;
    importLibrary.mutate(stage.csv, {
      onSuccess: (answer) => {
        reset({ step: 'choose' }, null);
        setResults({ open: true, answer });
        toast({
          title: 'Import Complete',
          description: `Successfully processed ${wholeNumber(answer.summary.totalProcessed)} items`,
          variant: 'success',
        });
      },
      onError: () =>
        toast({ title: 'Import Failed', description: 'Failed to import CSV data', variant: 'destructive' }),
    });
  };

  return {
    stage,
    /** Why the chosen file was refused, or could not be read. */
    problem,
    choose,
    cancel,
    preview,
    runImport,
    analyzing: previewImport.isPending,
    importing: importLibrary.isPending,
    results,
    closeResults: () => setResults({ ...results, open: false }),
  };
}
