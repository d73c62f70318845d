import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { importResponseSchema, type ImportResponse } from '#domain/schemas/transfer';
import { startApiHarness, type ApiHarness } from '../../test-support/api-harness';

// Titles of the bundled offline catalog (the harness's default film data).
const SHAWSHANK = 90000001;
const GODFATHER = 90000002;
const BREAKING_BAD = 90500001;

let api: ApiHarness;
beforeEach(async () => {
  api = await startApiHarness();
  await api.login({ rememberDevice: true });
});
afterEach(async () => {
  await api.close();
});

async function ok(method: string, path: string, body?: unknown): Promise<unknown> {
  const response = await api.request(method, path, { body });
  expect(response.status, `${method} ${path}: ${response.text}`).toBeLessThan(300);
  return response.body;
}

/** A library with every kind of record: titles, seasons, season watches (a rewatch), viewings with awkward notes. */
async function seed(): Promise<void> {
  const add = async (tmdbId: number, mediaType: string, ownership: string) =>
    ((await ok('POST', '/api/library', { tmdbId, mediaType, title: 'x', ownership })) as { id: number }).id;
  const movie = await add(SHAWSHANK, 'movie', 'person1');
  const other = await add(GODFATHER, 'movie', 'together');
  const series = await add(BREAKING_BAD, 'tv', 'person2');
  await ok('POST', `/api/library/${movie}/watch-instances`, {
    watchedDate: '2026-03-01',
    viewer: 'both',
    userRating: 'up',
    notes: 'Rain, "hope",\nand a poster',
  });
  await ok('POST', `/api/library/${movie}/watch-instances`, {
    watchedDate: '2026-04-02T21:30:00.000Z',
    viewer: 'person2',
    userRating: null,
    notes: '=HYPERLINK("http://example.invalid")',
  });
  await ok('PUT', `/api/library/${movie}/status`, { status: 'watched' });
  await ok('PUT', `/api/library/${other}/rating`, { userReaction: 'down' });
  const seasons = (await ok('GET', `/api/seasons/${series}`)) as { id: number; seasonNumber: number }[];
  const first = seasons.find((season) => season.seasonNumber === 1)?.id ?? 0;
  await ok('PUT', `/api/season/${first}`, { status: 'watched' });
  api.clock.advance(86_400_000);
  await ok('PUT', `/api/season/${first}`, { status: 'rewatch' });
  await ok('PUT', `/api/season/${first}`, { status: 'watched' });
  await ok('PUT', `/api/season/${seasons.find((season) => season.seasonNumber === 2)?.id ?? 0}/episode`, {
    episode: 4,
  });
}

