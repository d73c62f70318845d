import type { Reaction } from '../schemas/library';
import type { Statistics, Surprise } from '../schemas/statistics';
import { RECAP_TOP_GENRES, RECAP_TOP_PEOPLE, RECAP_TOP_POSTERS } from './constants';
import { universalScore } from './rating-derivations';
import { byTitle, compareText, laterFirst, refOf, titleReaction, type TitleView } from './statistics-titles';

type Highlights = Statistics['highlights'];

/** A liked title is a surprise when the critics' score is below this (0-10). */
export const SURPRISE_BELOW = 6;
/** A disliked title is a hot take when the critics' score is at least this (0-10). */
export const HOT_TAKE_FROM = 7;

const percent = (part: number, whole: number) => (whole > 0 ? Math.round((100 * part) / whole) : 0);
const oneDecimal = (value: number) => Math.round(value * 10) / 10;

interface Tally {
  name: string;
  count: number;
  liked: number;
}

/** Counts one more title, liked or not, for a name (a genre, or a person in one role). */
function tallyInto(tallies: Map<string, Tally>, name: string, liked: boolean) {
  const tally = tallies.get(name) ?? { name, count: 0, liked: 0 };
  tally.count += 1;
  if (liked) tally.liked += 1;
  tallies.set(name, tally);
}

/** Most titles first; then the better liked; then by name. */
function ranked<T extends Tally>(tallies: Iterable<T>, limit: number) {
  return [...tallies]
    .map((tally) => ({ ...tally, affinity: percent(tally.liked, tally.count) }))
    .sort((a, b) => b.count - a.count || b.affinity - a.affinity || compareText(a.name, b.name))
    .slice(0, limit);
}

/**
 * The first `count` entries in the order of `compare`, which must be a full order (two entries never compare equal,
 * as when ties are broken by id): the same as sorting them all and keeping the first, without sorting them all.
 */
function firstOf<T>(entries: Iterable<T>, compare: (a: T, b: T) => number, count: number): T[] {
  const first: T[] = [];
  for (const entry of entries) {
    const last = first[first.length - 1];
    if (first.length === count && last !== undefined && compare(entry, last) > 0) continue;
    let index = first.length;
    for (
      let before = first[index - 1];
      before !== undefined && compare(entry, before) < 0;
      before = first[index - 1]
    ) {
      index -= 1;
    }
    first.splice(index, 0, entry);
    if (first.length > count) first.pop();
  }
  return first;
}

const finished = (views: readonly TitleView[]) => views.filter((view) => view.tally.finishes > 0);

/**
 * Top genres: per genre, the titles finished in the timeframe (each title once, whatever its number of viewings)
 * and `affinity`, the percent of them liked (thumbs up). Top 5 by count, then affinity, then name.
 */
export function topGenres(views: readonly TitleView[]): Highlights['topGenres'] {
  const tallies = new Map<string, Tally>();
  for (const view of finished(views)) {
    const liked = titleReaction(view) === 'up';
    for (const genre of new Set(view.title.genres)) tallyInto(tallies, genre, liked);
  }
  return ranked(tallies.values(), RECAP_TOP_GENRES).map(({ name, count, affinity }) => ({
    name,
    count,
    affinity,
  }));
}

/** A movie's director field holds one name or several, comma-separated. */
const directorsOf = (director: string | null) => (director === null ? [] : director.split(','));

type Role = 'Director' | 'Actor';

/**
 * Top people: the directors of the movies and the main cast of every title finished in the timeframe, counted and
 * liked like genres. A person who both directed and acted appears once per role. Series creators are not counted:
 * the roles are Director and Actor.
 */
export function topPeople(views: readonly TitleView[]): Highlights['topPeople'] {
  const tallies: Record<Role, Map<string, Tally>> = { Director: new Map(), Actor: new Map() };
  const seen = new Set<string>();
  const count = (role: Role, names: readonly string[], liked: boolean) => {
    seen.clear();
    for (const each of names) {
      const name = each.trim();
      if (name === '' || seen.has(name)) continue;
      seen.add(name);
      tallyInto(tallies[role], name, liked);
    }
  };
  for (const view of finished(views)) {
    const liked = titleReaction(view) === 'up';
    count('Director', directorsOf(view.title.director), liked);
    count('Actor', view.title.mainStars, liked);
  }
  const people = (['Director', 'Actor'] as const).flatMap((role) =>
    [...tallies[role].values()].map((tally) => ({ ...tally, role })),
  );
  return ranked(people, RECAP_TOP_PEOPLE).map(({ name, role, count, affinity }) => ({
    name,
    role,
    count,
    affinity,
  }));
}

/** Most Loved: up to 10 titles liked in the timeframe, the most recently watched first. */
export function topPosters(views: readonly TitleView[]): Highlights['topPosters'] {
  return firstOf(
    views.filter((view) => titleReaction(view) === 'up'),
    (a, b) => laterFirst(a.tally.lastWatched, b.tally.lastWatched) || byTitle(a.title, b.title),
    RECAP_TOP_POSTERS,
  ).map(({ title }) => ({ ...refOf(title), userRating: 'up' as const }));
}

interface Scored {
  view: TitleView;
  reaction: Reaction;
  critics: number;
}

/** The titles liked or disliked in the timeframe that the critics scored. */
function scored(views: readonly TitleView[]): Scored[] {
  const result: Scored[] = [];
  for (const view of views) {
    const reaction = titleReaction(view);
    if (reaction !== 'up' && reaction !== 'down') continue;
    const critics = universalScore(view.title);
    if (critics !== null) result.push({ view, reaction, critics });
  }
  return result;
}

const surprise = ({ view, reaction, critics }: Scored): Surprise => ({
  ...refOf(view.title),
  userRating: reaction,
  globalRating: oneDecimal(critics),
});

const recentFirst = (a: Scored, b: Scored) =>
  laterFirst(a.view.tally.lastWatched, b.view.tally.lastWatched) || byTitle(a.view.title, b.view.title);

/**
 * Biggest Surprise: of the titles liked in the timeframe, the one the critics scored lowest (the mean of the
 * external ratings, 0-10, as on the details modal), if below 6. Hot Take: of the disliked ones, the one the critics
 * scored highest, if 7 or more. Equal scores: the most recently watched. Null when no title qualifies.
 */
export function surprises(views: readonly TitleView[]): Pick<Highlights, 'biggestSurprise' | 'hotTake'> {
  const all = scored(views);
  const liked = firstOf(
    all.filter(({ reaction, critics }) => reaction === 'up' && critics < SURPRISE_BELOW),
    (a, b) => a.critics - b.critics || recentFirst(a, b),
    1,
  );
  const disliked = firstOf(
    all.filter(({ reaction, critics }) => reaction === 'down' && critics >= HOT_TAKE_FROM),
    (a, b) => b.critics - a.critics || recentFirst(a, b),
    1,
  );
  return {
    biggestSurprise: liked[0] ? surprise(liked[0]) : null,
    hotTake: disliked[0] ? surprise(disliked[0]) : null,
  };
}
