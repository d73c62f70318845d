import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { libraryItemSchema, watchInstanceSchema } from '#domain/schemas/library';
import { statisticsSchema } from '#domain/schemas/statistics';
import { startApiHarness, type ApiHarness } from '../../test-support/api-harness';

// The household lives in Los Angeles: 23:30 on 31 December there is 07:30 on 1 January in UTC.
const machineZone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'America/Los_Angeles';
});
afterAll(() => {
  if (machineZone === undefined) delete process.env.TZ;
  else process.env.TZ = machineZone;
});

let api: ApiHarness;
let itemId: number;
beforeEach(async () => {
  api = await startApiHarness();
  await api.login({ rememberDevice: true });
  const added = await api.request('POST', '/api/library', {
    body: { tmdbId: 1_000_001, mediaType: 'movie', title: 'Alpha', ownership: 'together', runtime: 100 },
  });
  itemId = libraryItemSchema.parse(added.body).id;
});
afterEach(() => api.close());

const view = (watchedDate: unknown) =>
  api.request('POST', `/api/library/${itemId}/watch-instances`, { body: { watchedDate, viewer: 'both' } });

describe('a viewing date with an offset', () => {
  it("is accepted and stored as the instant it names, and counts on the household's day", async () => {
    const response = await view('2025-12-31T23:30:00-08:00');
    expect(response.status, response.text).toBe(201);
    expect(watchInstanceSchema.parse(response.body).watchedDate).toBe('2026-01-01T07:30:00.000Z');

    // The harness's today is 15 June 2026: last year is 2025, where 23:30 on 31 December belongs.
    const lastYear = await api.request('GET', '/api/statistics?timeframe=last-year');
    expect(statisticsSchema.parse(lastYear.body).heroCards.totalFinished).toBe(1);
    const thisYear = await api.request('GET', '/api/statistics?timeframe=ytd');
    expect(statisticsSchema.parse(thisYear.body).heroCards.totalFinished).toBe(0);
  });

  it('takes every ISO-8601 offset spelling, and keeps a day or a UTC date-time as sent', async () => {
    for (const [sent, stored] of [
      ['2026-03-01T20:15+05:30', '2026-03-01T14:45:00.000Z'],
      ['2026-03-01T20:15:30.250+0530', '2026-03-01T14:45:30.250Z'],
      ['2026-03-01T01:00:00-03', '2026-03-01T04:00:00.000Z'],
      ['2026-03-01T12:00:00+00:00', '2026-03-01T12:00:00.000Z'],
      ['2026-03-01T12:00:00Z', '2026-03-01T12:00:00Z'],
      ['2026-03-01', '2026-03-01'],
    ]) {
      const response = await view(sent);
      expect(response.status, sent).toBe(201);
      expect(watchInstanceSchema.parse(response.body).watchedDate, sent).toBe(stored);
    }
  });

  it('refuses what is no date with 400 and records nothing', async () => {
    for (const sent of [
      '2025-02-30',
      '2025-02-29T10:00:00+01:00',
      '2025-12-31T24:00:00Z',
      '2025-12-31T23:60:00-08:00',
      '2025-12-31T23:30:00-08:61',
      '2025-12-31T23:30:00',
      '31/12/2025',
      '',
      20251231,
    ]) {
      const response = await view(sent);
      expect(response.status, String(sent)).toBe(400);
      expect(response.body, String(sent)).toEqual({ message: expect.any(String) as string });
    }
    const viewings = await api.request('GET', `/api/watch-instances/${itemId}`);
    expect(viewings.body).toEqual([]);
  });

  it('is accepted as the date of a status change too', async () => {
    const response = await api.request('PUT', `/api/library/${itemId}/status`, {
      body: { status: 'watched', date: '2025-12-31T23:30:00-08:00' },
    });
    expect(response.status, response.text).toBe(200);
    expect(libraryItemSchema.parse(response.body).dateFinished).toBe('2026-01-01T07:30:00.000Z');
  });
});
