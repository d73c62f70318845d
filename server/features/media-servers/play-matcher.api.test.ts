import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEmbyBody } from '#domain/rules/media-plays/emby';
import { readJellyfinBody } from '#domain/rules/media-plays/jellyfin';
import type { Play } from '#domain/rules/media-plays/play';
import type { PlayMatch, PlayMatcher } from '#domain/rules/media-plays/play-match';
import { readPlexPayload } from '#domain/rules/media-plays/plex';
import { fakeFilmData } from '../../test-support/fake-film-data';
import { realDataDir } from '../../test-support/real-recordings';
import { addTitle, startTmdbHarness, type TmdbHarness } from '../../test-support/tmdb-harness';
import { createLibrarySeriesLookup } from './library-series';
import { realBody } from './media-servers-test-support';
import { createPlayMatcher } from './play-matcher';

const readers = { jellyfin: readJellyfinBody, plex: readPlexPayload, emby: readEmbyBody };
const at = new Date('2026-06-15T12:00:00.000Z');

function realPlay(file: string): Play {
  const kind = file.split('/', 1)[0] as keyof typeof readers;
  const read = readers[kind](JSON.parse(realBody(file)), at);
  if (!read.ok) throw new Error(`${file}: ${read.message}`);
  return read.play;
}

const movie = (tmdbId: number): PlayMatch => ({ mediaType: 'movie', tmdbId });
const episode = (tmdbId: number, seasonNumber: number, episodeNumber: number): PlayMatch => ({
  mediaType: 'tv',
  tmdbId,
  seasonNumber,
  episodeNumber,
});

/** What each real body is of, on the fake TMDb (fake-media-server-titles.ts) with "86 Eighty-Six" in the library. */
const expected: Record<string, PlayMatch | null> = {
  // No ids at all (only AniDB's): by the series' name in the library.
  'jellyfin/jellyfinanilistsync-playbackstop-episode.json': episode(210201, 1, 1),
  'jellyfin/jellyfinanilistsync-userdatasaved-toggleplayed-episode.json': episode(210201, 1, 1),
  'jellyfin/movary-playbackstop-movie.json': movie(593643),
  // The TMDb id on this episode is its series' (TMDb's series 229210 has the name the body gives).
  'jellyfin/moviepilot-playbackstart-episode.json': episode(229210, 1, 1),
  'jellyfin/multiscrobbler-playbackprogress-audio.json': null,
  // Plex's legacy agent: the series' TVDB id in the guid.
  'plex/icco-relay-media-resume-episode-legacy-tvdb.json': episode(210205, 1, 14),
  'plex/movary-media-scrobble-movie.json': movie(6978),
  'plex/moviepilot-media-scrobble-episode.json': episode(210203, 1, 1),
  'plex/plex-support-article-media-play-track.json': null,
  'plex/tacoded-media-pause-movie.json': movie(13466),
  'plex/tacoded-media-resume-episode.json': episode(210204, 3, 15),
  'emby/movary-playback-stop-movie.json': movie(584),
  // Only the episode's own TMDb id, which is not taken for the episode, and a series not in the library.
  'emby/moviepilot-playback-start-episode.json': null,
  'emby/moviepilot-playback-stop-movie.json': movie(569094),
  // The episode's own TVDB id and an upper-case `IMDB` key.
  'emby/traktsync-item-markplayed-episode.json': episode(210202, 2, 5),
  'emby/traktsync-item-markplayed-movie.json': movie(302946),
  'emby/traktsync-playback-pause-movie.json': movie(302946),
};

let harness: TmdbHarness;
let matcher: PlayMatcher;

beforeAll(async () => {
  harness = await startTmdbHarness();
  await addTitle(harness.api, 210201, 'tv');
  const { db, clock } = harness.api;
  matcher = createPlayMatcher({
    filmData: fakeFilmData(harness.fake, { db, clock }),
    library: createLibrarySeriesLookup(db),
  });
});

afterAll(() => harness.close());

describe('the real bodies of Jellyfin, Plex and Emby', () => {
  it('are every file there is', () => {
    const dir = join(realDataDir, 'media-servers');
    const files = ['jellyfin', 'plex', 'emby'].flatMap((kind) =>
      readdirSync(join(dir, kind)).map((file) => `${kind}/${file}`),
    );
    expect(files.sort()).toEqual(Object.keys(expected).sort());
  });

  it.each(Object.entries(expected))('%s is matched to what it was of', async (file, match) => {
    expect(await matcher.match(realPlay(file))).toEqual(match);
  });

  it("never asks TMDb about an episode's own TMDb id as an episode", () => {
    const asked = harness.fake.calls.map((call) => call.path);
    expect(asked.filter((path) => path.includes('4533239'))).toEqual(['/tv/4533239']);
    expect(asked.filter((path) => /\/(find|episode)\/(4533239|3087250|3366778)\b/.test(path))).toEqual([]);
  });
});

/** The bodies with an IMDb id, one per id (two of Emby's are of the same movie). */
const withImdbIds = Object.entries(expected).filter(
  ([file], index, all) =>
    realPlay(file).ids.imdb !== undefined &&
    all.findIndex(([other]) => realPlay(other).ids.imdb === realPlay(file).ids.imdb) === index,
);

describe('without their TMDb ids', () => {
  it.each(withImdbIds)('%s is matched by its IMDb id alone, through /find', async (file, match) => {
    const play = realPlay(file);
    harness.fake.resetCalls();
    expect(await matcher.match({ ...play, ids: { imdb: play.ids.imdb } })).toEqual(match);
    expect(harness.fake.calls.map((call) => [call.path, call.query.external_source])).toEqual([
      [`/find/${play.ids.imdb}`, 'imdb_id'],
    ]);
  });
});
