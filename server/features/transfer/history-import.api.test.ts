import { strToU8, zipSync } from 'fflate';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { libraryItemSchema, type LibraryItem } from '#domain/schemas/library';
import { importResponseSchema, type ImportResponse } from '#domain/schemas/transfer';
import { startApiHarness, type ApiHarness } from '../../test-support/api-harness';
import { rawRequest } from '../../test-support/raw-request';
import { startTmdbHarness, type TmdbHarness } from '../../test-support/tmdb-harness';

// Titles of the fake film database (server/test-support/fake-film-fixtures.ts).
const LANTERN_KEEPER = { id: 900101, title: 'The Lantern Keeper', year: 2021, imdb: 'tt9100101' };
const PAPER_LANTERNS = { id: 900103, title: 'Paper Lanterns', year: 2018 };
const LAST_LANTERN = { id: 900104, title: 'The Last Lantern', year: 2016, imdb: 'tt9100104' };
const LANTERN_FISH = { id: 900106, title: 'Lantern Fish', year: 2020 };
const COPPER_SKY = { id: 900108, title: 'Copper Sky', year: 2019 };
const QUIET_ORCHARD = { id: 900109, title: 'The Quiet Orchard', year: 2022 };
const HARBOR_LIGHTS = { id: 210077, title: 'Harbor Lights', year: 2019, episodes: [2, 8, 8, 8] };
const SALTMARSH = { id: 210005, title: 'The Saltmarsh Inquiry', year: 2016, imdb: 'tt9200105' };

let api: ApiHarness;
let harness: TmdbHarness;
beforeEach(async () => {
  harness = await startTmdbHarness();
  ({ api } = harness);
});
afterEach(async () => {
  await harness.close();
});

const zip = (files: Record<string, string | Uint8Array>) =>
  Buffer.from(
    zipSync(
      Object.fromEntries(
        Object.entries(files).map(([name, data]) => [name, typeof data === 'string' ? strToU8(data) : data]),
      ),
    ),
  );

async function importText(body: Record<string, unknown>): Promise<ImportResponse> {
  const response = await api.request('POST', '/api/library/import', { body });
  expect(response.status, response.text).toBe(200);
  return importResponseSchema.parse(response.body);
}

async function importArchive(archive: Buffer, query: Record<string, string> = {}) {
  const search = new URLSearchParams(query).toString();
  return rawRequest(api.baseUrl, 'POST', `/api/library/import/archive${search ? `?${search}` : ''}`, {
    headers: { authorization: `Bearer ${api.token ?? ''}`, 'content-type': 'application/zip' },
    body: archive,
  });
}

async function library(): Promise<LibraryItem[]> {
  return libraryItemSchema.array().parse((await api.request('GET', '/api/library/all')).body);
}
const itemOf = async (tmdbId: number) => (await library()).find((item) => item.tmdbId === tmdbId);
const TABLES = ['library_items', 'seasons', 'season_watches', 'viewings'];
const snapshot = () =>
  Object.fromEntries(
    TABLES.map((table) => [table, api.db.prepare(`SELECT * FROM ${table} ORDER BY id`).all()]),
  );

/** A play of each episode of a season, a day apart from `day` (UTC, 20:00). */
function seasonPlays(show: typeof HARBOR_LIGHTS, season: number, episodes: number, day: number, first = 1) {
  return Array.from({ length: episodes }, (_, index) => ({
    id: season * 1000 + day * 10 + index,
    watched_at: new Date(Date.UTC(2025, 5, day + index, 20)).toISOString(),
    action: 'watch',
    type: 'episode',
    episode: { season, number: first + index, ids: { tmdb: 5_000_000 + season * 100 + index } },
    show: { title: show.title, year: show.year, ids: { trakt: 1, tmdb: show.id } },
  }));
}

