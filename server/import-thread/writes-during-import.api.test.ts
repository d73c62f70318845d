import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { importProgressSchema, type ImportProgress } from '#domain/schemas/transfer';
import { startApiHarness, type ApiHarness } from '../test-support/api-harness';
import { largeLibraryCsv } from '../test-support/large-csv';

const TITLES = 8_000;
/** A write waits for the import's commit up to the busy timeout: long enough here for the slowest machine. */
const BUSY_TIMEOUT_MS = 60_000;

let api: ApiHarness;
beforeEach(async () => {
  api = await startApiHarness({ busyTimeoutMs: BUSY_TIMEOUT_MS });
  await api.login({ rememberDevice: false });
});
afterEach(async () => {
  await api.close();
});

const progress = async (): Promise<ImportProgress> =>
  importProgressSchema.parse((await api.request('GET', '/api/library/import/progress')).body);
const titles = () => (api.db.prepare('SELECT COUNT(*) AS n FROM library_items').get() as { n: number }).n;

describe('a write while an import is saving', () => {
  it('waits for the import to commit without holding up the other requests, then goes through', async () => {
    const importing = api.request('POST', '/api/library/import', {
      body: { csvData: largeLibraryCsv({ titles: TITLES, viewingsPerTitle: 3 }), preview: false },
    });
    let seen = await progress();
    // The worker asks for the write lock as soon as it says it is saving.
    while (seen.state !== 'finished' && seen.stage !== 'saving') seen = await progress();
    expect(seen).toMatchObject({ state: 'running', stage: 'saving' });

    const answers: string[] = [];
    const writing = api.request('PUT', '/api/settings', { body: { theme: 'dark' } }).then((response) => {
      answers.push('write');
      return { status: response.status, titlesThen: titles() };
    });
    const meanwhile = await progress();
    answers.push('progress');

    expect(meanwhile.state).toBe('running');
    expect(await writing).toEqual({ status: 200, titlesThen: TITLES });
    expect(answers).toEqual(['progress', 'write']);
    expect((await importing).status).toBe(200);
  }, 120_000);
});
