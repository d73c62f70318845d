import Database from 'better-sqlite3';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { libraryItemSchema, seasonSchema } from '#domain/schemas/library';
import { statisticsSchema, type Statistics } from '#domain/schemas/statistics';
import { startApiHarness, type ApiHarness } from '../../test-support/api-harness';

// The household lives in New York (UTC-5 in winter, UTC-4 in summer), whatever the machine's zone: every day below
// is a New York day. The harness's clock starts at 2026-06-15T12:00Z, 08:00 in New York: today is 15 June 2026.
const machineZone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'America/New_York';
});
afterAll(() => {
  if (machineZone === undefined) delete process.env.TZ;
  else process.env.TZ = machineZone;
});

const CHERNOBYL = 90500010; // offline catalog: one season of 5 episodes of 65 minutes

let api: ApiHarness;
beforeEach(async () => {
  api = await startApiHarness();
  await api.login({ rememberDevice: true });
});
afterEach(async () => {
  await api.close();
});

async function addMovie(body: Record<string, unknown>): Promise<number> {
  const response = await api.request('POST', '/api/library', { body: { mediaType: 'movie', ...body } });
  expect(response.status, response.text).toBe(201);
  return libraryItemSchema.parse(response.body).id;
}

async function view(id: number, watchedDate: string, viewer: string, userRating: string | null) {
  const response = await api.request('POST', `/api/library/${id}/watch-instances`, {
    body: { watchedDate, viewer, userRating },
  });
  expect(response.status, response.text).toBe(201);
}

async function recap(query = ''): Promise<Statistics> {
  const response = await api.request('GET', `/api/statistics${query}`);
  expect(response.status, response.text).toBe(200);
  return statisticsSchema.parse(response.body);
}

/**
 * Alpha (person 1's, 100 min, Drama): together on 1 March (up), person 1 alone on 10 May (up).
 * Bravo (person 2's, 90 min, Comedy and Drama): person 2 at 23:30 on 31 December 2025 (up), person 1 at 00:30 on
 * 1 January 2026 (neutral) — both 1 January in UTC.
 * Charlie (together's, no runtime: 100 by default, Horror, TMDb 7.5): together on 14 February (down).
 * Chernobyl (together's, catalog series): its one season finished on 20 April at 11:00, no viewing: credited to both.
 */
async function seedHousehold() {
  const alpha = await addMovie({
    tmdbId: 1_000_001,
    title: 'Alpha',
    ownership: 'person1',
    runtime: 100,
    genres: ['Drama'],
    director: 'Dee Rector',
    mainStars: ['Ann Actor'],
    tmdbRating: 8,
  });
  const bravo = await addMovie({
    tmdbId: 1_000_002,
    title: 'Bravo',
    ownership: 'person2',
    runtime: 90,
    genres: ['Comedy', 'Drama'],
    director: 'Dee Rector',
    mainStars: ['Ann Actor', 'Bob Star'],
    tmdbRating: 4.5,
  });
  const charlie = await addMovie({
    tmdbId: 1_000_003,
    title: 'Charlie',
    ownership: 'together',
    genres: ['Horror'],
    tmdbRating: 7.5,
  });
  await view(alpha, '2026-03-01', 'both', 'up');
  await view(alpha, '2026-05-10', 'person1', 'up');
  await view(bravo, '2026-01-01T04:30:00.000Z', 'person2', 'up');
  await view(bravo, '2026-01-01T05:30:00.000Z', 'person1', 'neutral');
  await view(charlie, '2026-02-14', 'both', 'down');

  const series = await api.request('POST', '/api/library', {
    body: { tmdbId: CHERNOBYL, mediaType: 'tv', title: 'Chernobyl', ownership: 'together' },
  });
  expect(series.status, series.text).toBe(201);
  const seriesId = libraryItemSchema.parse(series.body).id;
  const seasons = seasonSchema.array().parse((await api.request('GET', `/api/seasons/${seriesId}`)).body);
  const season = seasons.find((entry) => entry.seasonNumber === 1);
  if (!season) throw new Error('Chernobyl has no season 1');
  const clock = api.clock;
  const at = new Date('2026-04-20T15:00:00.000Z').getTime();
  clock.advance(at - clock.now().getTime());
  expect((await api.request('PUT', `/api/season/${season.id}`, { body: { status: 'watched' } })).status).toBe(
    200,
  );
  clock.advance(new Date('2026-06-15T12:00:00.000Z').getTime() - clock.now().getTime());
  return { alpha, bravo, charlie, seriesId };
}

