import type { DayRange } from '#domain/rules/statistics-timeframe';
import type { TitleActivity, TitleFacts } from '#domain/rules/statistics-titles';
import type { StatisticsRepository, TitleTallies } from './repository';
import type { TallySync } from './tally-repository';

/** Ranges kept: a day's three timeframes. */
const RANGES_KEPT = 3;

interface RangeTitles {
  range: DayRange;
  titles: Map<number, TitleActivity>;
}

const isActive = ({ person1, person2, both }: TitleTallies) =>
  person1.records > 0 || person2.records > 0 || both.records > 0;

/**
 * A title with its tallies, written out field by field: V8 gives each object spread from one with this many fields a
 * shape of its own, and the rules' every read of 10,000 titles of 10,000 shapes is many times slower than of one.
 */
const activityOf = (title: TitleFacts, byViewer: TitleTallies): TitleActivity => ({
  id: title.id,
  tmdbId: title.tmdbId,
  mediaType: title.mediaType,
  title: title.title,
  posterPath: title.posterPath,
  year: title.year,
  runtime: title.runtime,
  genres: title.genres,
  director: title.director,
  mainStars: title.mainStars,
  ownership: title.ownership,
  userRating: title.userRating,
  dateAdded: title.dateAdded,
  tmdbRating: title.tmdbRating,
  imdbRating: title.imdbRating,
  rottenTomatoesRating: title.rottenTomatoesRating,
  metacriticRating: title.metacriticRating,
  byViewer,
});

/**
 * The recap's titles per range (every title with a record in it, with its facts and each viewer's tally), kept in
 * memory and following the tallies: after a refresh, only the titles it touched are read again; after anything
 * else (a first look, a restore, the tallies rebuilt) every title is. Reading and assembling every title of a big
 * library is most of what a recap costs.
 */
export function createTitleActivities(repository: StatisticsRepository) {
  /** The tallies' token the kept titles match; null before any. */
  let token: string | null = null;
  const facts = new Map<number, TitleFacts>();
  const ranges = new Map<string, RangeTitles>();

  const forget = () => {
    facts.clear();
    ranges.clear();
  };

  /** Puts the titles among `tallies` with a record in the range into `titles`, with their facts. */
  function assemble(titles: Map<number, TitleActivity>, tallies: Map<number, TitleTallies>) {
    const active = [...tallies].filter(([, byViewer]) => isActive(byViewer)).map(([id]) => id);
    const missing = active.filter((id) => !facts.has(id));
    for (const title of repository.facts(missing)) facts.set(title.id, title);
    for (const id of active) {
      const title = facts.get(id);
      const byViewer = tallies.get(id);
      if (title && byViewer) titles.set(id, activityOf(title, byViewer));
    }
  }

  return {
    /** The tallies as they are now (`token`): what is kept for other tallies is dropped. */
    at(current: string) {
      if (current !== token) forget();
      token = current;
    },
    /** The tallies after a refresh: when they were the ones kept, only the titles it touched are read again. */
    after({ before, after, changed }: TallySync) {
      if (token === null || token !== before || changed === null) {
        forget();
      } else if (changed.length > 0) {
        for (const id of changed) facts.delete(id);
        for (const { range, titles } of ranges.values()) {
          for (const id of changed) titles.delete(id);
          assemble(titles, repository.talliesOf(range, changed));
        }
      }
      token = after;
    },
    /** The titles with a record in the range. */
    titles(range: DayRange): TitleActivity[] {
      const key = `${range.start} ${range.end}`;
      let kept = ranges.get(key);
      if (kept) {
        ranges.delete(key);
      } else {
        kept = { range, titles: new Map() };
        assemble(kept.titles, repository.tallies(range));
      }
      // The latest used last: the least recently used goes first.
      ranges.set(key, kept);
      for (const old of ranges.keys()) if (ranges.size > RANGES_KEPT) ranges.delete(old);
      return [...kept.titles.values()];
    },
  };
}
