import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { normalisedTitle } from '#domain/rules/history/history';
import { decodeUploadedText } from '#domain/rules/history/text-encoding';
import { importResponseSchema, type ImportResponse } from '#domain/schemas/transfer';
import { startApiHarness, type ApiHarness } from '../../test-support/api-harness';
import { realExport } from '../../test-support/real-recordings';

// Real exports (test-fixtures/real-data/exports) imported through the API against the bundled offline catalog,
// paced as the app paces them.

let api: ApiHarness;
beforeEach(async () => {
  api = await startApiHarness({ appPacing: true });
  await api.login({ rememberDevice: true });
});
afterEach(() => api.close());

async function preview(body: Record<string, unknown>): Promise<ImportResponse> {
  const response = await api.request('POST', '/api/library/import', { body: { preview: true, ...body } });
  expect(response.status, response.text).toBe(200);
  return importResponseSchema.parse(response.body);
}

const words = (title: string) => new Set(normalisedTitle(title).split(' '));
/** Whether two titles share a word (or one is the other): the least a candidate must have with what it stands for. */
const shareAWord = (a: string, b: string) => [...words(a)].some((word) => words(b).has(word));

describe('doubtful matches against the offline catalog', () => {
  it("offer no unrelated title: 'Rush' (2013) is not found rather than Finding Nemo (through Geoffrey Rush)", async () => {
    const diary = [
      'Date,Name,Year,Letterboxd URI,Rating,Rewatch,Tags,Watched Date',
      '2024-03-02,Rush,2013,https://boxd.it/r1,4,,,2024-03-01',
      '2024-03-03,Godfather,1972,https://boxd.it/r2,5,,,2024-03-02',
    ].join('\n');
    const answer = await preview({ csvData: diary, fileName: 'diary.csv' });
    expect(answer.matches?.notFound.map((entry) => entry.title)).toEqual(['Rush']);
    const godfather = answer.matches?.ambiguous.find((entry) => entry.title === 'Godfather');
    expect(godfather?.candidates[0]).toMatchObject({ title: 'The Godfather', year: 1972 });
  });

  it('offer only candidates with the same or a similar title, for a real 913-film diary', async () => {
    const text = decodeUploadedText(realExport('letterboxd/agosvenezia/diary.csv'));
    const answer = await preview({ csvData: text, fileName: 'diary.csv' });
    const matches = answer.matches;
    if (!matches) throw new Error('no matches in the preview');
    expect(matches.matched + matches.ambiguous.length + matches.notFound.length).toBe(913);
    expect(matches.ambiguous.length).toBeGreaterThan(0);
    for (const entry of matches.ambiguous) {
      expect(entry.candidates.length, entry.title).toBeGreaterThan(0);
      for (const candidate of entry.candidates) {
        expect(shareAWord(entry.title, candidate.title), `${entry.title} → ${candidate.title}`).toBe(true);
      }
    }
  });

  it('reads a 3,086-row IMDb file at the offline catalog’s own speed, not paced like TMDb', async () => {
    // Paced like TMDb (10 titles a second), this preview alone took more than five minutes.
    const text = decodeUploadedText(realExport('imdb/rollekino/imdb_ratings.csv'));
    const answer = await preview({ csvData: text });
    expect(answer.format).toBe('imdb');
    const matches = answer.matches;
    if (!matches) throw new Error('no matches in the preview');
    expect(matches.matched + matches.ambiguous.length + matches.notFound.length).toBe(3082);
    expect(matches.matched).toBeGreaterThan(100);
    expect(answer.summary.rowsRead).toBe(3086);
    // 'Successfully processed N items' counts the rows imported: those of the titles found.
    expect(answer.summary.totalProcessed).toBeLessThan(answer.summary.rowsRead);
    expect(answer.summary.totalProcessed).toBeGreaterThanOrEqual(matches.matched);
  });
});
