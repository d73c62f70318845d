import { describe, expect, it } from 'vitest';
import { connectionCapUnder, FILES_RESERVED, softOpenFilesLimit } from './open-files-limit';

const limits = (soft: string, hard: string) =>
  [
    'Limit                     Soft Limit           Hard Limit           Units     ',
    'Max processes             63704                63704                processes ',
    `Max open files            ${soft.padEnd(20)} ${hard.padEnd(20)} files     `,
    'Max locked memory         8388608              8388608              bytes     ',
  ].join('\n');

describe('the open-files limit', () => {
  it('is the soft limit of /proc/self/limits', () => {
    expect(softOpenFilesLimit(limits('1024', '524288'))).toBe(1024);
    expect(softOpenFilesLimit(limits('unlimited', 'unlimited'))).toBe(1_048_576);
    expect(softOpenFilesLimit('Max processes 100 100 processes')).toBeUndefined();
  });

  it('leaves the reserve for files, and half of a small limit', () => {
    expect(connectionCapUnder(1024)).toBe(1024 - FILES_RESERVED);
    expect(connectionCapUnder(100)).toBe(50);
  });
});
