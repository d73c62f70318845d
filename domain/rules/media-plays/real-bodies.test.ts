import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readEmbyBody } from './emby';
import { readJellyfinBody } from './jellyfin';
import type { Play } from './play';
import { readPlexPayload } from './plex';

// The 17 bodies Jellyfin, Plex and Emby really sent (test-fixtures/real-data/media-servers/SOURCES.md).
const dir = join(import.meta.dirname, '..', '..', '..', 'test-fixtures', 'real-data', 'media-servers');
const now = new Date('2026-06-15T12:00:00.000Z');
const readers = { jellyfin: readJellyfinBody, plex: readPlexPayload, emby: readEmbyBody };

function playOf(file: string): Play {
  const kind = file.split('/', 1)[0] as keyof typeof readers;
  const read = readers[kind](JSON.parse(readFileSync(join(dir, file), 'utf8')), now);
  if (!read.ok) throw new Error(`${file}: ${read.message}`);
  return read.play;
}

const notAPlay = (event: string) => `${event} is not a finished or stopped play`;

const expected: [file: string, play: Partial<Play>][] = [
  [
    'jellyfin/movary-playbackstop-movie.json',
    // PlayedToCompletion is true although the position is 7 of 107 minutes: the flag decides.
    {
      event: 'finished',
      user: 'jellyfin',
      mediaType: 'movie',
      title: 'The Menu',
      year: 2022,
      ids: { tmdb: '593643', imdb: 'tt9764362' },
      at: '2023-01-04T06:36:12.853Z',
    },
  ],
  [
    'jellyfin/jellyfinanilistsync-playbackstop-episode.json',
    {
      event: 'stopped',
      user: 'Rain',
      mediaType: 'episode',
      title: 'Undertaker',
      seriesName: '86 Eighty-Six',
      seasonNumber: 1,
      episodeNumber: 1,
      ids: {},
    },
  ],
  [
    'jellyfin/jellyfinanilistsync-userdatasaved-toggleplayed-episode.json',
    { event: 'unplayed', user: 'Rain' },
  ],
  [
    'jellyfin/moviepilot-playbackstart-episode.json',
    { event: 'ignored', why: notAPlay('PlaybackStart'), ids: { tmdb: '229210' } },
  ],
  [
    'jellyfin/multiscrobbler-playbackprogress-audio.json',
    { event: 'ignored', why: notAPlay('PlaybackProgress'), mediaType: null },
  ],
  [
    'emby/movary-playback-stop-movie.json',
    {
      event: 'stopped',
      user: 'test',
      mediaType: 'movie',
      title: '2 Fast 2 Furious',
      year: 2003,
      ids: { tmdb: '584', imdb: 'tt0322259', tvdb: '20800' },
      at: '2023-05-07T15:29:57.513Z',
    },
  ],
  [
    'emby/moviepilot-playback-stop-movie.json',
    { event: 'stopped', user: 'admin', ids: { tmdb: '569094', imdb: 'tt9362722' } },
  ],
  ['emby/moviepilot-playback-start-episode.json', { event: 'ignored', why: notAPlay('playback.start') }],
  [
    'emby/traktsync-item-markplayed-movie.json',
    {
      event: 'finished',
      user: 'luizfelipe',
      title: 'The Accountant',
      ids: { tmdb: '302946', imdb: 'tt2140479', tvdb: '940' },
    },
  ],
  [
    'emby/traktsync-item-markplayed-episode.json',
    {
      event: 'finished',
      mediaType: 'episode',
      seriesName: 'The Walking Dead: Dead City',
      seasonNumber: 2,
      episodeNumber: 5,
      // The upper-case IMDB key, and the episode's own ids.
      ids: { tvdb: '10803213', imdb: 'tt33480030' },
    },
  ],
  ['emby/traktsync-playback-pause-movie.json', { event: 'ignored', why: notAPlay('playback.pause') }],
  [
    'plex/movary-media-scrobble-movie.json',
    {
      event: 'finished',
      user: 'title',
      mediaType: 'movie',
      title: 'Big Trouble in Little China',
      year: 1986,
      ids: { imdb: 'tt0090728', tmdb: '6978', tvdb: '1876' },
      at: now.toISOString(),
    },
  ],
  [
    'plex/moviepilot-media-scrobble-episode.json',
    {
      event: 'finished',
      user: '播放',
      mediaType: 'episode',
      seriesName: '范马刃牙',
      seasonNumber: 1,
      episodeNumber: 1,
      ids: { imdb: 'tt14765720', tmdb: '3087250', tvdb: '8530933' },
    },
  ],
  ['plex/tacoded-media-resume-episode.json', { event: 'ignored', why: notAPlay('media.resume') }],
  ['plex/tacoded-media-pause-movie.json', { event: 'ignored', why: notAPlay('media.pause') }],
  [
    'plex/icco-relay-media-resume-episode-legacy-tvdb.json',
    { event: 'ignored', seriesName: 'Be Cool, Scooby-Doo!', episodeNumber: 14, plexLegacySeries: '301376' },
  ],
  [
    'plex/plex-support-article-media-play-track.json',
    { event: 'ignored', why: notAPlay('media.play'), mediaType: null },
  ],
];

describe('the real webhook bodies, read', () => {
  it.each(expected)('%s', (file, play) => {
    expect(playOf(file)).toMatchObject(play);
  });
});
