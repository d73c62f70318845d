import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Viewer } from '#domain/schemas/people';
import type { ImportResolution, ImportResponse } from '#domain/schemas/transfer';
import { apiFetch, apiRequest } from '../api-client';
import { importProgressQueries } from './import-progress';
import { invalidateLibrary } from './library';

/** A file to import: a CSV as its text (its name tells Letterboxd's look-alike lists apart), or a ZIP as it is. */
export type ImportUpload = { kind: 'csv'; text: string; fileName: string } | { kind: 'zip'; archive: Blob };

export interface ImportRequest {
  upload: ImportUpload;
  /** Whose history another service's export is (the app's own CSV names its owners and ignores it). */
  viewer: Viewer;
  /** The household's answers for doubtful matches. */
  resolutions: readonly ImportResolution[];
  /** 'Replace with the file's state': the moves that take progress backward are applied too. */
  replace: boolean;
}

function sendImport({ upload, viewer, resolutions, replace }: ImportRequest, preview: boolean) {
  if (upload.kind === 'csv') {
    return apiRequest<ImportResponse>('POST', '/api/library/import', {
      csvData: upload.text,
      preview,
      replace,
      viewer,
      resolutions,
      fileName: upload.fileName,
    });
  }
  const query = new URLSearchParams({
    preview: String(preview),
    replace: String(replace),
    viewer,
    resolutions: JSON.stringify(resolutions),
  });
  // Typed here: a browser may call a ZIP application/x-zip-compressed, or nothing at all.
  const archive = upload.archive.slice(0, upload.archive.size, 'application/zip');
  return apiRequest<ImportResponse>('POST', `/api/library/import/archive?${query.toString()}`, archive);
}

/**
 * The library in and out: the export (as a file's contents, with the session's token), the import's preview
 * (changes nothing), and the import, which settles once the library is fresh again. Both import calls settle with
 * the job's progress fresh too (it says the job is over, not still running).
 */
export function useTransferMutations() {
  const queryClient = useQueryClient();
  const refreshProgress = () =>
    queryClient.invalidateQueries({ queryKey: importProgressQueries.current().queryKey });
  const exportLibrary = useMutation({
    mutationFn: async () => (await apiFetch('GET', '/api/library/export')).blob(),
  });
  const previewImport = useMutation({
    mutationFn: (request: ImportRequest) => sendImport(request, true),
    onSettled: refreshProgress,
  });
  const importLibrary = useMutation({
    mutationFn: (request: ImportRequest) => sendImport(request, false),
    onSettled: () => Promise.all([invalidateLibrary(queryClient), refreshProgress()]),
  });
  return { exportLibrary, previewImport, importLibrary };
}