function traktArchive() {
  const history = [
    ...seasonPlays(HARBOR_LIGHTS, 1, 8, 1),
    ...seasonPlays(HARBOR_LIGHTS, 1, 8, 12),
    ...seasonPlays(HARBOR_LIGHTS, 2, 3, 25),
    {
      id: 1,
      watched_at: '2025-06-02T19:00:00.000Z',
      action: 'scrobble',
      type: 'movie',
      movie: {
        title: LANTERN_KEEPER.title,
        year: LANTERN_KEEPER.year,
        ids: { tmdb: LANTERN_KEEPER.id, imdb: LANTERN_KEEPER.imdb },
      },
    },
  ];
  return zip({
    'trakt-export/watched-history-1.json': JSON.stringify(history.slice(0, 10)),
    'trakt-export/watched-history-2.json': JSON.stringify(history.slice(10)),
    'trakt-export/ratings-movies.json': JSON.stringify([
      {
        rated_at: '2025-06-03T00:00:00.000Z',
        rating: 9,
        type: 'movie',
        movie: { title: LANTERN_KEEPER.title, ids: { tmdb: LANTERN_KEEPER.id } },
      },
    ]),
    'trakt-export/lists-watchlist.json': JSON.stringify([
      {
        rank: 1,
        id: 9,
        listed_at: '2025-01-01T00:00:00.000Z',
        type: 'movie',
        movie: { title: PAPER_LANTERNS.title, ids: { tmdb: PAPER_LANTERNS.id } },
      },
    ]),
    'trakt-export/watched-shows.json': '[]',
  });
}

describe('a Trakt export', () => {
  it("becomes the chosen person's titles, viewings, reaction, watchlist and season progress with rewatches", async () => {
    const response = await importArchive(traktArchive(), { viewer: 'person1' });
    expect(response.status, response.text).toBe(200);
    const result = importResponseSchema.parse(JSON.parse(response.text));
    expect(result.format).toBe('trakt');
    expect(result.matches).toEqual({ matched: 3, ambiguous: [], notFound: [] });
    expect(result.results).toMatchObject({
      libraryCreated: 3,
      viewingsCreated: 1,
      seasonWatchesCreated: 2,
      errors: [],
    });

    const movie = await itemOf(LANTERN_KEEPER.id);
    expect(movie).toMatchObject({
      ownership: 'person1',
      status: 'watched',
      userRating: 'up',
      viewingCount: 1,
    });
    expect((await itemOf(PAPER_LANTERNS.id))?.status).toBe('to_watch');
    const series = await itemOf(HARBOR_LIGHTS.id);
    expect(series?.seasonRollup).toMatchObject({
      overallStatus: 'watching',
      watchedSeasons: 1,
      totalSeasons: 3,
    });
    const watches = (await api.request('GET', `/api/season-watches/all/${series?.id ?? 0}`)).body as {
      seasonNumber: number;
      rewatchIndex: number;
      lastFinishedAt: string;
    }[];
    expect(
      watches.map(({ seasonNumber, rewatchIndex, lastFinishedAt }) => [
        seasonNumber,
        rewatchIndex,
        lastFinishedAt,
      ]),
    ).toEqual([
      [1, 0, '2025-06-08T20:00:00.000Z'],
      [1, 1, '2025-06-19T20:00:00.000Z'],
    ]);
    const seasonStatuses = (
      (await api.request('GET', `/api/seasons/${series?.id ?? 0}`)).body as {
        seasonNumber: number;
        status: string;
        episodeBookmark: number | null;
      }[]
    ).map((season) => [season.seasonNumber, season.status, season.episodeBookmark]);
    // Season 2's first three episodes were played: the household stopped at episode 3.
    expect(seasonStatuses).toEqual([
      [1, 'watched', null],
      [2, 'watching', 3],
      [3, 'to_watch', null],
      [0, 'to_watch', null],
    ]);
  });

  it('creates nothing new when the same person imports it again', async () => {
    expect((await importArchive(traktArchive(), { viewer: 'person1' })).status).toBe(200);
    const before = snapshot();
    const again = importResponseSchema.parse(
      JSON.parse((await importArchive(traktArchive(), { viewer: 'person1' })).text),
    );
    expect(again.results).toMatchObject({
      libraryCreated: 0,
      libraryUpdated: 0,
      viewingsCreated: 0,
      seasonWatchesCreated: 0,
      seasonsUpdated: 0,
      skipped: 3,
    });
    expect(again.changes).toEqual([]);
    expect(snapshot()).toEqual(before);
  });

  it("records the other person's history without moving the first person's titles", async () => {
    expect((await importArchive(traktArchive(), { viewer: 'person1' })).status).toBe(200);
    const seasonsBefore = api.db.prepare('SELECT * FROM seasons ORDER BY id').all();
    const theirs = importResponseSchema.parse(
      JSON.parse((await importArchive(traktArchive(), { viewer: 'person2' })).text),
    );
    expect(theirs.results).toMatchObject({ libraryCreated: 0, seasonsUpdated: 0, seasonWatchesCreated: 0 });
    // The movie's evening is in both histories: one viewing, together.
    const movie = await itemOf(LANTERN_KEEPER.id);
    const movieViewings = (await api.request('GET', `/api/watch-instances/${movie?.id ?? 0}`)).body;
    expect(movieViewings).toEqual([expect.objectContaining({ watchedDate: '2025-06-02', viewer: 'both' })]);
    // Person 2's passes through Person 1's series are history: viewings, while its seasons stay as they were.
    const series = await itemOf(HARBOR_LIGHTS.id);
    const seriesViewings = (await api.request('GET', `/api/watch-instances/${series?.id ?? 0}`)).body;
    expect(seriesViewings).toEqual([
      expect.objectContaining({ watchedDate: '2025-06-19', viewer: 'person2', notes: 'Season 1' }),
      expect.objectContaining({ watchedDate: '2025-06-08', viewer: 'person2', notes: 'Season 1' }),
    ]);
    expect(api.db.prepare('SELECT * FROM seasons ORDER BY id').all()).toEqual(seasonsBefore);
    expect(series?.seasonRollup?.overallStatus).toBe('watching');
    expect((await itemOf(PAPER_LANTERNS.id))?.status).toBe('to_watch');
  });

  it('previews with the counts and matches, changing nothing, and reports progress', async () => {
    const before = snapshot();
    const preview = importResponseSchema.parse(
      JSON.parse((await importArchive(traktArchive(), { preview: 'true', viewer: 'both' })).text),
    );
    expect(preview.preview).toBe(true);
    expect(preview.summary).toMatchObject({
      movieRows: 2,
      seriesRows: 1,
      seasonRows: 2,
      viewingRows: 1,
      errors: 0,
    });
    expect(preview.results.libraryCreated).toBe(3);
    expect(snapshot()).toEqual(before);
    const progress = (await api.request('GET', '/api/library/import/progress')).body;
    expect(progress).toMatchObject({
      state: 'finished',
      stage: 'done',
      preview: true,
      result: { format: 'trakt' },
    });
  });
});

