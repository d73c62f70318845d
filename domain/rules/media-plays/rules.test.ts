import { describe, expect, it } from 'vitest';
import { readEmbyBody } from './emby';
import { readJellyfinBody } from './jellyfin';
import { eventMessage, outcomeOf, settledOutcome } from './outcome';
import { idsFrom, playLabel, type Play, type ReadBody } from './play';
import { readPlexPayload } from './plex';

const now = new Date('2026-06-15T12:00:00.000Z');

function played(read: ReadBody): Play {
  if (!read.ok) throw new Error(read.message);
  return read.play;
}

const jellyfin = (fields: Record<string, unknown>) =>
  readJellyfinBody({ NotificationUsername: 'ann', ItemType: 'Movie', Name: 'Heat', ...fields }, now);
const emby = (fields: Record<string, unknown>) =>
  readEmbyBody({ User: { Name: 'ann' }, Item: { Type: 'Movie', Name: 'Heat' }, ...fields }, now);
const plex = (event: string, metadata: Record<string, unknown> = {}) =>
  readPlexPayload(
    { event, Account: { title: 'ann' }, Metadata: { type: 'movie', title: 'Heat', ...metadata } },
    now,
  );

describe('what counts as watched', () => {
  it('Jellyfin: PlaybackStop with PlayedToCompletion, else a stop', () => {
    expect(played(jellyfin({ NotificationType: 'PlaybackStop', PlayedToCompletion: true })).event).toBe(
      'finished',
    );
    expect(played(jellyfin({ NotificationType: 'PlaybackStop', PlayedToCompletion: false })).event).toBe(
      'stopped',
    );
    expect(played(jellyfin({ NotificationType: 'PlaybackStop' })).event).toBe('stopped');
  });

  it('Jellyfin: UserDataSaved with Played and SaveReason PlaybackFinished or TogglePlayed', () => {
    const saved = (SaveReason: string, Played: boolean) =>
      played(jellyfin({ NotificationType: 'UserDataSaved', SaveReason, Played })).event;
    expect(saved('PlaybackFinished', true)).toBe('finished');
    expect(saved('TogglePlayed', true)).toBe('finished');
    expect(saved('TogglePlayed', false)).toBe('unplayed');
    expect(saved('PlaybackProgress', true)).toBe('ignored');
    expect(saved('UpdateUserRating', false)).toBe('ignored');
  });

  it('Plex: media.scrobble finishes, media.stop stops, the rest is ignored', () => {
    expect(played(plex('media.scrobble')).event).toBe('finished');
    expect(played(plex('media.stop')).event).toBe('stopped');
    expect(played(plex('media.rate'))).toMatchObject({
      event: 'ignored',
      why: 'media.rate is not a finished or stopped play',
    });
  });

  it('Emby: playback.stop with PlaybackInfo.PlayedToCompletion, item.markplayed, item.markunplayed, the test', () => {
    expect(played(emby({ Event: 'playback.stop', PlaybackInfo: { PlayedToCompletion: true } })).event).toBe(
      'finished',
    );
    expect(played(emby({ Event: 'playback.stop', PlaybackInfo: {} })).event).toBe('stopped');
    expect(played(emby({ Event: 'item.markplayed' })).event).toBe('finished');
    expect(played(emby({ Event: 'item.markunplayed' })).event).toBe('unplayed');
    expect(played(readEmbyBody({ Event: 'system.notificationtest' }, now))).toMatchObject({
      event: 'test',
      user: null,
    });
  });

  it('ignores a finish of what is not a movie or an episode: music, a trailer', () => {
    expect(
      played(jellyfin({ NotificationType: 'PlaybackStop', PlayedToCompletion: true, ItemType: 'Audio' })),
    ).toMatchObject({ event: 'ignored', why: 'Audio is not a movie or an episode', mediaType: null });
    expect(played(emby({ Event: 'item.markplayed', Item: { Type: 'Trailer', Name: 'Heat' } })).why).toBe(
      'Trailer is not a movie or an episode',
    );
    expect(played(plex('media.scrobble', { type: 'photo' })).event).toBe('ignored');
  });
});

