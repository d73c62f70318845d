import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { importProgressSchema, type ImportProgress } from '#domain/schemas/transfer';
import { startApiHarness, type ApiHarness } from '../test-support/api-harness';
import { largeLibraryCsv } from '../test-support/large-csv';

let api: ApiHarness;
beforeEach(async () => {
  api = await startApiHarness();
  await api.login({ rememberDevice: true });
});
afterEach(async () => {
  await api.close();
});

const progress = async (): Promise<ImportProgress> =>
  importProgressSchema.parse((await api.request('GET', '/api/library/import/progress')).body);

describe('stopping the server during an import', () => {
  it('ends the import at once with a 503, and nothing of it is kept', async () => {
    const importing = api.request('POST', '/api/library/import', {
      body: { csvData: largeLibraryCsv({ titles: 8_000, viewingsPerTitle: 3 }), preview: false },
    });
    let seen = await progress();
    // The worker asks for the write lock as soon as it says it is saving.
    while (seen.state !== 'finished' && seen.stage !== 'saving') seen = await progress();
    expect(seen.state).toBe('running');

    await api.app.close();
    const response = await importing;
    expect(response.status).toBe(503);
    expect(response.body).toEqual({ message: 'The server is stopping: the import was not saved' });
    for (const table of ['library_items', 'viewings']) {
      expect(api.db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get(), table).toEqual({ n: 0 });
    }
  }, 120_000);
});