describe('an IMDb ratings file', () => {
  it('finds titles by IMDb id and keeps them watched with no date, which the recap does not count', async () => {
    const csv = [
      'Const,Your Rating,Date Rated,Title,URL,Title Type,IMDb Rating,Runtime (mins),Year,Genres,Num Votes,Release Date,Directors',
      `${LAST_LANTERN.imdb},3,2024-02-11,${LAST_LANTERN.title},https://www.imdb.com/title/${LAST_LANTERN.imdb}/,movie,6.9,100,2016,Drama,10,2016-09-09,`,
      `${SALTMARSH.imdb},8,2024-02-12,${SALTMARSH.title},https://www.imdb.com/title/${SALTMARSH.imdb}/,tvSeries,7.5,50,2016–2018,Crime,10,2016-05-02,`,
    ].join('\n');
    const result = await importText({ csvData: csv, viewer: 'person2' });
    expect(result.format).toBe('imdb');
    expect(result.matches?.matched).toBe(2);
    const movie = await itemOf(LAST_LANTERN.id);
    expect(movie).toMatchObject({
      status: 'watched',
      userRating: 'down',
      dateFinished: null,
      viewingCount: 0,
      ownership: 'person2',
    });
    expect((await itemOf(SALTMARSH.id))?.seasonRollup).toMatchObject({
      overallStatus: 'watched',
      completionPercentage: 100,
    });
    const recap = (await api.request('GET', '/api/statistics?timeframe=all-time')).body as {
      heroCards: { totalFinished: number };
    };
    expect(recap.heroCards.totalFinished).toBe(0);
  });
});

