import { IMPORT_ARCHIVE_MAX_BYTES, IMPORT_MAX_BYTES } from '#domain/rules/constants';

/** What the file picker offers; a file of another kind is refused all the same (it can be dropped or forced). */
export const IMPORT_ACCEPT = '.csv,text/csv,.zip,application/zip';

export type ImportFileKind = 'csv' | 'zip';

const decimal = new Intl.NumberFormat('en', { maximumFractionDigits: 1 });

/** "512 bytes", "12.5 KB", "3.2 MB". */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`;
  if (bytes < 1024 * 1024) return `${decimal.format(bytes / 1024)} KB`;
  return `${decimal.format(bytes / (1024 * 1024))} MB`;
}

/** A CSV (the app's own, or one of another service) or a ZIP (Letterboxd's or Trakt's export), by its name. */
export function importFileKind(name: string): ImportFileKind | null {
  if (/\.csv$/i.test(name)) return 'csv';
  if (/\.zip$/i.test(name)) return 'zip';
  return null;
}

const maxBytes: Record<ImportFileKind, number> = { csv: IMPORT_MAX_BYTES, zip: IMPORT_ARCHIVE_MAX_BYTES };

/** Why this file cannot be imported, or null when it can be previewed. */
export function importFileProblem(file: { name: string; size: number }): string | null {
  const kind = importFileKind(file.name);
  if (kind === null)
    return `“${file.name}” is not a CSV or ZIP file. Choose a .csv file, such as a Watchlist export, or an export ZIP from Letterboxd or Trakt.`;
  if (file.size === 0) return `“${file.name}” is empty.`;
  if (file.size > maxBytes[kind])
    return `“${file.name}” is larger than ${formatFileSize(maxBytes[kind])}, the most a ${kind === 'csv' ? 'CSV' : 'ZIP'} file can be.`;
  return null;
}
