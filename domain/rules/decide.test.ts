import { describe, expect, it } from 'vitest';
import type { DecideCard } from '../schemas/decide';
import type { Recommendation } from '../schemas/recommendations';
import {
  buildDeck,
  cardOf,
  DECIDE_IDLE_MS,
  DECK_SIZE,
  entryKey,
  isIdle,
  isNewMatch,
  oneYesOf,
  ourServiceNames,
  progressOf,
  shuffleLightly,
  type DeckEntry,
  type DeckLibraryTitle,
  type StoredVote,
} from './decide';
import { anyEvening } from './evening-constraints';

const STREAMCO = 9001;

function title(id: number, extra: Partial<DeckLibraryTitle> = {}): DeckLibraryTitle {
  return {
    id,
    tmdbId: 1000 + id,
    mediaType: 'movie',
    title: `Title ${id}`,
    year: 2020,
    posterPath: null,
    runtime: 100,
    genres: ['Drama'],
    tmdbRating: null,
    tmdbVoteCount: null,
    imdbRating: null,
    imdbVotes: null,
    rottenTomatoesRating: null,
    metacriticRating: null,
    availability: null,
    seasons: null,
    ...extra,
  };
}

function idea(tmdbId: number, extra: Partial<Recommendation> = {}): Recommendation {
  return {
    tmdbId,
    mediaType: 'movie',
    title: `Idea ${tmdbId}`,
    year: 2021,
    posterPath: null,
    genres: ['Drama'],
    voteAverage: 7,
    reasons: [],
    onOurServices: false,
    ...extra,
  };
}

/** No shuffle at all: each window keeps its order. */
const inOrder = () => 0.999;
const keysOf = (entries: readonly DeckEntry[]) => entries.map(entryKey);
type DealInput = Partial<Omit<Parameters<typeof buildDeck>[0], 'ideas'>> & {
  ideas?: readonly Recommendation[];
};
const deal = ({ ideas = [], ...input }: DealInput) =>
  keysOf(
    buildDeck({
      titles: [],
      ideas: () => ideas,
      constraints: anyEvening,
      services: [STREAMCO],
      random: inOrder,
      ...input,
    }),
  );

