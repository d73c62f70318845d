import { z } from 'zod';
import type { MediaType } from '../../schemas/film';
import type { ImportError } from '../../schemas/transfer';
import { historyCollector, type HistoryTitle, type ParsedHistory } from './history';
import { reactionOfRating } from './rating-reaction';
import { localDay, type HistoryFile } from './source-files';

/**
 * Trakt's data-export ZIP (paged files `name-1.json`, `name-2.json`…, matched by base name in any folder):
 * - watched-history: one entry per play, the source of viewings (a movie's play is a viewing on the household's
 *   local day; an episode's play counts toward its season);
 * - ratings-movies, ratings-shows: a title's rating (1–10) as a reaction;
 * - lists-watchlist: titles to watch.
 * Everything else (aggregates, favourites, comments…) is left alone. Titles are keyed by their TMDb id.
 */
const TRAKT_FILE = /(?:^|\/)(watched-history|ratings-movies|ratings-shows|lists-watchlist)(?:-\d+)?\.json$/i;

export const isTraktFile = (name: string) => TRAKT_FILE.test(name);

const idsSchema = z.looseObject({
  tmdb: z.number().int().positive().nullish(),
  imdb: z.string().nullish(),
});
const movieSchema = z.looseObject({
  title: z.string().nullish(),
  year: z.number().int().nullish(),
  ids: idsSchema,
});
const entrySchema = z.looseObject({
  type: z.string(),
  watched_at: z.string().nullish(),
  rated_at: z.string().nullish(),
  rating: z.number().nullish(),
  movie: movieSchema.nullish(),
  show: movieSchema.nullish(),
  episode: z.looseObject({ season: z.number().int().min(0), number: z.number().int().min(1) }).nullish(),
});
type Entry = z.infer<typeof entrySchema>;

export function readTrakt(files: readonly HistoryFile[]): ParsedHistory {
  const collector = historyCollector();
  const errors: ImportError[] = [];
  const ratedAt = new Map<HistoryTitle, string>();
  let rows = 0;

  const titleOf = (entry: Entry, mediaType: MediaType, line: number): HistoryTitle | string => {
    const subject = mediaType === 'movie' ? entry.movie : entry.show;
    if (!subject) return `a ${entry.type} entry without its ${mediaType === 'movie' ? 'movie' : 'show'}`;
    const tmdbId = subject.ids.tmdb ?? null;
    const imdbId = subject.ids.imdb ?? null;
    const name = subject.title?.trim() ?? '';
    if (tmdbId === null && imdbId === null && name === '') return 'an entry with no ids and no title';
    return collector.title({ title: name, year: subject.year ?? null, mediaType, tmdbId, imdbId }, line);
  };

  for (const file of files.filter((candidate) => isTraktFile(candidate.name))) {
    const kind = TRAKT_FILE.exec(file.name)?.[1]?.toLowerCase() ?? '';
    let entries: unknown;
    try {
      entries = JSON.parse(file.text);
    } catch {
      errors.push({ row: 1, error: `${file.name}: not JSON` });
      continue;
    }
    if (!Array.isArray(entries)) {
      errors.push({ row: 1, error: `${file.name}: not a list of entries` });
      continue;
    }
    entries.forEach((raw, index) => {
      rows += 1;
      const line = index + 1;
      const fail = (error: string) =>
        errors.push({ row: line, error: `${file.name} entry ${line}: ${error}` });
      const parsed = entrySchema.safeParse(raw);
      if (!parsed.success) return fail('not an entry Trakt writes');
      const entry = parsed.data;
      const mediaType: MediaType = entry.type === 'movie' ? 'movie' : 'tv';
      if (!['movie', 'show', 'episode'].includes(entry.type)) return;
      const title = titleOf(entry, mediaType, line);
      if (typeof title === 'string') return fail(title);

      if (kind === 'watched-history') {
        const at = entry.watched_at ?? '';
        const day = localDay(at);
        if (day === null) return fail('watched_at is not a date');
        if (entry.type === 'movie') title.viewings.push({ date: day, reaction: null, notes: null });
        else if (entry.episode)
          title.episodePlays.push({ season: entry.episode.season, episode: entry.episode.number, at });
        else fail('an episode play without its episode');
        return;
      }
      if (kind === 'lists-watchlist') {
        title.watchlist = true;
        return;
      }
      // ratings-movies / ratings-shows: the latest rating of a title wins.
      const reaction = reactionOfRating(entry.rating ?? null);
      const when = entry.rated_at ?? '';
      if (reaction !== null && when >= (ratedAt.get(title) ?? '')) {
        title.reaction = reaction;
        ratedAt.set(title, when);
      }
    });
  }
  return { format: 'trakt', titles: collector.titles(), errors, rows };
}