const months = (year: number, from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => `${year}-${String(from + index).padStart(2, '0')}`);

describe('GET /api/statistics', () => {
  it('year to date by default: New York days, every field of the recap', async () => {
    await seedHousehold();
    const statistics = await recap();
    expect(statistics.timeframe).toEqual({
      key: 'ytd',
      start: '2026-01-01',
      end: '2026-06-15',
      label: '2026 so far',
    });
    expect(statistics.viewer).toBeNull();
    // Finished: Alpha, Bravo (1 January), Charlie, Chernobyl. Minutes: Alpha 2 × 100, Bravo 90, Charlie 100,
    // Chernobyl 5 × 65 = 325: 715 minutes, 11.9 hours. Reactions: up, up, neutral, down.
    expect(statistics.heroCards).toEqual({
      totalFinished: 4,
      totalWatchTimeHours: 11.9,
      likeRatio: 50,
      togetherVsAlone: { together: 2, person1: 2, person2: 0 },
    });
    expect(statistics.charts.reactionDistribution).toEqual({ up: 50, neutral: 25, down: 25 });
    expect(statistics.charts.completionRate).toBe(100);
    // Per month: January Bravo 90 (1.5 h), February Charlie 100 (1.7 h), March Alpha 100, April Chernobyl 325
    // (5.4 h), May Alpha 100, June nothing.
    expect(statistics.charts.watchTimeByMonth).toEqual([
      { month: '2026-01', hours: 1.5 },
      { month: '2026-02', hours: 1.7 },
      { month: '2026-03', hours: 1.7 },
      { month: '2026-04', hours: 5.4 },
      { month: '2026-05', hours: 1.7 },
      { month: '2026-06', hours: 0 },
    ]);
    // Drama: Alpha (liked), Bravo (neutral this year), Chernobyl (not rated): 3 titles, 33%.
    expect(statistics.highlights.topGenres[0]).toEqual({ name: 'Drama', count: 3, affinity: 33 });
    expect(statistics.highlights.topPeople.slice(0, 2)).toEqual([
      { name: 'Ann Actor', role: 'Actor', count: 2, affinity: 50 },
      { name: 'Dee Rector', role: 'Director', count: 2, affinity: 50 },
    ]);
    expect(statistics.highlights.topPosters.map((poster) => poster.title)).toEqual(['Alpha']);
    // Charlie: disliked, critics 7.5. Nothing liked scores below 6 this year (Alpha: 8).
    expect(statistics.highlights.hotTake).toMatchObject({
      title: 'Charlie',
      userRating: 'down',
      globalRating: 7.5,
    });
    expect(statistics.highlights.biggestSurprise).toBeNull();
    // Charlie has no runtime and Chernobyl is a series (films only), the movies no year; everything was watched
    // before it was added (the clock only moved to the test's dates), so there is no add-to-finish time.
    expect(statistics.lists).toMatchObject({
      longestTitle: { title: 'Alpha', runtime: 100 },
      shortestTitle: { title: 'Bravo', runtime: 90 },
      newestRelease: { title: 'Chernobyl', year: 2019 },
      oldestRelease: { title: 'Chernobyl', year: 2019 },
      fastestAddToFinish: null,
      slowestAddToFinish: null,
    });
    expect(statistics.household.hours).toEqual({ together: 8.8, person1: 3.2, person2: 0 });
    expect(statistics.household.picks.person1).toEqual({
      owned: 1,
      watchedByOther: 1,
      likedByOther: 1,
      likeRate: 100,
    });
    expect(statistics.household.longestStreak).toEqual({ weeks: 1, start: '2026-03-01', end: '2026-03-01' });
  });

  it('puts 23:30 on 31 December in last year and 00:30 on 1 January in this one', async () => {
    await seedHousehold();
    const lastYear = await recap('?timeframe=last-year');
    expect(lastYear.timeframe).toEqual({
      key: 'last-year',
      start: '2025-01-01',
      end: '2025-12-31',
      label: '2025',
    });
    expect(lastYear.heroCards).toEqual({
      totalFinished: 1,
      totalWatchTimeHours: 1.5,
      likeRatio: 100,
      togetherVsAlone: { together: 0, person1: 0, person2: 1 },
    });
    expect(lastYear.charts.watchTimeByMonth).toHaveLength(12);
    expect(lastYear.charts.watchTimeByMonth.at(-1)).toEqual({ month: '2025-12', hours: 1.5 });
    expect(lastYear.highlights.topPosters.map((poster) => poster.title)).toEqual(['Bravo']);
    // Bravo: liked, critics 4.5.
    expect(lastYear.highlights.biggestSurprise).toMatchObject({ title: 'Bravo', globalRating: 4.5 });

    const thisYear = await recap('?timeframe=ytd&viewer=person1');
    expect(thisYear.charts.watchTimeByMonth[0]).toEqual({ month: '2026-01', hours: 1.5 });
  });

  it('all time starts on the first record and counts a title finished twice once', async () => {
    await seedHousehold();
    const allTime = await recap('?timeframe=all-time');
    expect(allTime.timeframe).toEqual({
      key: 'all-time',
      start: '2025-12-31',
      end: '2026-06-15',
      label: 'All time',
    });
    expect(allTime.charts.watchTimeByMonth.map((entry) => entry.month)).toEqual([
      '2025-12',
      ...months(2026, 1, 6),
    ]);
    // 715 + 90 minutes: 13.4 hours. Bravo: up, neutral (average 0.5: up).
    expect(allTime.heroCards).toEqual({
      totalFinished: 4,
      totalWatchTimeHours: 13.4,
      likeRatio: 60,
      togetherVsAlone: { together: 2, person1: 2, person2: 1 },
    });
    expect(allTime.highlights.topPosters.map((poster) => poster.title)).toEqual(['Alpha', 'Bravo']);
  });

  it('narrows to one person: their own viewings and the together ones', async () => {
    await seedHousehold();
    const person1 = await recap('?viewer=person1');
    expect(person1.viewer).toBe('person1');
    expect(person1.heroCards).toEqual({
      totalFinished: 4,
      totalWatchTimeHours: 11.9,
      likeRatio: 50,
      togetherVsAlone: { together: 2, person1: 2, person2: 0 },
    });
    // Person 2 this year: Alpha and Charlie together, Chernobyl (credited to both): 100 + 100 + 325 minutes.
    const person2 = await recap('?timeframe=ytd&viewer=person2');
    expect(person2.heroCards).toEqual({
      totalFinished: 3,
      totalWatchTimeHours: 8.8,
      likeRatio: 50,
      togetherVsAlone: { together: 2, person1: 0, person2: 0 },
    });
    // The household block is the same whoever's recap it is.
    expect(person2.household).toEqual(person1.household);
  });

  it('a series: each season watch counts, specials do not finish it, a full rewatch finishes it again', async () => {
    const SHERLOCK = 90500007; // offline catalog: specials (2 episodes), seasons 1-4 of 3 episodes, 88 minutes
    const added = await api.request('POST', '/api/library', {
      body: { tmdbId: SHERLOCK, mediaType: 'tv', title: 'Sherlock', ownership: 'together' },
    });
    const id = libraryItemSchema.parse(added.body).id;
    const seasons = seasonSchema.array().parse((await api.request('GET', `/api/seasons/${id}`)).body);
    const numbered = seasons.filter((season) => season.seasonNumber > 0);
    const setSeason = async (seasonId: number, status: string, at: string) => {
      api.clock.advance(new Date(at).getTime() - api.clock.now().getTime());
      await api.login({ rememberDevice: true }); // a month later, the session has expired
      const response = await api.request('PUT', `/api/season/${seasonId}`, { body: { status } });
      expect(response.status, response.text).toBe(200);
    };
    // The clock only moves forward: this runs from 15 June 2026 into the next year.
    for (const season of numbered.slice(0, 3))
      await setSeason(season.id, 'watched', '2026-07-01T18:00:00.000Z');
    const last = numbered[3];
    if (!last) throw new Error('Sherlock has no season 4');
    await setSeason(last.id, 'watched', '2026-08-02T18:00:00.000Z');
    for (const season of numbered) await setSeason(season.id, 'rewatch', '2026-09-01T18:00:00.000Z');
    for (const season of numbered) await setSeason(season.id, 'watched', '2026-10-03T18:00:00.000Z');

    const allTime = await recap('?timeframe=all-time');
    // 8 season watches of 3 × 88 minutes = 2112 minutes, 35.2 hours; one title, finished twice.
    expect(allTime.heroCards).toMatchObject({ totalFinished: 1, totalWatchTimeHours: 35.2 });
    expect(allTime.timeframe.start).toBe('2026-07-01');
    expect(allTime.charts.watchTimeByMonth).toEqual([
      { month: '2026-07', hours: 13.2 },
      { month: '2026-08', hours: 4.4 },
      { month: '2026-09', hours: 0 },
      { month: '2026-10', hours: 17.6 },
    ]);
    // Finished on 2 August (season 4), not on 1 July: added on 15 June, 48 days.
    expect(allTime.lists.fastestAddToFinish).toMatchObject({ title: 'Sherlock', days: 48 });

    // Its season watches go to whoever watched its latest viewing: person 2.
    await view(id, '2026-10-03', 'person2', 'up');
    expect((await recap('?timeframe=all-time&viewer=person1')).heroCards.totalWatchTimeHours).toBe(0);
    expect((await recap('?timeframe=all-time&viewer=person2')).heroCards.totalWatchTimeHours).toBe(35.2);
  });

  it('sees a new viewing at once (the cache is dropped on every write)', async () => {
    const { charlie } = await seedHousehold();
    expect((await recap()).heroCards.togetherVsAlone.person2).toBe(0);
    await view(charlie, '2026-06-01', 'person2', 'up');
    expect((await recap()).heroCards.togetherVsAlone.person2).toBe(1);
  });

  it('sees a write from another connection too (the PIN command line, a restore)', async () => {
    const { charlie } = await seedHousehold();
    expect((await recap()).heroCards.totalFinished).toBe(4);
    const other = new Database(api.dbFile);
    other.prepare('DELETE FROM viewings WHERE library_item_id = ?').run(charlie);
    other.close();
    expect((await recap()).heroCards.totalFinished).toBe(3);
  });

  it('an empty library: zeros, empty months and no facts', async () => {
    const statistics = await recap();
    expect(statistics.heroCards).toEqual({
      totalFinished: 0,
      totalWatchTimeHours: 0,
      likeRatio: null,
      togetherVsAlone: { together: 0, person1: 0, person2: 0 },
    });
    expect(statistics.charts).toEqual({
      watchTimeByMonth: months(2026, 1, 6).map((month) => ({ month, hours: 0 })),
      reactionDistribution: { up: 0, neutral: 0, down: 0 },
      completionRate: null,
      addToFinishTimes: { titles: 0, averageDays: null, medianDays: null },
    });
    expect(Object.values(statistics.lists)).toEqual([null, null, null, null, null, null]);
    expect(statistics.highlights).toEqual({
      topGenres: [],
      topPeople: [],
      topPosters: [],
      biggestSurprise: null,
      hotTake: null,
    });
    expect(statistics.household).toEqual({
      tasteMatch: null,
      picks: {
        person1: { owned: 0, watchedByOther: 0, likedByOther: 0, likeRate: null },
        person2: { owned: 0, watchedByOther: 0, likedByOther: 0, likeRate: null },
      },
      hours: { together: 0, person1: 0, person2: 0 },
      mostDivisive: null,
      longestStreak: null,
    });
    const allTime = await recap('?timeframe=all-time');
    expect(allTime.timeframe).toMatchObject({ start: '2026-06-15', end: '2026-06-15' });
    expect(allTime.charts.watchTimeByMonth).toEqual([{ month: '2026-06', hours: 0 }]);
  });

  it('bad parameters: 400 naming the values it takes, and no recap without a session', async () => {
    for (const query of ['?timeframe=weekly', '?timeframe=', '?timeframe=ytd&timeframe=all-time']) {
      const response = await api.request('GET', `/api/statistics${query}`);
      expect(response.status, query).toBe(400);
      expect(response.body).toEqual({
        message: expect.stringContaining('ytd, last-year or all-time') as string,
      });
    }
    const viewer = await api.request('GET', '/api/statistics?viewer=both');
    expect(viewer.status).toBe(400);
    expect(viewer.body).toEqual({ message: expect.stringContaining('person1 or person2') as string });
    expect((await api.request('GET', '/api/statistics', { token: null })).status).toBe(401);
  });
});
