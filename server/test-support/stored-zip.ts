import { crc32 } from 'node:zlib';

const LOCAL = 30;
const CENTRAL = 46;
const ZIP64_END = 56;
const ZIP64_LOCATOR = 20;
const END = 22;
const UTF8_NAMES = 0x0800;

/**
 * A ZIP archive of `files`, stored uncompressed, written the way zip tools write many files: with a ZIP64 end record
 * when there are more than 65,535 (fflate's zipSync takes half a minute for 100,000 entries; this, moments).
 */
export function storedZip(files: readonly { name: string; data: Buffer }[]): Buffer {
  const entries = files.map(({ name, data }) => ({
    name: Buffer.from(name, 'utf8'),
    data,
    crc: crc32(data),
  }));
  const zip64 = entries.length > 0xffff;
  const local = entries.reduce((sum, entry) => sum + LOCAL + entry.name.length + entry.data.length, 0);
  const central = entries.reduce((sum, entry) => sum + CENTRAL + entry.name.length, 0);
  const archive = Buffer.alloc(local + central + (zip64 ? ZIP64_END + ZIP64_LOCATOR : 0) + END);
  let at = 0;
  let directory = local;
  for (const { name, data, crc } of entries) {
    archive.writeUInt32LE(0x04034b50, at);
    archive.writeUInt16LE(20, at + 4); // version needed
    archive.writeUInt16LE(UTF8_NAMES, at + 6);
    archive.writeUInt32LE(crc, at + 14);
    archive.writeUInt32LE(data.length, at + 18);
    archive.writeUInt32LE(data.length, at + 22);
    archive.writeUInt16LE(name.length, at + 26);
    name.copy(archive, at + LOCAL);
    data.copy(archive, at + LOCAL + name.length);

    archive.writeUInt32LE(0x02014b50, directory);
    archive.writeUInt16LE(45, directory + 4); // version made by
    archive.writeUInt16LE(20, directory + 6);
    archive.writeUInt16LE(UTF8_NAMES, directory + 8);
    archive.writeUInt32LE(crc, directory + 16);
    archive.writeUInt32LE(data.length, directory + 20);
    archive.writeUInt32LE(data.length, directory + 24);
    archive.writeUInt16LE(name.length, directory + 28);
    archive.writeUInt32LE(at, directory + 42);
    name.copy(archive, directory + CENTRAL);

    at += LOCAL + name.length + data.length;
    directory += CENTRAL + name.length;
  }
  if (zip64) {
    archive.writeUInt32LE(0x06064b50, directory);
    archive.writeBigUInt64LE(BigInt(ZIP64_END - 12), directory + 4); // the record's size after this field
    archive.writeUInt16LE(45, directory + 12);
    archive.writeUInt16LE(45, directory + 14);
    archive.writeBigUInt64LE(BigInt(entries.length), directory + 24);
    archive.writeBigUInt64LE(BigInt(entries.length), directory + 32);
    archive.writeBigUInt64LE(BigInt(central), directory + 40);
    archive.writeBigUInt64LE(BigInt(local), directory + 48);
    const locator = directory + ZIP64_END;
    archive.writeUInt32LE(0x07064b50, locator);
    archive.writeBigUInt64LE(BigInt(directory), locator + 8);
    archive.writeUInt32LE(1, locator + 16);
  }
  const end = archive.length - END;
  archive.writeUInt32LE(0x06054b50, end);
  archive.writeUInt16LE(Math.min(entries.length, 0xffff), end + 8);
  archive.writeUInt16LE(Math.min(entries.length, 0xffff), end + 10);
  archive.writeUInt32LE(central, end + 12);
  archive.writeUInt32LE(local, end + 16);
  return archive;
}
