import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, withoutControlCharacters } from './ics';

describe('iCalendar text', () => {
  it('escapes backslashes, semicolons, commas and line breaks', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  it('leaves out C0 controls (NUL and tab included), DEL, C1 and the Unicode line and paragraph separators', () => {
    const controls = '\u0000\u0001\t\u000b\u000c\u001b\u001f\u007f\u0080\u009f';
    expect(withoutControlCharacters(`A${controls}B\u2028C\u2029D`)).toBe('ABCD');
    expect(escapeText('Tide\u0000water\u2028 Station, S1\nE2')).toBe('Tidewater Station\\, S1\\nE2');
  });

  it('keeps every other character, accents, emoji and non-Latin scripts included', () => {
    const text = 'Amélie 🌊 東京物語 Ωmega \u00a0\u200d';
    expect(withoutControlCharacters(text)).toBe(text);
  });

  it('folds lines longer than 75 octets, never inside a character, and unfolds to the same text', () => {
    const line = `SUMMARY:${'Étretat — les falaises 🌊 '.repeat(8)}`;
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    for (const [index, part] of parts.entries()) {
      expect(Buffer.byteLength(part, 'utf8')).toBeLessThanOrEqual(75);
      if (index > 0) expect(part.startsWith(' ')).toBe(true);
      expect(part).not.toContain('\uFFFD');
    }
    expect(folded.replace(/\r\n /g, '')).toBe(line);
    expect(foldLine('SUMMARY:short')).toBe('SUMMARY:short');
  });
});
