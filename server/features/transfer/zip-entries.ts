import { inflateRawSync } from 'node:zlib';
import type { HistoryFile } from '#domain/rules/history/source-files';
import { decodeUploadedText } from '#domain/rules/history/text-encoding';
import { HttpError } from '../../errors';

const MIB = 1024 * 1024;
/** What an uploaded archive may hold: entries, each file unpacked, and all of them together. */
export const ZIP_LIMITS = { entries: 100_000, entryBytes: 16 * MIB, totalBytes: 256 * MIB } as const;

const SIGNATURE = {
  localHeader: 0x04034b50,
  centralHeader: 0x02014b50,
  end: 0x06054b50,
  zip64End: 0x06064b50,
  zip64Locator: 0x07064b50,
} as const;
const END_BYTES = 22;
const CENTRAL_HEADER_BYTES = 46;
const LOCAL_HEADER_BYTES = 30;
const ZIP64_EXTRA = 0x0001;
const UTF8_NAMES = 0x0800;
const ENCRYPTED = 0x0001;
const STORED = 0;
const DEFLATED = 8;

/** The entries an import reads: CSV and JSON files, not under deleted/ or orphaned/ (Letterboxd's leftovers). */
const readable = (name: string) =>
  /\.(csv|json)$/i.test(name) &&
  !name.split('/').some((part) => ['deleted', 'orphaned'].includes(part.toLowerCase()));

const isZip = (bytes: Buffer) => bytes.length >= 4 && bytes.readUInt32LE(0) === SIGNATURE.localHeader;

const unreadable = (why: string) => new HttpError(400, `The ZIP archive could not be read (${why})`);

interface Entry {
  name: string;
  flags: number;
  method: number;
  compressedSize: number;
  localHeader: number;
}

/** Where the central directory lies, from the end record (or its ZIP64 form, which a writer of >65,535 files uses). */
function centralDirectory(archive: Buffer): { start: number; end: number } {
  const earliest = Math.max(0, archive.length - END_BYTES - 0xffff);
  let end = archive.length - END_BYTES;
  while (end >= earliest && archive.readUInt32LE(end) !== SIGNATURE.end) end -= 1;
  if (end < earliest) throw unreadable('no end of central directory');
  let size = archive.readUInt32LE(end + 12);
  let start = archive.readUInt32LE(end + 16);
  const locator = end - 20;
  if (locator >= 0 && archive.readUInt32LE(locator) === SIGNATURE.zip64Locator) {
    const record = Number(archive.readBigUInt64LE(locator + 8));
    if (record + 56 > archive.length || archive.readUInt32LE(record) !== SIGNATURE.zip64End) {
      throw unreadable('a damaged ZIP64 end record');
    }
    size = Number(archive.readBigUInt64LE(record + 40));
    start = Number(archive.readBigUInt64LE(record + 48));
  }
  if (start + size > archive.length) throw unreadable('the central directory lies past the end');
  return { start, end: start + size };
}

/** The 64-bit values of an entry's ZIP64 extra field (a size or offset of 0xFFFFFFFF stands for one of them). */
function zip64Values(archive: Buffer, extra: number, extraEnd: number): number[] {
  for (let at = extra; at + 4 <= extraEnd;) {
    const length = archive.readUInt16LE(at + 2);
    if (archive.readUInt16LE(at) === ZIP64_EXTRA && at + 4 + length <= extraEnd) {
      return Array.from({ length: Math.floor(length / 8) }, (_, index) =>
        Number(archive.readBigUInt64LE(at + 4 + index * 8)),
      );
    }
    at += 4 + length;
  }
  throw unreadable('a ZIP64 entry without its sizes');
}

/**
 * The central directory's entries, walked to its end (its entry count is 16 bits in a plain ZIP: an archive of more
 * than 65,535 files written without ZIP64 still reads). More than ZIP_LIMITS.entries: 413.
 */
