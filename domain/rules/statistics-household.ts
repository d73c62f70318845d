import type { Reaction } from '../schemas/library';
import type { HouseholdPick, Statistics, StatisticsViewer } from '../schemas/statistics';
import { hoursOf, type DayActivity } from './statistics-charts';
import { weekNumber, type Day } from './statistics-timeframe';
import { aggregateFromTotals } from './rating-derivations';
import {
  byTitle,
  laterFirst,
  ratedCount,
  refOf,
  viewingsReaction,
  type TitleActivity,
} from './statistics-titles';

type Household = Statistics['household'];

/** Below this many titles both people rated on their own, there is no taste match. */
export const TASTE_MATCH_MIN_TITLES = 5;

const SCORE: Record<Reaction, number> = { up: 1, neutral: 0, down: -1 };
const other = (person: StatisticsViewer): StatisticsViewer => (person === 'person1' ? 'person2' : 'person1');

interface SharedTitle {
  title: TitleActivity;
  person1: Reaction;
  person2: Reaction;
  lastWatched: Day;
}

/** The titles both people reacted to in their own viewings (not together ones) in the timeframe. */
function sharedTitles(titles: readonly TitleActivity[]): SharedTitle[] {
  const shared: SharedTitle[] = [];
  for (const title of titles) {
    const { person1: own1, person2: own2 } = title.byViewer;
    if (ratedCount(own1) === 0 || ratedCount(own2) === 0) continue;
    const person1 = viewingsReaction(own1);
    const person2 = viewingsReaction(own2);
    if (person1 === null || person2 === null) continue;
    const last1 = own1.lastWatched ?? '';
    const last2 = own2.lastWatched ?? '';
    shared.push({ title, person1, person2, lastWatched: last1 > last2 ? last1 : last2 });
  }
  return shared;
}

/**
 * Taste match: over the titles both rated separately, how close their reactions are: the same reaction agrees fully,
 * one step apart (up and neutral, neutral and down) half, opposite ones not at all. A percent; null below 5 titles.
 */
export function tasteMatch(titles: readonly TitleActivity[]): Household['tasteMatch'] {
  const shared = sharedTitles(titles);
  if (shared.length < TASTE_MATCH_MIN_TITLES) return null;
  const agreement = shared.reduce(
    (sum, { person1, person2 }) => sum + 1 - Math.abs(SCORE[person1] - SCORE[person2]) / 2,
    0,
  );
  return { percent: Math.round((100 * agreement) / shared.length), sharedTitles: shared.length };
}

/**
 * The most divisive title: one person liked it and the other disliked it (their own viewings' reactions). Of
 * several, the most recently watched. Null when they never split like that.
 */
export function mostDivisive(titles: readonly TitleActivity[]): Household['mostDivisive'] {
  const split = sharedTitles(titles)
    .filter(({ person1, person2 }) => Math.abs(SCORE[person1] - SCORE[person2]) === 2)
    .sort((a, b) => laterFirst(a.lastWatched, b.lastWatched) || byTitle(a.title, b.title));
  const pick = split[0];
  if (!pick) return null;
  return { ...refOf(pick.title), likedBy: pick.person1 === 'up' ? 'person1' : 'person2' };
}

/**
 * Whose picks land: of the titles a person owns, how many the other watched in the timeframe (alone or together),
 * how many of those the other liked (their viewings' reactions averaged), and that as a percent of the ones the
 * other rated. `owned` counts the person's titles in the whole library.
 */
export function picksOf(
  titles: readonly TitleActivity[],
  owned: Record<StatisticsViewer, number>,
): Household['picks'] {
  const pick = (person: StatisticsViewer): HouseholdPick => {
    let watchedByOther = 0;
    let ratedByOther = 0;
    let likedByOther = 0;
    for (const title of titles) {
      if (title.ownership !== person) continue;
      const alone = title.byViewer[other(person)];
      const together = title.byViewer.both;
      if (alone.watches + together.watches === 0) continue;
      watchedByOther += 1;
      const rated = ratedCount(alone) + ratedCount(together);
      if (rated === 0) continue;
      ratedByOther += 1;
      const sum = alone.up - alone.down + together.up - together.down;
      if (aggregateFromTotals({ sum, rated }, null) === 'up') likedByOther += 1;
    }
    return {
      owned: owned[person],
      watchedByOther,
      likedByOther,
      likeRate: ratedByOther > 0 ? Math.round((100 * likedByOther) / ratedByOther) : null,
    };
  };
  return { person1: pick('person1'), person2: pick('person2') };
}

/** Hours watched together and by each person alone in the timeframe. */
export function householdHours(titles: readonly TitleActivity[]): Household['hours'] {
  const minutes = { both: 0, person1: 0, person2: 0 };
  for (const { byViewer } of titles) {
    minutes.both += byViewer.both.minutes;
    minutes.person1 += byViewer.person1.minutes;
    minutes.person2 += byViewer.person2.minutes;
  }
  return {
    together: hoursOf(minutes.both),
    person1: hoursOf(minutes.person1),
    person2: hoursOf(minutes.person2),
  };
}

/**
 * The longest streak: the most consecutive weeks (Monday to Sunday) with at least one viewing together, from the
 * first to the last together viewing of the run. Of equal runs, the latest. Null without a together viewing.
 */
export function longestStreak(days: readonly DayActivity[]): Household['longestStreak'] {
  const together = [
    ...new Set(days.filter((day) => day.viewer === 'both' && day.viewings > 0).map((d) => d.day)),
  ].sort();
  let best: Household['longestStreak'] = null;
  let runStart = 0;
  for (let index = 0; index < together.length; index += 1) {
    const day = together[index] as Day;
    const previous = together[index - 1];
    if (previous !== undefined && weekNumber(day) - weekNumber(previous) > 1) runStart = index;
    const start = together[runStart] as Day;
    const weeks = weekNumber(day) - weekNumber(start) + 1;
    if (best === null || weeks >= best.weeks) best = { weeks, start, end: day };
  }
  return best;
}
