import { DownloadIcon } from 'lucide-react';
import { CSV_FILE_NAME } from '#domain/rules/constants';
import { Button } from '../../components/ui/button';
import { toast } from '../../lib/use-toast';
import { useTransferMutations } from '../../lib/api/use-transfer-mutations';
import { toastFailure } from './failure-toast';
import { saveFile } from './save-file';

/** Export Library: the whole library as watchlist-export.csv. */
export function ExportLibraryButton() {
  const { exportLibrary } = useTransferMutations();

  const onExport = () =>
    exportLibrary.mutate(undefined, {
      onSuccess: (file) => {
        saveFile(file, CSV_FILE_NAME);
        toast({ title: 'Export Complete', description: `Saved as ${CSV_FILE_NAME}`, variant: 'success' });
      },
      onError: (error) =>
        toastFailure('Export Failed', error, 'The library could not be exported. Please try again.'),
    });

  return (
    <Button variant="secondary" size="sm" onClick={onExport} disabled={exportLibrary.isPending}>
      <DownloadIcon aria-hidden="true" />
      {exportLibrary.isPending ? 'Exporting...' : 'Export'}
    </Button>
  );
}
