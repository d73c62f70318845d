import { describe, expect, it } from 'vitest';
import { decodeUploadedText } from './text-encoding';

const bytes = (...values: number[]) => new Uint8Array(values);

describe("an uploaded file's text", () => {
  it('reads UTF-8, with or without a byte-order mark', () => {
    expect(decodeUploadedText(new TextEncoder().encode('Amélie,2001'))).toBe('Amélie,2001');
    expect(decodeUploadedText(bytes(0xef, 0xbb, 0xbf, 0x41))).toBe('A');
  });

  it('reads Windows-1252 when the bytes are not UTF-8', () => {
    // 'Das weiße Band' and 'Kurôzu zero' as IMDb's older exports wrote them, and the euro sign (0x80).
    expect(decodeUploadedText(bytes(0x77, 0x65, 0x69, 0xdf, 0x65))).toBe('weiße');
    expect(decodeUploadedText(bytes(0x4b, 0x75, 0x72, 0xf4, 0x7a, 0x75))).toBe('Kurôzu');
    expect(decodeUploadedText(bytes(0x80, 0x31))).toBe('€1');
    expect(decodeUploadedText(bytes(0x93, 0x48, 0x69, 0x94, 0x85, 0x9f))).toBe('\u201cHi\u201d\u2026\u0178');
  });

  it('reads a long Windows-1252 file whole', () => {
    const long = new Uint8Array(100_000).fill(0xe9);
    expect(decodeUploadedText(long)).toBe('é'.repeat(100_000));
  });
});
