import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readCsvTable } from '#domain/rules/csv-records';
import { fromColumns } from '#domain/rules/columns';
import {
  libraryCardColumnsSchema,
  libraryItemSchema,
  seasonSchema,
  type ItemStatus,
  type LibraryItem,
} from '#domain/schemas/library';
import type { ApiHarness } from '../../test-support/api-harness';
import { startTwoTitleLibrary } from '../../test-support/two-title-library';

// Breaking Bad (the offline catalog's): seasons 1 to 5 and the specials.
const BREAKING_BAD = 90500001;
const MINUTE = 60_000;

let api: ApiHarness;
let seriesId: number;
beforeEach(async () => {
  ({ api, seriesId } = await startTwoTitleLibrary());
});
afterEach(async () => {
  await api.close();
});

async function ok(method: string, path: string, body?: unknown): Promise<unknown> {
  const response = await api.request(method, path, body === undefined ? {} : { body });
  expect(response.status, `${method} ${path}: ${response.text}`).toBeLessThan(300);
  return response.body;
}

async function seasonId(seasonNumber: number): Promise<number> {
  const seasons = seasonSchema.array().parse(await ok('GET', `/api/seasons/${seriesId}`));
  const season = seasons.find((entry) => entry.seasonNumber === seasonNumber);
  if (!season) throw new Error(`no season ${seasonNumber}`);
  return season.id;
}

const setSeason = async (seasonNumber: number, status: string) =>
  ok('PUT', `/api/season/${await seasonId(seasonNumber)}`, { status });

const inList = (items: unknown, path: string): LibraryItem => {
  const item = libraryItemSchema
    .array()
    .parse(items)
    .find((entry) => entry.id === seriesId);
  if (!item) throw new Error(`the series is not in ${path}`);
  return item;
};

/** The series' status as every answer says it, and its rollup's. */
async function statusEverywhere(): Promise<Record<string, string | undefined>> {
  const item = libraryItemSchema.parse(await ok('GET', `/api/library/items/${seriesId}`));
  const cards = fromColumns(libraryCardColumnsSchema.parse(await ok('GET', '/api/library/cards')));
  const file = await api.request('GET', '/api/library/export');
  const row = readCsvTable(file.text)?.records.find(
    (record) => record.cells.type === 'tv' && record.cells.tmdbId === String(BREAKING_BAD),
  );
  return {
    rollup: item.seasonRollup?.overallStatus,
    item: item.status,
    list: inList(await ok('GET', '/api/library'), '/api/library').status,
    all: inList(await ok('GET', '/api/library/all'), '/api/library/all').status,
    ownership: inList(await ok('GET', '/api/library/together'), '/api/library/together').status,
    cards: cards.find((card) => card.id === seriesId)?.status,
    export: row?.cells.status,
  };
}

const everywhere = (status: ItemStatus) => ({
  rollup: status,
  item: status,
  list: status,
  all: status,
  ownership: status,
  cards: status,
  export: status,
});

const item = async () => libraryItemSchema.parse(await ok('GET', `/api/library/items/${seriesId}`));

describe("a series' status follows its seasons", () => {
  it('the series status after season changes in every list answer and the export', async () => {
    expect(await statusEverywhere()).toEqual(everywhere('to_watch'));

    api.clock.advance(MINUTE);
    await ok('PUT', `/api/season/${await seasonId(2)}/episode`, { episode: 3 });
    expect(await statusEverywhere()).toEqual(everywhere('watching'));
    const started = api.clock.now().toISOString();
    expect(await item()).toMatchObject({ dateStarted: started, dateFinished: null, updatedAt: started });

    for (const seasonNumber of [1, 2, 3, 4]) await setSeason(seasonNumber, 'watched');
    expect(await statusEverywhere()).toEqual(everywhere('watching'));
    api.clock.advance(MINUTE);
    await setSeason(5, 'watched');
    expect(await statusEverywhere()).toEqual(everywhere('watched'));
    const finished = api.clock.now().toISOString();
    expect(await item()).toMatchObject({
      dateStarted: started,
      dateFinished: finished,
      finishedDate: finished,
      updatedAt: finished,
    });

    // Marked for rewatch, it stays finished until a season is started again.
    await ok('POST', `/api/library/${seriesId}/rewatch`, { viewer: 'both' });
    expect(await statusEverywhere()).toEqual(everywhere('watched'));
    api.clock.advance(MINUTE);
    await setSeason(1, 'watching');
    expect(await statusEverywhere()).toEqual(everywhere('watching'));
    expect(await item()).toMatchObject({
      dateStarted: started,
      dateFinished: finished,
      updatedAt: api.clock.now().toISOString(),
    });
  });

  it('the specials do not move it; with every season back to watch, it keeps the status it had', async () => {
    await setSeason(0, 'watched');
    expect(await statusEverywhere()).toEqual(everywhere('to_watch'));
    await setSeason(1, 'watching');
    await setSeason(1, 'to_watch');
    // None started: the rollup says the item's own status, which stays what the last change made it.
    expect(await statusEverywhere()).toEqual(everywhere('watching'));
  });
});
