import { describe, expect, it } from 'vitest';
import {
  bookmarkAfterStatus,
  bookmarkLabel,
  bookmarkStep,
  episodeReached,
  seasonEpisodeShort,
} from './episode-bookmark';

describe('stepping the episode bookmark', () => {
  it('starts a season to watch, and keeps one being watched or rewatched as it is', () => {
    expect(bookmarkStep({ status: 'to_watch', episodeCount: 10 }, 1)).toEqual({
      ok: true,
      status: 'watching',
      episodeBookmark: 1,
    });
    expect(bookmarkStep({ status: 'watching', episodeCount: 10 }, 5)).toEqual({
      ok: true,
      status: 'watching',
      episodeBookmark: 5,
    });
    expect(bookmarkStep({ status: 'rewatch', episodeCount: 10 }, 3)).toEqual({
      ok: true,
      status: 'rewatch',
      episodeBookmark: 3,
    });
  });

  it('finishes the season on its last episode, and clears the bookmark', () => {
    expect(bookmarkStep({ status: 'watching', episodeCount: 10 }, 10)).toEqual({
      ok: true,
      status: 'watched',
      episodeBookmark: null,
    });
    expect(bookmarkStep({ status: 'rewatch', episodeCount: 1 }, 1)).toMatchObject({ status: 'watched' });
  });

  it('makes a finished season stepped back watching', () => {
    expect(bookmarkStep({ status: 'watched', episodeCount: 10 }, 9)).toEqual({
      ok: true,
      status: 'watching',
      episodeBookmark: 9,
    });
  });

  it('takes 0 as none, without starting a season to watch', () => {
    expect(bookmarkStep({ status: 'to_watch', episodeCount: 10 }, 0)).toEqual({
      ok: true,
      status: 'to_watch',
      episodeBookmark: null,
    });
    expect(bookmarkStep({ status: 'watching', episodeCount: 10 }, 0)).toMatchObject({
      status: 'watching',
      episodeBookmark: null,
    });
  });

  it('refuses an episode past the season, and never finishes a season of unknown length', () => {
    expect(bookmarkStep({ status: 'watching', episodeCount: 10 }, 11)).toEqual({
      ok: false,
      message: 'episode must be at most 10: the season has 10 episodes',
    });
    expect(bookmarkStep({ status: 'watching', episodeCount: null }, 40)).toMatchObject({
      status: 'watching',
      episodeBookmark: 40,
    });
    expect(bookmarkStep({ status: 'watching', episodeCount: 0 }, 3)).toMatchObject({ status: 'watching' });
  });
});

describe('the bookmark through a status change', () => {
  it('is kept into watching and while the status stays, and cleared otherwise', () => {
    expect(bookmarkAfterStatus('rewatch', 'watching', 4)).toBe(4);
    expect(bookmarkAfterStatus('watching', 'watching', 4)).toBe(4);
    expect(bookmarkAfterStatus('watching', 'watched', 4)).toBeNull();
    expect(bookmarkAfterStatus('watching', 'to_watch', 4)).toBeNull();
    expect(bookmarkAfterStatus('watched', 'rewatch', null)).toBeNull();
  });
});

describe('what the season card and the series card say', () => {
  it('reads the bookmark as the stepper shows it', () => {
    expect(bookmarkLabel({ status: 'watching', episodeCount: 10, episodeBookmark: 5 })).toBe(
      'Episode 5 of 10',
    );
    expect(bookmarkLabel({ status: 'watching', episodeCount: null, episodeBookmark: 5 })).toBe('Episode 5');
    expect(bookmarkLabel({ status: 'to_watch', episodeCount: 10, episodeBookmark: null })).toBe(
      'Not started · 10 episodes',
    );
    expect(bookmarkLabel({ status: 'to_watch', episodeCount: null, episodeBookmark: null })).toBe(
      'Not started',
    );
    expect(bookmarkLabel({ status: 'watched', episodeCount: 1, episodeBookmark: null })).toBe(
      'All 1 episode',
    );
    expect(episodeReached({ status: 'watched', episodeCount: 8, episodeBookmark: null })).toBe(8);
    expect(episodeReached({ status: 'watched', episodeCount: null, episodeBookmark: null })).toBe(0);
  });

  it("sums the current season up as 'S2 · E5/10'", () => {
    expect(seasonEpisodeShort({ seasonNumber: 2, episodeBookmark: 5, episodeCount: 10 })).toBe('S2 · E5/10');
    expect(seasonEpisodeShort({ seasonNumber: 2, episodeBookmark: 5, episodeCount: null })).toBe('S2 · E5');
    expect(seasonEpisodeShort({ seasonNumber: 3, episodeBookmark: null, episodeCount: 8 })).toBe('S3 next');
  });
});
