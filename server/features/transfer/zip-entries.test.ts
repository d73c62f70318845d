import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../../errors';
import { storedZip } from '../../test-support/stored-zip';
import { readZipEntries } from './zip-entries';

const refusal = (archive: Buffer): { status: number; message: string } | null => {
  try {
    readZipEntries(archive);
  } catch (error) {
    if (error instanceof HttpError) return { status: error.statusCode, message: error.message };
    throw error;
  }
  return null;
};

describe('readZipEntries', () => {
  it('reads the CSV and JSON files, deflated or stored, and leaves the rest and Letterboxd leftovers out', () => {
    const deflated = Buffer.from(
      zipSync({
        'diary.csv': strToU8('Date,Name\n2024-01-01,Heat\n'),
        'deleted/diary.csv': strToU8('Date,Name\n'),
        'profile.txt': strToU8('hello'),
        'history/watched-1.json': strToU8('[]'),
      }),
    );
    expect(readZipEntries(deflated)).toEqual([
      { name: 'diary.csv', text: 'Date,Name\n2024-01-01,Heat\n' },
      { name: 'history/watched-1.json', text: '[]' },
    ]);
    const stored = storedZip([{ name: 'ratings.csv', data: Buffer.from('Const,Your Rating\n') }]);
    expect(readZipEntries(stored)).toEqual([{ name: 'ratings.csv', text: 'Const,Your Rating\n' }]);
  });

  it('refuses a damaged archive with a 400 that names the file', () => {
    const archive = Buffer.from(zipSync({ 'diary.csv': strToU8('Date,Name\n'.repeat(50)) }));
    const broken = Buffer.from(archive);
    broken[30 + 'diary.csv'.length] = 0xff; // the deflated data's first block: of a type that does not exist
    const damaged = refusal(broken);
    expect(damaged?.status).toBe(400);
    expect(damaged?.message).toMatch(/^The ZIP archive is damaged \(diary\.csv: /);
    expect(refusal(archive.subarray(0, archive.length - 30))).toMatchObject({
      status: 400,
      message: 'The ZIP archive could not be read (no end of central directory)',
    });
  });
});
