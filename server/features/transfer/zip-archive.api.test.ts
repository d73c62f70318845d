import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { importResponseSchema } from '#domain/schemas/transfer';
import { startApiHarness, type ApiHarness } from '../../test-support/api-harness';
import { rawRequest } from '../../test-support/raw-request';
import { storedZip } from '../../test-support/stored-zip';

let api: ApiHarness;
beforeEach(async () => {
  api = await startApiHarness();
  await api.login({ rememberDevice: true });
});
afterEach(async () => {
  await api.close();
});

const OWN_CSV = [
  'type,tmdbId,mediaType,title',
  'movie,7100001,movie,First Import',
  'movie,7100002,movie,Second Import',
];

/** The app's own CSV after `others` other readable files (JSON notes no importer reads), zipped with ZIP64. */
function archiveWith(others: number): Buffer {
  const note = Buffer.from('{}');
  return storedZip([
    ...Array.from({ length: others }, (_, index) => ({ name: `notes/note-${index}.json`, data: note })),
    { name: 'watchlist.csv', data: Buffer.from(OWN_CSV.join('\n')) },
  ]);
}

const importArchive = (archive: Buffer) =>
  rawRequest(api.baseUrl, 'POST', '/api/library/import/archive', {
    headers: { authorization: `Bearer ${api.token ?? ''}`, 'content-type': 'application/zip' },
    body: archive,
  });

const titles = () => api.db.prepare('SELECT COUNT(*) AS n FROM library_items').get();

describe('an archive of many files', () => {
  it('is read up to 100,000 entries, every one of them', async () => {
    const response = await importArchive(archiveWith(99_999));
    expect(response.status, response.text).toBe(200);
    const result = importResponseSchema.parse(JSON.parse(response.text));
    expect(result.format).toBe('watchlist');
    expect(result.results.libraryCreated).toBe(2);
    expect(titles()).toEqual({ n: 2 });
  }, 60_000);

  it('past 100,000 entries is refused with a 413 that says so, and changes nothing', async () => {
    const response = await importArchive(archiveWith(100_000));
    expect(response.status).toBe(413);
    expect(JSON.parse(response.text)).toEqual({
      message: 'The archive holds more than 100,000 files: it is refused',
    });
    expect(titles()).toEqual({ n: 0 });
  }, 60_000);
});
