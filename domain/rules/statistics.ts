import type { Statistics, StatisticsViewer } from '../schemas/statistics';
import {
  addToFinishEntries,
  addToFinishTimes,
  completionRate,
  hoursOf,
  reactionDistribution,
  watchTimeByMonth,
  type DayActivity,
} from './statistics-charts';
import { topGenres, topPeople, topPosters, surprises } from './statistics-highlights';
import { householdHours, longestStreak, mostDivisive, picksOf, tasteMatch } from './statistics-household';
import { funFacts } from './statistics-lists';
import type { Timeframe } from './statistics-timeframe';
import { reactionCounts, viewersOf, viewsOf, type TitleActivity } from './statistics-titles';

export interface RecapInput {
  timeframe: Timeframe;
  /** One person's recap, or null for the household's. */
  viewer: StatisticsViewer | null;
  /** Every title with a record in the timeframe, whoever's. */
  titles: readonly TitleActivity[];
  /** Watch time and viewings per day and viewer in the timeframe. */
  days: readonly DayActivity[];
  /** How many titles each person owns in the whole library. */
  owned: Record<StatisticsViewer, number>;
}

/**
 * The recap of a timeframe ('Your Watchlist Rewind'). A person's recap counts their own records and the together
 * ones; the `household` block is always about the two of them, whoever's recap it is.
 *
 * - totalFinished: titles finished in the timeframe, each once however often it was finished.
 * - totalWatchTimeHours: every viewing of a movie (its runtime) and every season watch of a series (episode count ×
 *   episode runtime); one decimal.
 * - likeRatio: the thumbs-up share of the reactions given, the same whole percent as the chart's Liked; null when
 *   nothing was rated.
 * - togetherVsAlone: viewings together and by each person alone (zero for the other person in a person's recap).
 */
export function recapOf({ timeframe, viewer, titles, days, owned }: RecapInput): Statistics {
  const viewers = viewersOf(viewer);
  const views = viewsOf(titles, viewer);
  const distribution = reactionDistribution(reactionCounts(views));
  const rated = distribution.up + distribution.neutral + distribution.down > 0;
  const addToFinish = addToFinishEntries(views, timeframe);
  const viewingsOf = (who: 'both' | StatisticsViewer) =>
    viewers.includes(who) ? titles.reduce((sum, title) => sum + title.byViewer[who].viewings, 0) : 0;

  return {
    timeframe: { key: timeframe.key, start: timeframe.start, end: timeframe.end, label: timeframe.label },
    viewer,
    heroCards: {
      totalFinished: views.filter((view) => view.tally.finishes > 0).length,
      totalWatchTimeHours: hoursOf(views.reduce((sum, view) => sum + view.tally.minutes, 0)),
      likeRatio: rated ? distribution.up : null,
      togetherVsAlone: {
        together: viewingsOf('both'),
        person1: viewingsOf('person1'),
        person2: viewingsOf('person2'),
      },
    },
    highlights: {
      topGenres: topGenres(views),
      topPeople: topPeople(views),
      topPosters: topPosters(views),
      ...surprises(views),
    },
    charts: {
      watchTimeByMonth: watchTimeByMonth(timeframe, days, viewers),
      reactionDistribution: distribution,
      completionRate: completionRate(views),
      addToFinishTimes: addToFinishTimes(addToFinish),
    },
    lists: funFacts(views, addToFinish),
    household: {
      tasteMatch: tasteMatch(titles),
      picks: picksOf(titles, owned),
      hours: householdHours(titles),
      mostDivisive: mostDivisive(titles),
      longestStreak: longestStreak(days),
    },
  };
}
