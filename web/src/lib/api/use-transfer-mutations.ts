import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImportResponse } from '../../../../domain/schemas/transfer';
import { apiFetch, apiRequest } from '../api-client';
import { invalidateLibrary } from './library';

const importCsv = (csvData: string, preview: boolean) =>
  apiRequest<ImportResponse>('POST', '/api/library/import', { csvData, preview });

/**
 * The library in and out as CSV: the export (as a file's contents, with the session's token), the import's
 * preview (changes nothing), and the import, which settles once the library is fresh again.
 */
export function useTransferMutations() {
  const queryClient = useQueryClient();
  const exportLibrary = useMutation({
    mutationFn: async () => (await apiFetch('GET', '/api/library/export')).blob(),
  });
  const previewImport = useMutation({ mutationFn: (csvData: string) => importCsv(csvData, true) });
  const importLibrary = useMutation({
    mutationFn: (csvData: string) => importCsv(csvData, false),
    onSettled: () => invalidateLibrary(queryClient),
  });
  return { exportLibrary, previewImport, importLibrary };
}