describe('a Letterboxd export', () => {
  const archive = () =>
    zip({
      'letterboxd-someone/diary.csv': [
        'Date,Name,Year,Letterboxd URI,Rating,Rewatch,Tags,Watched Date',
        `2024-03-02,${COPPER_SKY.title},${COPPER_SKY.year},https://boxd.it/a1,4,,,2024-03-01`,
        `2024-03-05,${LANTERN_FISH.title},2021,https://boxd.it/a2,2.5,,,2024-03-04`,
      ].join('\n'),
      'letterboxd-someone/watchlist.csv': [
        'Date,Name,Year,Letterboxd URI',
        `2024-05-01,Lantern,2019,https://boxd.it/a3`,
      ].join('\n'),
      'letterboxd-someone/deleted/diary.csv': [
        'Date,Name,Year,Letterboxd URI,Rating,Rewatch,Tags,Watched Date',
        `2024-03-02,${QUIET_ORCHARD.title},${QUIET_ORCHARD.year},https://boxd.it/a9,5,,,2024-03-01`,
      ].join('\n'),
      'letterboxd-someone/profile.csv':
        'Date Joined,Username,Email Address\n2020-01-01,someone,someone@example.invalid',
    });

  it('asks about doubtful matches, then imports the choices and remembers them', async () => {
    const preview = importResponseSchema.parse(
      JSON.parse((await importArchive(archive(), { preview: 'true' })).text),
    );
    expect(preview.format).toBe('letterboxd');
    expect(preview.matches?.matched).toBe(1);
    const fish = preview.matches?.ambiguous.find((entry) => entry.title === LANTERN_FISH.title);
    expect(fish?.candidates[0]).toMatchObject({ tmdbId: LANTERN_FISH.id, mediaType: 'movie', year: 2020 });
    const lantern = preview.matches?.ambiguous.find((entry) => entry.title === 'Lantern');
    expect(lantern).toBeDefined();
    expect(preview.errors.map((error) => error.error)).toEqual(
      expect.arrayContaining([expect.stringMatching(/"Lantern Fish" \(2021\) matches several titles/)]),
    );

    const resolutions = [
      { key: fish?.key ?? '', tmdbId: LANTERN_FISH.id, mediaType: 'movie' },
      { key: lantern?.key ?? '', skip: true },
    ];
    const done = importResponseSchema.parse(
      JSON.parse(
        (await importArchive(archive(), { viewer: 'both', resolutions: JSON.stringify(resolutions) })).text,
      ),
    );
    expect(done.results).toMatchObject({ libraryCreated: 2, viewingsCreated: 2, errors: [] });
    expect(await itemOf(LANTERN_FISH.id)).toMatchObject({
      status: 'watched',
      ownership: 'together',
      aggregateRating: 'neutral',
    });
    expect(await itemOf(QUIET_ORCHARD.id)).toBeUndefined();

    const again = importResponseSchema.parse(
      JSON.parse((await importArchive(archive(), { preview: 'true' })).text),
    );
    expect(again.matches).toMatchObject({ matched: 2, ambiguous: [], notFound: [] });
    expect(again.results).toMatchObject({ libraryCreated: 0, viewingsCreated: 0 });
  });
});

describe('Movary exports', () => {
  it('imports history and ratings by TMDb id', async () => {
    const history = [
      'title,year,tmdbId,imdbId,watchedAt,comment,location',
      `${COPPER_SKY.title},${COPPER_SKY.year},${COPPER_SKY.id},,2024-03-01 20:15:00,"Rain, at last",Home`,
      `${QUIET_ORCHARD.title},${QUIET_ORCHARD.year},${QUIET_ORCHARD.id},,,,`,
    ].join('\n');
    const result = await importText({ csvData: history, viewer: 'person1' });
    expect(result.format).toBe('movary');
    expect(await itemOf(COPPER_SKY.id)).toMatchObject({ status: 'watched', viewingCount: 1 });
    expect(await itemOf(QUIET_ORCHARD.id)).toMatchObject({
      status: 'watched',
      viewingCount: 0,
      dateFinished: null,
    });
    const ratings = [
      'title,year,tmdbId,imdbId,userRating',
      `${COPPER_SKY.title},${COPPER_SKY.year},${COPPER_SKY.id},,9`,
    ].join('\n');
    await importText({ csvData: ratings });
    expect((await itemOf(COPPER_SKY.id))?.userRating).toBe('up');
  });
});

describe('a Movary history imported again', () => {
  it('creates nothing new, whoever imports it, and the titles keep their owners', async () => {
    const history = [
      'title,year,tmdbId,imdbId,watchedAt,comment,location',
      `${COPPER_SKY.title},${COPPER_SKY.year},${COPPER_SKY.id},,2024-03-01 20:15:00,,Home`,
      `${QUIET_ORCHARD.title},${QUIET_ORCHARD.year},${QUIET_ORCHARD.id},,2024-03-02 21:00:00,,`,
    ].join('\n');
    const first = await importText({ csvData: history, viewer: 'both' });
    expect(first.results).toMatchObject({ libraryCreated: 2, viewingsCreated: 2 });
    const before = snapshot();

    const again = await importText({ csvData: history, viewer: 'person1' });
    expect(again.results).toMatchObject({ libraryCreated: 0, libraryUpdated: 0, viewingsCreated: 0 });
    expect(again.changes).toEqual([]);
    expect(snapshot()).toEqual(before);
    expect((await itemOf(COPPER_SKY.id))?.ownership).toBe('together');
  });
});

