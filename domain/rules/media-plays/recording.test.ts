import { describe, expect, it } from 'vitest';
import { ALREADY_RECORDED, ignoredOutcome, recordedOutcome, TOGETHER } from './outcome';
import { bookmarkTarget, placeFinish, type Finish } from './recording';

const start = Date.parse('2026-11-20T20:00:00.000Z');
const minutes = (count: number) => new Date(start + count * 60_000).toISOString();

const finish = (user: string, viewer: Finish['viewer'], atMinutes: number): Finish => ({
  user,
  viewer,
  at: minutes(atMinutes),
});
const alex = (atMinutes: number) => finish('jellyfin:alex', 'person1', atMinutes);
const sam = (atMinutes: number) => finish('plex:sam', 'person2', atMinutes);

describe('the Together window', () => {
  it("person 1's and person 2's finishes within 4 hours are one viewing by both", () => {
    const first = alex(0);
    expect(placeFinish(sam(90), [first])).toEqual({ kind: 'join', with: first });
  });

  it('counts the edges: exactly 4 hours apart joins, a minute more does not', () => {
    expect(placeFinish(sam(240), [alex(0)]).kind).toBe('join');
    expect(placeFinish(sam(241), [alex(0)]).kind).toBe('new');
    expect(placeFinish(sam(-240), [alex(0)]).kind).toBe('join');
  });

  it('a finish after a one-person viewing turns it into both, whichever person came first', () => {
    const first = sam(0);
    expect(placeFinish(alex(200), [first])).toEqual({ kind: 'join', with: first });
  });

  it("a shared user's finish joins either person's viewing", () => {
    const first = alex(0);
    expect(placeFinish(finish('emby:couch', 'both', 60), [first])).toEqual({ kind: 'join', with: first });
  });

  it('joins the nearest of the other person’s finishes', () => {
    const early = alex(0);
    const later = alex(180);
    expect(placeFinish(sam(200), [early, later])).toEqual({ kind: 'join', with: later });
  });

  it('a third finish within the window of a Together viewing is already recorded', () => {
    expect(placeFinish(alex(200), [alex(0), sam(60)]).kind).toBe('repeat');
    expect(placeFinish(sam(200), [finish('emby:couch', 'both', 0)]).kind).toBe('repeat');
  });

  it('the same person finishing again past the repeat window is a viewing of its own', () => {
    expect(placeFinish(alex(120), [alex(0)]).kind).toBe('new');
  });
});

describe('the repeat rule', () => {
  it('the same user within 30 minutes: a retry, a stop and a markplayed, a second scrobble', () => {
    expect(placeFinish(alex(0), [alex(0)]).kind).toBe('repeat');
    expect(placeFinish(alex(30), [alex(0)]).kind).toBe('repeat');
    expect(placeFinish(alex(31), [alex(0)]).kind).toBe('new');
  });

  it('the same viewer through another server within 30 minutes', () => {
    expect(placeFinish(finish('emby:alex', 'person1', 10), [alex(0)]).kind).toBe('repeat');
  });

  it('the same user even when their mapping changed since', () => {
    expect(placeFinish(finish('jellyfin:alex', 'person2', 5), [alex(0)]).kind).toBe('repeat');
  });

  it('nothing recorded before: a new viewing', () => {
    expect(placeFinish(alex(0), []).kind).toBe('new');
  });
});

describe('the bookmark a play moves', () => {
  const season = { status: 'watching' as const, episodeCount: 8, episodeBookmark: 3 };

  it('forward only', () => {
    expect(bookmarkTarget(season, 5, false)).toBe(5);
    expect(bookmarkTarget(season, 3, false)).toBeNull();
    expect(bookmarkTarget(season, 2, false)).toBeNull();
    expect(bookmarkTarget({ ...season, status: 'watched', episodeBookmark: null }, 4, false)).toBeNull();
  });

  it('a finished last episode finishes the season; a stopped one stops one short', () => {
    expect(bookmarkTarget(season, 8, false)).toBe(8);
    expect(bookmarkTarget(season, 8, true)).toBe(7);
    expect(bookmarkTarget(season, 5, true)).toBe(5);
  });

  it('an episode past the season’s length moves nothing; an unknown length takes any', () => {
    expect(bookmarkTarget(season, 9, false)).toBeNull();
    expect(bookmarkTarget({ ...season, episodeCount: null }, 12, false)).toBe(12);
  });
});

describe('the outcome texts', () => {
  const names = { person1: 'Alex', person2: 'Sam' };

  it('names the household', () => {
    expect(recordedOutcome('Heat', 'person1', names)).toBe('Recorded: Heat for Alex');
    expect(recordedOutcome('Harbor Lights S1E3', 'person2', names)).toBe(
      'Recorded: Harbor Lights S1E3 for Sam',
    );
    expect(recordedOutcome('Heat', 'both', names)).toBe('Together');
    expect(TOGETHER).toBe('Together');
  });

  it('says what was not recorded', () => {
    expect(ALREADY_RECORDED).toBe('Already recorded');
    expect(ignoredOutcome('not in our library')).toBe('Ignored: not in our library');
  });
});