describe('reading a body', () => {
  it('refuses what its server does not send: no event, a finish without a user or an item', () => {
    expect(readJellyfinBody({ Name: 'Heat' }, now)).toMatchObject({ ok: false });
    expect(readJellyfinBody([1, 2], now)).toMatchObject({ ok: false });
    expect(readPlexPayload({ event: 'media.scrobble' }, now)).toMatchObject({ ok: false });
    expect(readEmbyBody({ Event: 'item.markplayed' }, now)).toMatchObject({ ok: false });
    expect(jellyfin({ NotificationType: 'PlaybackStop', NotificationUsername: null })).toMatchObject({
      ok: false,
      message: 'The jellyfin event has no user name',
    });
  });

  it('takes the body’s timestamp, else now', () => {
    expect(played(emby({ Event: 'item.markplayed', Date: '2025-06-06T19:18:12Z' })).at).toBe(
      '2025-06-06T19:18:12.000Z',
    );
    expect(played(emby({ Event: 'item.markplayed', Date: 'yesterday' })).at).toBe(now.toISOString());
  });

  it('reads a legacy Plex agent’s series id from the guid', () => {
    const guid = 'com.plexapp.agents.thetvdb://301376/1/14?lang=en';
    expect(played(plex('media.scrobble', { type: 'episode', guid }))).toMatchObject({
      event: 'finished',
      plexLegacySeries: '301376',
    });
    expect(played(plex('media.scrobble', { guid: 'plex://movie/5d77' }))).not.toHaveProperty(
      'plexLegacySeries',
    );
  });

  it('takes ids whatever the case of their names, and only TMDb, IMDb and TVDB', () => {
    expect(
      idsFrom([
        ['IMDB', 'tt1'],
        ['Tmdb', 2],
        ['tvdb', ' 3 '],
        ['Official Website', 'x'],
        ['anidb', '4'],
      ]),
    ).toEqual({
      imdb: 'tt1',
      tmdb: '2',
      tvdb: '3',
    });
  });
});

describe('what becomes of an event', () => {
  const finish = played(emby({ Event: 'item.markplayed' }));

  it('waits for who until the user is mapped; an ignored user’s play is ignored; a mapped one is received', () => {
    expect(outcomeOf(finish, undefined)).toBe('Waiting for who');
    expect(outcomeOf(finish, { viewer: null, asked: false })).toBe('Waiting for who');
    expect(outcomeOf(finish, { viewer: null, asked: true })).toBe('Ignored: ann is set to Ignore');
    expect(outcomeOf(finish, { viewer: 'both', asked: true })).toBe('Received');
  });

  it('says why an event was ignored, and that a test arrived, whoever the user', () => {
    const pause = played(emby({ Event: 'playback.pause' }));
    expect(outcomeOf(pause, { viewer: 'person1', asked: true })).toBe(
      'Ignored: playback.pause is not a finished or stopped play',
    );
    expect(outcomeOf(played(readEmbyBody({ Event: 'system.notificationtest' }, now)), undefined)).toBe(
      'Test received',
    );
    expect(eventMessage(pause)).toBe('playback.pause is not a finished or stopped play');
    expect(eventMessage(finish)).toBe('Finished');
  });

  it('settles waiting plays when the user is mapped or ignored', () => {
    expect(settledOutcome('ann', 'person2')).toBe('Received');
    expect(settledOutcome('ann', null)).toBe('Ignored: ann is set to Ignore');
  });

  it('labels an episode by its series, season and episode', () => {
    const episode = played(
      emby({
        Event: 'item.markplayed',
        Item: { Type: 'Episode', Name: 'Pilot', SeriesName: 'Lost', ParentIndexNumber: 1, IndexNumber: 2 },
      }),
    );
    expect(playLabel(episode)).toBe('Lost S1E2');
    expect(playLabel(finish)).toBe('Heat');
  });
});