async function exportCsv(): Promise<{ status: number; headers: Headers; text: string }> {
  const response = await fetch(`${api.baseUrl}/api/library/export`, {
    headers: { authorization: `Bearer ${api.token ?? ''}` },
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  return { status: response.status, headers: response.headers, text: bytes.toString('utf8') };
}

async function importCsv(csvData: string, preview = false, replace?: boolean): Promise<ImportResponse> {
  const response = await api.request('POST', '/api/library/import', { body: { csvData, preview, replace } });
  expect(response.status, response.text).toBe(200);
  return importResponseSchema.parse(response.body);
}

const TABLES = ['library_items', 'seasons', 'season_watches', 'viewings'];
const snapshot = () =>
  Object.fromEntries(
    TABLES.map((table) => [table, api.db.prepare(`SELECT * FROM ${table} ORDER BY id`).all()]),
  );
const deleteEverything = () => {
  for (const table of [...TABLES].reverse()) api.db.prepare(`DELETE FROM ${table}`).run();
};

describe('export', () => {
  it('downloads one CSV file with a BOM, every kind of row, and is not taken for an ownership', async () => {
    await seed();
    const file = await exportCsv();
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(file.headers.get('content-disposition')).toBe('attachment; filename="watchlist-export.csv"');
    expect(file.text.startsWith('\uFEFFtype,tmdbId,mediaType,')).toBe(true);
    const types = file.text
      .split('\r\n')
      .slice(1)
      .map((line) => line.split(',', 1)[0])
      .filter((type) => type && /^[a-z_]+$/.test(type));
    expect(new Set(types)).toEqual(new Set(['movie', 'tv', 'season', 'season_watch', 'viewing']));
    expect(file.text).toContain(`"'=HYPERLINK(""http://example.invalid"")"`);
  });

  it('needs a session', async () => {
    expect((await api.request('GET', '/api/library/export', { token: null })).status).toBe(401);
  });
});

describe('import', () => {
  it('restores everything: export → empty database → import → the same export', async () => {
    await seed();
    const before = await exportCsv();
    const rowsBefore = snapshot();
    deleteEverything();
    const imported = await importCsv(before.text);
    expect(imported.errors).toEqual([]);
    expect(imported.summary).toEqual({
      movieRows: 2,
      seriesRows: 1,
      seasonRows: 6,
      seasonWatchRows: 2,
      viewingRows: 2,
      errors: 0,
      rowsRead: 13,
      totalProcessed: 13,
    });
    expect(imported.results).toMatchObject({
      libraryCreated: 3,
      seasonsCreated: 6,
      seasonWatchesCreated: 2,
      viewingsCreated: 2,
      skipped: 0,
    });
    expect((await exportCsv()).text).toBe(before.text);
    // Every stored field is back, but for the row ids.
    const withoutIds = (rows: Record<string, unknown[]>) =>
      Object.fromEntries(
        Object.entries(rows).map(([table, list]) => [
          table,
          list.map((row) => {
            const {
              id: _id,
              library_item_id: _item,
              season_id: _season,
              ...rest
            } = row as Record<string, unknown>;
            return rest;
          }),
        ]),
      );
    expect(withoutIds(snapshot())).toEqual(withoutIds(rowsBefore));
  });

  it("carries each season's episode bookmark, and leaves it alone for a file from before the column", async () => {
    await seed();
    const file = (await exportCsv()).text;
    const header = file.split('\r\n')[0] ?? '';
    expect(header.endsWith(',episodeBookmark')).toBe(true);
    expect(file).toMatch(/\r\nseason,90500001,tv,2,.*,watching,.*,4\r\n/);
    const bookmark = () =>
      api.db.prepare('SELECT status, episode_bookmark AS episode FROM seasons WHERE season_number = 2').get();
    expect(bookmark()).toEqual({ status: 'watching', episode: 4 });

    const oldFile = 'type,tmdbId,mediaType,seasonNumber,status\r\nseason,90500001,tv,2,watching\r\n';
    expect((await importCsv(oldFile)).errors).toEqual([]);
    expect(bookmark()).toEqual({ status: 'watching', episode: 4 });
    const moved = 'type,tmdbId,mediaType,seasonNumber,episodeBookmark\r\nseason,90500001,tv,2,6\r\n';
    expect((await importCsv(moved)).results).toMatchObject({ seasonsUpdated: 1 });
    expect(bookmark()).toEqual({ status: 'watching', episode: 6 });
  });

  it('creates nothing new when the same file comes again', async () => {
    await seed();
    const file = (await exportCsv()).text;
    const before = snapshot();
    const again = await importCsv(file);
    expect(again.results).toEqual({
      libraryCreated: 0,
      libraryUpdated: 0,
      seasonsCreated: 0,
      seasonsUpdated: 0,
      seasonWatchesCreated: 0,
      seasonWatchesUpdated: 0,
      viewingsCreated: 0,
      skipped: 13,
      backwardMoves: 0,
      errors: [],
    });
    expect(again.changes).toEqual([]);
    expect(snapshot()).toEqual(before);
  });

  it('previews without changing anything, with the counts the import then has', async () => {
    await seed();
    const file = (await exportCsv()).text;
    deleteEverything();
    const before = snapshot();
    const preview = await importCsv(file, true);
    expect(preview.preview).toBe(true);
    expect(snapshot()).toEqual(before);
    const done = await importCsv(file);
    expect(done.summary).toEqual(preview.summary);
    expect(done.results).toEqual(preview.results);
  });

  it('lands the good rows, reports the bad ones by line, and updates what changed', async () => {
    await seed();
    const csv = [
      'type,tmdbId,mediaType,title,ownership,status,seasonNumber,watchedDate,viewer,userRating',
      `movie,${SHAWSHANK},movie,The Shawshank Redemption,together,,,,,`,
      'movie,603,movie,The Matrix,,,,,,',
      'movie,604,movie,,,,,,,',
      'viewing,603,movie,,,,,2026-05-05,person1,up',
      'viewing,999,movie,,,,,2026-05-05,person1,up',
      'season,603,tv,,,,1,,,',
      'viewing,603,movie,,,,,someday,person1,up',
    ].join('\n');
    const result = await importCsv(csv);
    expect(result.errors).toEqual([
      { row: 4, error: 'title is required' },
      { row: 6, error: 'no movie with tmdbId 999 in the file or the library' },
      { row: 7, error: 'no series with tmdbId 603 in the file or the library' },
      { row: 8, error: 'watchedDate must be a date' },
    ]);
    expect(result.results).toMatchObject({ libraryCreated: 1, libraryUpdated: 1, viewingsCreated: 1 });
    expect(result.summary).toMatchObject({
      movieRows: 2,
      viewingRows: 2,
      seasonRows: 1,
      errors: 4,
      rowsRead: 7,
      totalProcessed: 3,
    });
    const items = (await ok('GET', '/api/library/all')) as {
      tmdbId: number;
      ownership: string;
      status: string;
      viewingCount: number;
    }[];
    expect(items.find((item) => item.tmdbId === SHAWSHANK)).toMatchObject({
      ownership: 'together',
      status: 'watched',
    });
    expect(items.find((item) => item.tmdbId === 603)).toMatchObject({
      ownership: 'together',
      status: 'to_watch',
      viewingCount: 1,
    });
  });

  it('never moves progress backward from an older export, unless the household replaces with it', async () => {
    await seed();
    const older = (await exportCsv()).text;
    // Progress made since the export: the Godfather watched (with its viewing), Breaking Bad's season 2 finished
    // and season 3 begun, a viewing of the Shawshank Redemption by Person 1.
    const items = (await ok('GET', '/api/library/all')) as { id: number; tmdbId: number }[];
    const idOf = (tmdbId: number) => items.find((item) => item.tmdbId === tmdbId)?.id ?? 0;
    api.clock.advance(86_400_000);
    await ok('POST', `/api/library/${idOf(GODFATHER)}/watch-instances`, {
      watchedDate: '2026-06-10',
      viewer: 'both',
    });
    await ok('PUT', `/api/library/${idOf(GODFATHER)}/status`, { status: 'watched' });
    await ok('POST', `/api/library/${idOf(SHAWSHANK)}/watch-instances`, {
      watchedDate: '2026-06-11',
      viewer: 'person1',
    });
    const seasons = (await ok('GET', `/api/seasons/${idOf(BREAKING_BAD)}`)) as {
      id: number;
      seasonNumber: number;
    }[];
    const seasonId = (number: number) => seasons.find((season) => season.seasonNumber === number)?.id ?? 0;
    await ok('PUT', `/api/season/${seasonId(2)}`, { status: 'watched' });
    await ok('PUT', `/api/season/${seasonId(3)}/episode`, { episode: 2 });
    const progressed = snapshot();

    const preview = await importCsv(older, true);
    expect(preview.results.backwardMoves).toBe(3);
    expect(preview.results).toMatchObject({ libraryCreated: 0, libraryUpdated: 0, viewingsCreated: 0 });
    const backward = preview.changes
      .filter((change) => change.moves.some((move) => move.backward))
      .map((change) => [
        change.title,
        change.moves.map(({ kind, seasonNumber, from, to }) => [kind, seasonNumber, from, to]),
      ]);
    expect(backward).toEqual([
      ['The Godfather', [['status', null, 'watched', 'to_watch']]],
      [
        'Breaking Bad',
        [
          ['season', 2, 'watched', 'watching'],
          ['season', 3, 'watching', 'to_watch'],
        ],
      ],
    ]);
    // Backward titles come first in the list.
    expect(preview.changes.slice(0, 2).map((change) => change.title)).toEqual([
      'The Godfather',
      'Breaking Bad',
    ]);

    const merged = await importCsv(older);
    expect(merged.results).toMatchObject({ libraryUpdated: 0, backwardMoves: 3 });
    expect(snapshot()).toEqual(progressed);

    const replaced = await importCsv(older, false, true);
    expect(replaced.results).toMatchObject({ libraryUpdated: 2, backwardMoves: 3 });
    const after = (await ok('GET', '/api/library/all')) as {
      tmdbId: number;
      status: string;
      viewingCount: number;
    }[];
    expect(after.find((item) => item.tmdbId === GODFATHER)).toMatchObject({
      status: 'to_watch',
      viewingCount: 1,
    });
    // Replace takes back progress, never history: the viewings recorded since are kept.
    expect(after.find((item) => item.tmdbId === SHAWSHANK)).toMatchObject({ viewingCount: 3 });
    const seasonsNow = (await ok('GET', `/api/seasons/${idOf(BREAKING_BAD)}`)) as {
      seasonNumber: number;
      status: string;
    }[];
    expect(
      seasonsNow.filter((season) => [2, 3].includes(season.seasonNumber)).map((season) => season.status),
    ).toEqual(['watching', 'to_watch']);
  });

  it('merges a newer file: statuses forward, the further bookmark, viewings as a union', async () => {
    await seed();
    const csv = [
      'type,tmdbId,mediaType,title,status,seasonNumber,episodeBookmark,watchedDate,viewer,userRating,notes',
      `movie,${GODFATHER},movie,The Godfather,watched,,,,,,`,
      `season,${BREAKING_BAD},tv,,watching,2,2,,,,`,
      `season,${BREAKING_BAD},tv,,watching,3,5,,,,`,
      `viewing,${SHAWSHANK},movie,,,,,2026-03-01,both,down,`,
      `viewing,${SHAWSHANK},movie,,,,,2026-03-01,person1,,`,
    ].join('\n');
    const result = await importCsv(csv);
    expect(result.errors).toEqual([]);
    expect(result.results).toMatchObject({ libraryUpdated: 3, viewingsCreated: 1, backwardMoves: 0 });
    const items = (await ok('GET', '/api/library/all')) as { id: number; tmdbId: number; status: string }[];
    expect(items.find((item) => item.tmdbId === GODFATHER)?.status).toBe('watched');
    const series = items.find((item) => item.tmdbId === BREAKING_BAD);
    const seasons = (await ok('GET', `/api/seasons/${series?.id ?? 0}`)) as {
      seasonNumber: number;
      status: string;
      episodeBookmark: number | null;
    }[];
    // Season 2 stays at episode 4 (further than the file's 2); season 3 begins at the file's 5.
    expect(
      seasons
        .filter((season) => [2, 3].includes(season.seasonNumber))
        .map((s) => [s.status, s.episodeBookmark]),
    ).toEqual([
      ['watching', 4],
      ['watching', 5],
    ]);
    // The same viewer on the same day is one viewing: its reaction is kept ('up', not the file's 'down').
    const viewings = (await ok(
      'GET',
      `/api/watch-instances/${items.find((item) => item.tmdbId === SHAWSHANK)?.id ?? 0}`,
    )) as {
      watchedDate: string;
      viewer: string;
      userRating: string | null;
    }[];
    expect(viewings.map((viewing) => [viewing.watchedDate, viewing.viewer, viewing.userRating])).toEqual([
      ['2026-04-02T21:30:00.000Z', 'person2', null],
      ['2026-03-01', 'person1', null],
      ['2026-03-01', 'both', 'up'],
    ]);
  });

  it('refuses what is not an import, with a 4xx that says why, and changes nothing', async () => {
    await seed();
    const before = snapshot();
    for (const body of [
      {},
      { csvData: 42 },
      { csvData: '' },
      { csvData: 'a', preview: 'yes' },
      { csvData: 'a', replace: 1 },
      { csvData: 'a', x: 1 },
    ]) {
      const response = await api.request('POST', '/api/library/import', { body });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body).toEqual({ message: expect.any(String) as string });
    }
    const garbage = await api.request('POST', '/api/library/import', {
      body: { csvData: '\u0000\u0001 not a csv' },
    });
    expect(garbage.status).toBe(400);
    expect((garbage.body as { message: string }).message).toMatch(/^This is not an export the app knows/);
    expect(snapshot()).toEqual(before);
  });

  it('answers a body over 25 MB with a 413 and a message', async () => {
    const huge = JSON.stringify({ csvData: 'x'.repeat(25 * 1024 * 1024 + 10) });
    const response = await api.request('POST', '/api/library/import', { rawBody: huge });
    expect(response.status).toBe(413);
    expect((response.body as { message: string }).message).toMatch(/25 MB/);
  });
});