function entriesOf(archive: Buffer): Entry[] {
  const directory = centralDirectory(archive);
  const entries: Entry[] = [];
  for (let at = directory.start; at < directory.end;) {
    if (at + CENTRAL_HEADER_BYTES > directory.end || archive.readUInt32LE(at) !== SIGNATURE.centralHeader) {
      throw unreadable('a damaged central directory');
    }
    if (entries.length === ZIP_LIMITS.entries) {
      throw new HttpError(413, 'The archive holds more than 100,000 files: it is refused');
    }
    const flags = archive.readUInt16LE(at + 8);
    const nameLength = archive.readUInt16LE(at + 28);
    const extraLength = archive.readUInt16LE(at + 30);
    const commentLength = archive.readUInt16LE(at + 32);
    const nameStart = at + CENTRAL_HEADER_BYTES;
    const extraStart = nameStart + nameLength;
    let compressedSize = archive.readUInt32LE(at + 20);
    let localHeader = archive.readUInt32LE(at + 42);
    const uncompressedSize = archive.readUInt32LE(at + 24);
    if ([uncompressedSize, compressedSize, localHeader].includes(0xffffffff)) {
      // The ZIP64 extra field holds, in this order, only the values that overflowed.
      const values = zip64Values(archive, extraStart, extraStart + extraLength);
      const next = () => {
        const value = values.shift();
        if (value === undefined) throw unreadable('a ZIP64 entry without its sizes');
        return value;
      };
      if (uncompressedSize === 0xffffffff) next();
      if (compressedSize === 0xffffffff) compressedSize = next();
      if (localHeader === 0xffffffff) localHeader = next();
    }
    entries.push({
      name: archive.toString(flags & UTF8_NAMES ? 'utf8' : 'latin1', nameStart, extraStart),
      flags,
      method: archive.readUInt16LE(at + 10),
      compressedSize,
      localHeader,
    });
    at = extraStart + extraLength + commentLength;
  }
  return entries;
}

/** The entry's stored bytes, found through its local header (whose own name and extra lengths may differ). */
function storedBytes(archive: Buffer, entry: Entry): Buffer {
  const header = entry.localHeader;
  if (
    header + LOCAL_HEADER_BYTES > archive.length ||
    archive.readUInt32LE(header) !== SIGNATURE.localHeader
  ) {
    throw new HttpError(400, `The ZIP archive is damaged (${entry.name}: no local header)`);
  }
  const start =
    header + LOCAL_HEADER_BYTES + archive.readUInt16LE(header + 26) + archive.readUInt16LE(header + 28);
  if (start + entry.compressedSize > archive.length) {
    throw new HttpError(400, `The ZIP archive is damaged (${entry.name}: its data is cut short)`);
  }
  return archive.subarray(start, start + entry.compressedSize);
}

const tooBig = (name: string, byEntry: boolean) =>
  new HttpError(
    413,
    byEntry
      ? `${name} unpacks to more than 16 MiB: the archive is refused`
      : 'The archive unpacks to more than 256 MiB: it is refused',
  );

/** An entry unpacked, never past `allowed` bytes however much its data would inflate to (a ZIP bomb stops there). */
function unpack(archive: Buffer, entry: Entry, allowed: number, byEntry: boolean): Buffer {
  if (entry.flags & ENCRYPTED) throw unreadable(`${entry.name} is encrypted`);
  const data = storedBytes(archive, entry);
  if (entry.method === STORED) {
    if (data.length > allowed) throw tooBig(entry.name, byEntry);
    return data;
  }
  if (entry.method !== DEFLATED) throw unreadable(`${entry.name} uses compression method ${entry.method}`);
  try {
    return inflateRawSync(data, { maxOutputLength: allowed });
  } catch (error) {
    if (error instanceof RangeError) throw tooBig(entry.name, byEntry);
    const why = error instanceof Error ? error.message : 'cannot be inflated';
    throw new HttpError(400, `The ZIP archive is damaged (${entry.name}: ${why})`);
  }
}

/**
 * The CSV and JSON files of a ZIP archive as text (UTF-8, else Windows-1252), read through its central directory.
 * The sizes are counted while inflating (a ZIP's own size fields can lie), so an archive that unpacks past the limits
 * is refused as soon as it does: a ZIP bomb costs at most the limit. Not a ZIP, or a damaged one: 400; too big
 * unpacked, or too many files: 413.
 */
export function readZipEntries(archive: Buffer): HistoryFile[] {
  if (!isZip(archive)) throw new HttpError(400, 'The upload is not a ZIP archive');
  const files: HistoryFile[] = [];
  let total = 0;
  for (const entry of entriesOf(archive)) {
    if (!readable(entry.name)) continue;
    const left = ZIP_LIMITS.totalBytes - total;
    const byEntry = ZIP_LIMITS.entryBytes <= left;
    const bytes = unpack(archive, entry, Math.min(ZIP_LIMITS.entryBytes, left), byEntry);
    total += bytes.length;
    files.push({ name: entry.name, text: decodeUploadedText(bytes) });
  }
  return files;
}