describe('without a film database: the offline catalog', () => {
  // Titles of the bundled catalog (server/film-data/offline/data/movies.json).
  const SHAWSHANK = { id: 90000001, title: 'The Shawshank Redemption', year: 1994 };
  const GODFATHER = { id: 90000002, title: 'The Godfather', year: 1972, imdb: 'tt0068646' };
  let offline: ApiHarness;
  beforeEach(async () => {
    offline = await startApiHarness();
    await offline.login({ rememberDevice: true });
  });
  afterEach(() => offline.close());

  it('matches a Letterboxd diary by title and year and an IMDb ratings file by IMDb id', async () => {
    const importOffline = async (body: Record<string, unknown>) => {
      const response = await offline.request('POST', '/api/library/import', { body });
      expect(response.status, response.text).toBe(200);
      return importResponseSchema.parse(response.body);
    };
    const diary = [
      'Date,Name,Year,Letterboxd URI,Rating,Rewatch,Tags,Watched Date',
      `2024-03-02,${SHAWSHANK.title},${SHAWSHANK.year},https://boxd.it/b1,4.5,,,2024-03-01`,
    ].join('\n');
    const letterboxd = await importOffline({ csvData: diary, fileName: 'diary.csv', viewer: 'person2' });
    expect(letterboxd).toMatchObject({ format: 'letterboxd', matches: { matched: 1, notFound: [] } });
    const ratings = [
      'Const,Your Rating,Date Rated,Title,URL,Title Type,IMDb Rating,Runtime (mins),Year,Genres,Num Votes,Release Date,Directors',
      `${GODFATHER.imdb},6,2024-02-11,${GODFATHER.title},https://www.imdb.com/title/${GODFATHER.imdb}/,movie,9.2,175,1972,"Crime, Drama",10,1972-03-24,`,
    ].join('\n');
    const imdb = await importOffline({ csvData: ratings, viewer: 'both' });
    expect(imdb).toMatchObject({ format: 'imdb', matches: { matched: 1, notFound: [] } });

    const items = libraryItemSchema.array().parse((await offline.request('GET', '/api/library/all')).body);
    expect(items.find((item) => item.tmdbId === SHAWSHANK.id)).toMatchObject({
      ownership: 'person2',
      status: 'watched',
      userRating: 'up',
      viewingCount: 1,
    });
    expect(items.find((item) => item.tmdbId === GODFATHER.id)).toMatchObject({
      ownership: 'together',
      status: 'watched',
      userRating: 'neutral',
      viewingCount: 0,
    });
  });
});

describe('refused uploads', () => {
  it('a ZIP bomb is refused with a 413, a non-ZIP with a 400, and nothing changes', async () => {
    const before = snapshot();
    const bomb = zip({ 'watched-history-1.json': new Uint8Array(17 * 1024 * 1024) });
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const refused = await importArchive(bomb);
    expect(refused.status).toBe(413);
    expect(JSON.parse(refused.text)).toEqual({
      message: 'watched-history-1.json unpacks to more than 16 MiB: the archive is refused',
    });
    const notZip = await importArchive(Buffer.from('movie night, friday'));
    expect(notZip.status).toBe(400);
    expect(JSON.parse(notZip.text)).toEqual({ message: 'The upload is not a ZIP archive' });
    const unknown = await importArchive(zip({ 'notes.csv': 'a,b\n1,2' }));
    expect(unknown.status).toBe(400);
    const badQueries: Record<string, string>[] = [
      { preview: 'maybe' },
      { replace: 'always' },
      { viewer: 'neighbour' },
      { resolutions: '{' },
      { resolutions: '[{"key":"x"}]' },
    ];
    for (const query of badQueries) {
      expect((await importArchive(traktArchive(), query)).status, JSON.stringify(query)).toBe(400);
    }
    expect(snapshot()).toEqual(before);
  });
});

