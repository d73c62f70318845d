import { Unzip, UnzipInflate, type UnzipFile } from 'fflate';
import type { HistoryFile } from '../../../domain/rules/history/source-files';
import { decodeUploadedText } from '../../../domain/rules/history/text-encoding';
import { HttpError } from '../../errors';

const MIB = 1024 * 1024;
/** What an uploaded archive may hold: each file unpacked, and all of them together. */
export const ZIP_LIMITS = { entryBytes: 16 * MIB, totalBytes: 256 * MIB } as const;

/** The entries an import reads: CSV and JSON files, not under deleted/ or orphaned/ (Letterboxd's leftovers). */
const readable = (name: string) =>
  /\.(csv|json)$/i.test(name) &&
  !name.split('/').some((part) => ['deleted', 'orphaned'].includes(part.toLowerCase()));

const isZip = (bytes: Buffer) => bytes.length >= 4 && bytes.readUInt32LE(0) === 0x04034b50;

/**
 * The CSV and JSON files of a ZIP archive as text (UTF-8, else Windows-1252). The sizes are counted while inflating (a ZIP's own size fields
 * can lie), so an archive that unpacks past the limits is refused as soon as it does: a ZIP bomb costs at most
 * the limit. Not a ZIP, or a damaged one: 400; too big unpacked: 413.
 */
export function readZipEntries(archive: Buffer): HistoryFile[] {
  if (!isZip(archive)) throw new HttpError(400, 'The upload is not a ZIP archive');
  const files: HistoryFile[] = [];
  let total = 0;
  let refusal: HttpError | null = null;
  const unzip = new Unzip();
  unzip.register(UnzipInflate);
  unzip.onfile = (file: UnzipFile) => {
    if (refusal || !readable(file.name)) return;
    const chunks: Uint8Array[] = [];
    let size = 0;
    file.ondata = (error, chunk, final) => {
      if (refusal) return;
      if (error) {
        refusal = new HttpError(400, `The ZIP archive is damaged (${file.name}: ${error.message})`);
        return;
      }
      size += chunk.length;
      total += chunk.length;
      if (size > ZIP_LIMITS.entryBytes || total > ZIP_LIMITS.totalBytes) {
        refusal = new HttpError(
          413,
          size > ZIP_LIMITS.entryBytes
            ? `${file.name} unpacks to more than 16 MiB: the archive is refused`
            : 'The archive unpacks to more than 256 MiB: it is refused',
        );
        file.terminate();
        return;
      }
      chunks.push(chunk);
      if (final) files.push({ name: file.name, text: decodeUploadedText(Buffer.concat(chunks)) });
    };
    file.start();
  };
  try {
    unzip.push(archive, true);
  } catch (error) {
    refusal ??= new HttpError(
      400,
      `The ZIP archive could not be read (${error instanceof Error ? error.message : ''})`,
    );
  }
  if (refusal) throw refusal;
  return files;
}
