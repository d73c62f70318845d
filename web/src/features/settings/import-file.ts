import { IMPORT_MAX_BYTES } from '../../../../domain/rules/constants';

/** What the file picker offers; a file of another kind is refused all the same (it can be dropped or forced). */
export const IMPORT_ACCEPT = '.csv,text/csv';

const decimal = new Intl.NumberFormat('en', { maximumFractionDigits: 1 });

/** "512 bytes", "12.5 KB", "3.2 MB". */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`;
  if (bytes < 1024 * 1024) return `${decimal.format(bytes / 1024)} KB`;
  return `${decimal.format(bytes / (1024 * 1024))} MB`;
}

/** Why this file cannot be imported, or null when it can be previewed. */
export function importFileProblem(file: { name: string; size: number }): string | null {
  if (!/\.csv$/i.test(file.name))
    return `“${file.name}” is not a CSV file. Choose a .csv file, such as a Watchlist export.`;
  if (file.size === 0) return `“${file.name}” is empty.`;
  if (file.size > IMPORT_MAX_BYTES)
    return `“${file.name}” is ${formatFileSize(file.size)}; a file of at most ${formatFileSize(IMPORT_MAX_BYTES)} can be imported.`;
  return null;
}
