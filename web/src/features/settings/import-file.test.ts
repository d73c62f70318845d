import { describe, expect, it } from 'vitest';
import { IMPORT_MAX_BYTES } from '../../../../domain/rules/constants';
import { formatFileSize, importFileProblem } from './import-file';

describe('formatFileSize', () => {
  it('says bytes, KB and MB', () => {
    expect(formatFileSize(1)).toBe('1 byte');
    expect(formatFileSize(512)).toBe('512 bytes');
    expect(formatFileSize(12_800)).toBe('12.5 KB');
    expect(formatFileSize(3 * 1024 * 1024 + 200 * 1024)).toBe('3.2 MB');
    expect(formatFileSize(IMPORT_MAX_BYTES)).toBe('25 MB');
  });
});

describe('importFileProblem', () => {
  it('accepts a .csv file, whatever the case of its extension', () => {
    expect(importFileProblem({ name: 'watchlist-export.csv', size: 2048 })).toBeNull();
    expect(importFileProblem({ name: 'OLD LIBRARY.CSV', size: 10 })).toBeNull();
  });

  it('refuses another kind of file by its name', () => {
    expect(importFileProblem({ name: 'poster.png', size: 2048 })).toBe(
      '“poster.png” is not a CSV file. Choose a .csv file, such as a Watchlist export.',
    );
    expect(importFileProblem({ name: 'library.csv.zip', size: 2048 })).toMatch(/is not a CSV file/);
    expect(importFileProblem({ name: 'csv', size: 2048 })).toMatch(/is not a CSV file/);
  });

  it('refuses an empty file and one over the import limit', () => {
    expect(importFileProblem({ name: 'a.csv', size: 0 })).toBe('“a.csv” is empty.');
    expect(importFileProblem({ name: 'a.csv', size: IMPORT_MAX_BYTES })).toBeNull();
    expect(importFileProblem({ name: 'a.csv', size: 30 * 1024 * 1024 })).toBe(
      '“a.csv” is 30 MB; a file of at most 25 MB can be imported.',
    );
  });
});