describe('the deck', () => {
  it('holds our titles that fit the evening, then the ideas that fit', () => {
    const titles = [
      title(1, { runtime: 80 }),
      title(2, { runtime: 130 }),
      title(3, { mediaType: 'tv', runtime: 40, seasons: 2 }),
      title(4, { runtime: 85, genres: ['Comedy'] }),
      title(5, { runtime: 70, availability: { streams: [STREAMCO], now: [], left: [] } }),
    ];
    const ideas = [
      idea(1, { onOurServices: true }),
      idea(2, { mediaType: 'tv', genres: ['Drama'] }),
      idea(3, { genres: ['Comedy'] }),
    ];
    expect(deal({ titles, ideas, constraints: { ...anyEvening, time: 'under-90' } })).toEqual([
      'movie:1001',
      'tv:1003',
      'movie:1004',
      'movie:1005',
      'tv:2',
    ]);
    expect(deal({ titles, ideas, constraints: { ...anyEvening, kind: 'movie', genre: 'Comedy' } })).toEqual([
      'movie:1004',
      'movie:3',
    ]);
    expect(deal({ titles, ideas, constraints: { ...anyEvening, onServices: true } })).toEqual([
      'movie:1005',
      'movie:1',
    ]);
    expect(deal({ titles, ideas, constraints: { ...anyEvening, time: 'episode' } })).toEqual([
      'tv:1003',
      'tv:2',
    ]);
  });

  it('holds an idea of unknown length to the random pick’s 100 minutes for a movie', () => {
    expect(deal({ ideas: [idea(1)], constraints: { ...anyEvening, time: 'under-120' } })).toEqual([
      'movie:1',
    ]);
    expect(deal({ ideas: [idea(1)], constraints: { ...anyEvening, time: 'under-90' } })).toEqual([]);
  });

  it('puts our titles best first by Family Score, unscored last in the pick’s order, then ideas as given', () => {
    const titles = [
      title(1),
      title(2, { tmdbRating: 6, tmdbVoteCount: 1000 }),
      title(3, { imdbRating: 9, imdbVotes: 5000 }),
      title(4),
    ];
    expect(deal({ titles, ideas: [idea(20), idea(10)] })).toEqual([
      'movie:1003',
      'movie:1002',
      'movie:1001',
      'movie:1004',
      'movie:20',
      'movie:10',
    ]);
  });

  it('stops at 30 cards, our titles first, and never holds a title twice', () => {
    const many = Array.from({ length: 40 }, (_, index) => title(index + 1));
    expect(deal({ titles: many, ideas: [idea(1)] })).toHaveLength(DECK_SIZE);
    expect(deal({ titles: many, ideas: [idea(1)] })).not.toContain('movie:1');
    const few = [title(1)];
    expect(deal({ titles: few, ideas: [idea(1001), idea(7), idea(7)] })).toEqual(['movie:1001', 'movie:7']);
  });

  it('ranks no ideas when our own titles fill the deck', () => {
    const many = Array.from({ length: DECK_SIZE }, (_, index) => title(index + 1));
    let asked = 0;
    const ideas = () => {
      asked += 1;
      return [idea(1)];
    };
    buildDeck({ titles: many, ideas, constraints: anyEvening, services: [STREAMCO], random: inOrder });
    expect(asked).toBe(0);
    buildDeck({
      titles: many.slice(1),
      ideas,
      constraints: anyEvening,
      services: [STREAMCO],
      random: inOrder,
    });
    expect(asked).toBe(1);
  });

  it('is shuffled only within windows of three, so two evenings differ', () => {
    const titles = Array.from({ length: 12 }, (_, index) =>
      title(index + 1, { tmdbRating: 9 - index * 0.5 }),
    );
    const ordered = deal({ titles });
    let seed = 7;
    const random = () => {
      seed = (seed * 16807) % 2147483647;
      return seed / 2147483647;
    };
    const shuffled = deal({ titles, random });
    expect(shuffled).not.toEqual(ordered);
    expect(new Set(shuffled)).toEqual(new Set(ordered));
    shuffled.forEach((key, position) => {
      expect(Math.floor(ordered.indexOf(key) / 3), key).toBe(Math.floor(position / 3));
    });
  });

  it('never shuffles an idea before one of our titles', () => {
    const titles = [title(1), title(2), title(3), title(4)];
    const dealt = deal({ titles, ideas: [idea(5), idea(6)], random: () => 0 });
    expect(dealt.slice(0, 4).sort()).toEqual(['movie:1001', 'movie:1002', 'movie:1003', 'movie:1004']);
    expect(dealt.slice(4).sort()).toEqual(['movie:5', 'movie:6']);
  });

  it('shuffles each window completely: the first may become the last of its window', () => {
    expect(shuffleLightly([1, 2, 3, 4], () => 0)).toEqual([2, 3, 1, 4]);
  });
});

describe('a card', () => {
  it('of ours carries its item, seasons, Family Score and the services it streams on', () => {
    const series = title(3, { mediaType: 'tv', runtime: 45, seasons: 4, tmdbRating: 8, tmdbVoteCount: 99 });
    expect(cardOf({ kind: 'title', title: series }, ['StreamCo'])).toEqual({
      key: 'tv:1003',
      tmdbId: 1003,
      mediaType: 'tv',
      title: 'Title 3',
      year: 2020,
      posterPath: null,
      inLibrary: true,
      itemId: 3,
      runtime: 45,
      seasons: 4,
      genres: ['Drama'],
      familyScore: 80,
      services: ['StreamCo'],
    });
  });

  it('of an idea is not in the library and scores by its vote average', () => {
    expect(cardOf({ kind: 'idea', idea: idea(5, { voteAverage: 7.25 }) }, [])).toMatchObject({
      key: 'movie:5',
      inLibrary: false,
      itemId: null,
      runtime: null,
      familyScore: 73,
    });
    expect(cardOf({ kind: 'idea', idea: idea(5, { voteAverage: null }) }, []).familyScore).toBeNull();
  });

  it('names our services it streams on, each once, the most prominent first', () => {
    const provider = (id: number, name: string, displayPriority: number) => ({
      id,
      name,
      logoPath: null,
      displayPriority,
    });
    const offers = {
      stream: [provider(2, 'Nimbus+', 5)],
      free: [],
      ads: [provider(1, 'StreamCo', 1), provider(2, 'Nimbus+', 5)],
      rent: [provider(3, 'RentIt', 0)],
      buy: [],
    };
    expect(ourServiceNames(offers, [2, 1, 3])).toEqual(['StreamCo', 'Nimbus+']);
    expect(ourServiceNames(offers, [3])).toEqual([]);
    expect(ourServiceNames(null, [1])).toEqual([]);
  });
});