describe('the owner rule', () => {
  /** Trakt's history of movie plays, each on its day of June 2025. */
  const moviePlays = (plays: { movie: { id: number; title: string }; day: number }[]) =>
    zip({
      'trakt-export/watched-history-1.json': JSON.stringify(
        plays.map(({ movie, day }, index) => ({
          id: index + 1,
          watched_at: new Date(Date.UTC(2025, 5, day, 20)).toISOString(),
          action: 'scrobble',
          type: 'movie',
          movie: { title: movie.title, ids: { tmdb: movie.id } },
        })),
      ),
    });

  async function add(movie: { id: number; title: string }, ownership: string) {
    const response = await api.request('POST', '/api/library', {
      body: { tmdbId: movie.id, mediaType: 'movie', title: movie.title, ownership },
    });
    expect(response.status, response.text).toBe(201);
  }

  it('moves only the titles whose owners have now watched them; a Together title needs both, alone or together', async () => {
    await add(LANTERN_KEEPER, 'person1');
    await add(LAST_LANTERN, 'together');
    await add(COPPER_SKY, 'person2');
    const plays = [
      { movie: LANTERN_KEEPER, day: 1 },
      { movie: LAST_LANTERN, day: 2 },
      { movie: COPPER_SKY, day: 3 },
    ];

    const preview = importResponseSchema.parse(
      JSON.parse((await importArchive(moviePlays(plays), { viewer: 'person2', preview: 'true' })).text),
    );
    const moved = (changes: ImportResponse['changes']) =>
      changes
        .filter((change) => change.moves.some((move) => move.kind === 'status'))
        .map((change) => change.title);
    expect(moved(preview.changes)).toEqual([COPPER_SKY.title]);

    const response = await importArchive(moviePlays(plays), { viewer: 'person2' });
    expect(response.status, response.text).toBe(200);
    const result = importResponseSchema.parse(JSON.parse(response.text));
    expect(moved(result.changes)).toEqual([COPPER_SKY.title]);
    expect(result.results).toMatchObject({ libraryCreated: 0, libraryUpdated: 3, viewingsCreated: 3 });
    expect(await itemOf(LANTERN_KEEPER.id)).toMatchObject({
      status: 'to_watch',
      seenBy: 'person2',
      viewingCount: 1,
    });
    expect(await itemOf(LAST_LANTERN.id)).toMatchObject({ status: 'to_watch', seenBy: 'person2' });
    expect(await itemOf(COPPER_SKY.id)).toMatchObject({ status: 'watched', seenBy: null });

    // Person 1 watched the Together title on another evening: now both have.
    const mine = await importArchive(moviePlays([{ movie: LAST_LANTERN, day: 9 }]), { viewer: 'person1' });
    expect(mine.status, mine.text).toBe(200);
    expect(await itemOf(LAST_LANTERN.id)).toMatchObject({ status: 'watched', seenBy: null, viewingCount: 2 });
    expect((await itemOf(LANTERN_KEEPER.id))?.status).toBe('to_watch');
  });

  it("leaves a Together series' seasons alone when one of them watched ahead", async () => {
    const added = await api.request('POST', '/api/library', {
      body: { tmdbId: HARBOR_LIGHTS.id, mediaType: 'tv', title: HARBOR_LIGHTS.title, ownership: 'together' },
    });
    const seriesId = libraryItemSchema.parse(added.body).id;
    const before = api.db.prepare('SELECT * FROM seasons ORDER BY id').all();
    const archive = zip({
      'trakt-export/watched-history-1.json': JSON.stringify(seasonPlays(HARBOR_LIGHTS, 1, 8, 1)),
    });
    const result = importResponseSchema.parse(
      JSON.parse((await importArchive(archive, { viewer: 'person1' })).text),
    );
    expect(result.results).toMatchObject({ seasonsUpdated: 0, viewingsCreated: 1 });
    expect(api.db.prepare('SELECT * FROM seasons ORDER BY id').all()).toEqual(before);
    expect((await api.request('GET', `/api/library/items/${seriesId}`)).body).toMatchObject({
      status: 'to_watch',
      seenBy: 'person1',
    });

    // Watched together, it moves on.
    const together = importResponseSchema.parse(
      JSON.parse((await importArchive(archive, { viewer: 'both' })).text),
    );
    expect(together.results.seasonsUpdated).toBe(1);
    expect((await itemOf(HARBOR_LIGHTS.id))?.seasonRollup).toMatchObject({ watchedSeasons: 1 });
  });
});
