import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dayInZone } from '#domain/rules/household-day';
import { statisticsSchema } from '#domain/schemas/statistics';
import { importProgressSchema, type ImportProgress } from '#domain/schemas/transfer';
import { startApiHarness, type ApiHarness } from '../../test-support/api-harness';
import { largeLibraryCsv } from '../../test-support/large-csv';
import { recapFromScratch } from './recap-from-scratch.fixture';

const TITLES = 8_000;
/** The refresh waits for the import's commit up to the busy timeout: long enough here for the slowest machine. */
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

describe('the recap while an import is saving', () => {
  it('brings its tallies up to date after the import commits (the lock is the import’s meanwhile), not a 503', async () => {
    // A title added since the tallies were last brought up to date: the next recap must write them.
    const added = await api.request('POST', '/api/library', {
      body: { mediaType: 'movie', tmdbId: 90000001, title: 'x', ownership: 'together' },
    });
    expect(added.status, added.text).toBe(201);
    const importing = api.request('POST', '/api/library/import', {
      body: { csvData: largeLibraryCsv({ titles: TITLES, viewingsPerTitle: 3 }), preview: false },
    });
    let seen = await progress();
    while (seen.state !== 'finished' && seen.stage !== 'saving') seen = await progress();
    expect(seen).toMatchObject({ state: 'running', stage: 'saving' });

    const answers: string[] = [];
    const recap = api.request('GET', '/api/statistics?timeframe=all-time').then((response) => {
      answers.push('recap');
      return response;
    });
    const meanwhile = await progress();
    answers.push('progress');

    expect(meanwhile.state).toBe('running');
    const answer = await recap;
    expect(answer.status, answer.text).toBe(200);
    expect(answers).toEqual(['progress', 'recap']);
    expect((await importing).status).toBe(200);
    expect(statisticsSchema.parse(answer.body)).toEqual(
      recapFromScratch(api.db, 'all-time', null, dayInZone(api.clock.now())),
    );
  }, 120_000);
});
