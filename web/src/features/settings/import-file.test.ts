import { describe, expect, it } from 'vitest';
import { IMPORT_ARCHIVE_MAX_BYTES, IMPORT_MAX_BYTES } from '#domain/rules/constants';
import { formatFileSize, importFileKind, importFileProblem } from './import-file';

describe('formatFileSize', () => {
  it('says bytes, KB and MB', () => {
    expect(formatFileSize(1)).toBe('1 byte');
    expect(formatFileSize(512)).toBe('512 bytes');
    expect(formatFileSize(12_800)).toBe('12.5 KB');
    expect(formatFileSize(3 * 1024 * 1024 + 200 * 1024)).toBe('3.2 MB');
    expect(formatFileSize(IMPORT_MAX_BYTES)).toBe('25 MB');
    expect(formatFileSize(IMPORT_ARCHIVE_MAX_BYTES)).toBe('50 MB');
  });
});

describe('importFileKind', () => {
  it('tells a CSV from a ZIP by the extension, whatever its case', () => {
    expect(importFileKind('watchlist-export.csv')).toBe('csv');
    expect(importFileKind('OLD LIBRARY.CSV')).toBe('csv');
    expect(importFileKind('letterboxd-someone-2025-01-01.zip')).toBe('zip');
    expect(importFileKind('TRAKT.ZIP')).toBe('zip');
  });

  it('knows no other kind', () => {
    expect(importFileKind('poster.png')).toBeNull();
    expect(importFileKind('library.csv.gz')).toBeNull();
    expect(importFileKind('csv')).toBeNull();
    expect(importFileKind('zip')).toBeNull();
  });
});

describe('importFileProblem', () => {
  it('accepts a .csv or a .zip file', () => {
    expect(importFileProblem({ name: 'watchlist-export.csv', size: 2048 })).toBeNull();
    expect(importFileProblem({ name: 'trakt-export.zip', size: 2048 })).toBeNull();
  });

  it('refuses another kind of file by its name', () => {
    expect(importFileProblem({ name: 'poster.png', size: 2048 })).toBe(
      '“poster.png” is not a CSV or ZIP file. Choose a .csv file, such as a Watchlist export, or an export ZIP from Letterboxd or Trakt.',
    );
    expect(importFileProblem({ name: 'history.json', size: 2048 })).toMatch(/is not a CSV or ZIP file/);
  });

  it('refuses an empty file', () => {
    expect(importFileProblem({ name: 'a.csv', size: 0 })).toBe('“a.csv” is empty.');
    expect(importFileProblem({ name: 'a.zip', size: 0 })).toBe('“a.zip” is empty.');
  });

  it('holds a CSV to 25 MB and a ZIP to 50 MB', () => {
    expect(importFileProblem({ name: 'a.csv', size: IMPORT_MAX_BYTES })).toBeNull();
    expect(importFileProblem({ name: 'a.csv', size: 30 * 1024 * 1024 })).toBe(
      '“a.csv” is larger than 25 MB, the most a CSV file can be.',
    );
    expect(importFileProblem({ name: 'a.zip', size: 30 * 1024 * 1024 })).toBeNull();
    expect(importFileProblem({ name: 'a.zip', size: IMPORT_ARCHIVE_MAX_BYTES })).toBeNull();
    expect(importFileProblem({ name: 'a.zip', size: IMPORT_ARCHIVE_MAX_BYTES + 1 })).toBe(
      '“a.zip” is larger than 50 MB, the most a ZIP file can be.',
    );
  });
});