describe('the match rule', () => {
  const yes = (viewer: StoredVote['viewer'], key = 'movie:1'): StoredVote => ({ viewer, key, vote: 'yes' });
  const no = (viewer: StoredVote['viewer'], key = 'movie:1'): StoredVote => ({ viewer, key, vote: 'no' });

  it('matches the first card both of us said yes to', () => {
    expect(isNewMatch([], [], yes('person1'))).toBe(false);
    expect(isNewMatch([yes('person1')], [], yes('person2'))).toBe(true);
    expect(isNewMatch([yes('person2')], [], yes('person1'))).toBe(true);
  });

  it('does not match a no after the other’s yes, nor a yes to another card', () => {
    expect(isNewMatch([yes('person1')], [], no('person2'))).toBe(false);
    expect(isNewMatch([no('person1')], [], yes('person2'))).toBe(false);
    expect(isNewMatch([yes('person1', 'movie:2')], [], yes('person2'))).toBe(false);
    expect(isNewMatch([yes('person1')], [], yes('person1'))).toBe(false);
  });

  it('matches each further mutual yes, but never announces a card twice', () => {
    expect(isNewMatch([yes('person1', 'movie:2')], ['movie:1'], yes('person2', 'movie:2'))).toBe(true);
    expect(isNewMatch([yes('person1'), yes('person2')], ['movie:1'], yes('person2'))).toBe(false);
  });

  it('counts each of us’s answers, never their way', () => {
    expect(progressOf([yes('person1'), no('person1', 'movie:2'), no('person2')])).toEqual({
      person1: 2,
      person2: 1,
    });
  });
});

describe('the one-yes list', () => {
  const card = (key: string) => ({ key }) as DecideCard;
  const deck = [card('a'), card('b'), card('c')];
  const vote = (viewer: StoredVote['viewer'], key: string, way: 'yes' | 'no'): StoredVote => ({
    viewer,
    key,
    vote: way,
  });
  const allNo = (viewer: StoredVote['viewer']) => deck.map((each) => vote(viewer, each.key, 'no'));

  it('lists the cards one of us said yes to, in deck order, once both answered the whole deck', () => {
    const votes = [
      vote('person1', 'c', 'yes'),
      vote('person1', 'a', 'yes'),
      vote('person1', 'b', 'no'),
      ...allNo('person2'),
    ];
    expect(oneYesOf(deck, votes, []).map((each) => each.key)).toEqual(['a', 'c']);
  });

  it('is empty while one of us has cards left, or once there was a match', () => {
    const partway = [vote('person1', 'a', 'yes'), ...allNo('person2')];
    expect(oneYesOf(deck, partway, [])).toEqual([]);
    const matched = [vote('person1', 'a', 'yes'), ...allNo('person1').slice(1), vote('person2', 'a', 'yes')];
    expect(oneYesOf(deck, [...matched, ...allNo('person2').slice(1)], ['a'])).toEqual([]);
  });
});

describe('idle expiry', () => {
  it('closes a session two hours after its last vote or join', () => {
    const last = '2026-06-15T20:00:00.000Z';
    expect(isIdle(last, new Date(Date.parse(last) + DECIDE_IDLE_MS - 1))).toBe(false);
    expect(isIdle(last, new Date(Date.parse(last) + DECIDE_IDLE_MS))).toBe(true);
  });
});
