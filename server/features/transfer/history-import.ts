import { seasonProgressFromPlays } from '../../../domain/rules/history/season-passes';
import type { EpisodePlay, HistoryTitle, ParsedHistory } from '../../../domain/rules/history/history';
import type { MediaType } from '../../../domain/schemas/film';
import type { ItemStatus, Reaction, Season, SeasonStatus } from '../../../domain/schemas/library';
import type { Ownership, Viewer } from '../../../domain/schemas/people';
import type {
  ImportError,
  ImportMatches,
  ImportResolution,
  ImportResponse,
  ImportResults,
} from '../../../domain/schemas/transfer';
import type { Clock } from '../../clock';
import type { FilmData } from '../../film-data/film-data';
import { paced, UNPACED, type Pacing } from '../../paced';
import { matchTitle, type TitleMatch } from './history-matching';
import { applyOrPreview, ERRORS_SENT, noResults } from './import-results';

/**
 * What the import needs of the library, viewings and seasons (their services fit; app.ts passes them in). `A` is
 * the film data the library reads for a new title, handed back to it unopened.
 */
export interface HistoryLibrary<A> {
  transaction<T>(work: () => T): T;
  itemIdOf(mediaType: MediaType, tmdbId: number): number | undefined;
  readFilmData(mediaType: MediaType, tmdbId: number): Promise<A>;
  insertRead(
    body: { tmdbId: number; mediaType: MediaType; title: string; year: number | null; ownership: Ownership },
    answer: A | null,
    state: { status: ItemStatus; dateStarted: null; dateFinished: null; at: string },
  ): number;
  markImportedWatched(id: number, latestViewing: string | null): boolean;
  reactIfUnrated(id: number, reaction: Reaction): boolean;
}

export interface HistoryViewings {
  /** Whether the title has a viewing that day already (whoever watched: a play is not imported twice). */
  hasOnDay(itemId: number, watchedDate: string): boolean;
  record(
    itemId: number,
    viewing: { watchedDate: string; viewer: Viewer; userRating: Reaction | null; notes: string | null },
    at: string,
  ): unknown;
}

export interface HistorySeasons {
  seasonsOf(itemId: number): Season[];
  importProgress(
    seasonId: number,
    status: SeasonStatus,
    finishedAt: readonly string[],
    episodeBookmark: number | null,
  ): { progressChanged: boolean; watchesCreated: number };
}

export interface ImportChoices {
  remembered(key: string): ImportResolution | undefined;
  remember(resolutions: readonly ImportResolution[], at: string): void;
}

export interface HistoryImportDeps<A> {
  library: HistoryLibrary<A>;
  viewings: HistoryViewings;
  seasons: HistorySeasons;
  choices: ImportChoices;
  filmData: FilmData;
  clock: Clock;
  logger: { warn: (details: object, message: string) => void };
  /** Film-database reads at once, and the least time between two; default: TMDb's rate limit, none offline. */
  pacing?: Pacing;
}

export interface HistoryImportOptions {
  preview: boolean;
  viewer: Viewer;
  resolutions: readonly ImportResolution[];
  /** Called as the import goes: its stage, and how far through it. */
  progress: (stage: 'matching' | 'saving', processed: number, total: number) => void;
}

/** At most 4 reads at once and 10 a second: inside TMDb's rate limit. */
const TMDB_PACING = { concurrency: 4, spacingMs: 100 };

const describe = (title: HistoryTitle) =>
  `"${title.title || title.imdbId || title.key}"${title.year ? ` (${title.year})` : ''}`;

/**
 * Another service's history into the library: each title matched to the film database (ids first, then a search;
 * doubtful ones need the household's choice), new titles added with their film data and owned by whose history it
 * is, then viewings, ratings, watched-without-a-date, the watchlist and season progress applied, all in one
 * transaction (a preview rolls it back). Importing the same file again creates nothing new: a title has at most one
 * imported viewing a day (as Movary does: two people importing the night they watched together do not make it
 * two), season watches are kept by their index, and a title already in the library keeps its owner.
 */
export function createHistoryImport<A>(deps: HistoryImportDeps<A>) {
  const { library, viewings, seasons, choices, filmData, clock } = deps;
  const pacing = deps.pacing ?? (filmData.source === 'offline' ? UNPACED : TMDB_PACING);

  function applyTitle(
    title: HistoryTitle,
    target: { tmdbId: number; mediaType: MediaType },
    answer: A | null,
    viewer: Viewer,
    results: ImportResults,
    errors: ImportError[],
  ): void {
    const at = clock.now().toISOString();
    let id = library.itemIdOf(target.mediaType, target.tmdbId);
    const isNew = id === undefined;
    let changed = false;
    if (id === undefined) {
      id = library.insertRead(
        {
          ...target,
          title: title.title,
          year: title.year,
          ownership: viewer === 'both' ? 'together' : viewer,
        },
        answer,
        { status: 'to_watch', dateStarted: null, dateFinished: null, at },
      );
      results.libraryCreated += 1;
    }
    const itemId = id;
    let created = 0;
    for (const viewing of title.viewings) {
      const candidate = { watchedDate: viewing.date, viewer, userRating: viewing.reaction };
      if (viewings.hasOnDay(itemId, viewing.date)) continue;
      viewings.record(itemId, { ...candidate, notes: viewing.notes }, at);
      created += 1;
    }
    results.viewingsCreated += created;
    const latest =
      title.viewings
        .map((viewing) => viewing.date)
        .sort()
        .at(-1) ?? null;
    if (latest !== null || title.watchedUndated)
      changed = library.markImportedWatched(itemId, latest) || changed;
    if (title.reaction !== null) changed = library.reactIfUnrated(itemId, title.reaction) || changed;

    if (title.episodePlays.length > 0) {
      const stored = seasons.seasonsOf(itemId);
      const bySeason = new Map<number, EpisodePlay[]>();
      for (const play of title.episodePlays)
        bySeason.set(play.season, [...(bySeason.get(play.season) ?? []), play]);
      for (const [seasonNumber, plays] of bySeason) {
        const season = stored.find((candidate) => candidate.seasonNumber === seasonNumber);
        if (!season) {
          errors.push({
            row: title.line,
            error: `${describe(title)}: season ${seasonNumber} is not known to the film database`,
          });
          continue;
        }
        const progress = seasonProgressFromPlays(plays, season.episodeCount);
        const written = seasons.importProgress(
          season.id,
          progress.status,
          progress.finishedAt,
          progress.episodeBookmark,
        );
        if (written.progressChanged) results.seasonsUpdated += 1;
        results.seasonWatchesCreated += written.watchesCreated;
        changed = changed || written.progressChanged || written.watchesCreated > 0;
      }
    }
    // A title already there: updated when it changed, skipped when the file brought nothing new for it.
    if (!isNew && changed) results.libraryUpdated += 1;
    if (!isNew && !changed && created === 0) results.skipped += 1;
  }

  return {
    async importHistory(parsed: ParsedHistory, options: HistoryImportOptions): Promise<ImportResponse> {
      const resolutionOf = new Map(options.resolutions.map((resolution) => [resolution.key, resolution]));
      const matches = new Map<HistoryTitle, TitleMatch>();
      let matched = 0;
      await paced(parsed.titles, pacing, async (title) => {
        matches.set(
          title,
          await matchTitle(title, resolutionOf.get(title.key), {
            filmData,
            rememberedChoice: (key) => choices.remembered(key),
            logger: deps.logger,
          }),
        );
        matched += 1;
        options.progress('matching', matched, parsed.titles.length);
      });

      // Film data of the titles new to the library, read before the one synchronous transaction.
      const answers = new Map<string, A>();
      const toAdd = [...matches.values()].flatMap((match) =>
        match.kind === 'matched' && library.itemIdOf(match.mediaType, match.tmdbId) === undefined
          ? [match]
          : [],
      );
      await paced(toAdd, pacing, async ({ tmdbId, mediaType }) => {
        answers.set(`${mediaType}:${tmdbId}`, await library.readFilmData(mediaType, tmdbId));
      });

      const report: ImportMatches = { matched: 0, ambiguous: [], notFound: [] };
      const errors: ImportError[] = [...parsed.errors];
      const apply = (): ImportResults => {
        const applied = noResults();
        let saved = 0;
        for (const title of parsed.titles) {
          const match = matches.get(title) ?? { kind: 'notFound' };
          saved += 1;
          options.progress('saving', saved, parsed.titles.length);
          if (match.kind !== 'matched') {
            applied.skipped += 1;
            continue;
          }
          applyTitle(
            title,
            match,
            answers.get(`${match.mediaType}:${match.tmdbId}`) ?? null,
            options.viewer,
            applied,
            errors,
          );
        }
        return applied;
      };
      const results = applyOrPreview((work) => library.transaction(work), options.preview, apply);
      if (!options.preview) choices.remember(options.resolutions, clock.now().toISOString());

      for (const title of parsed.titles) {
        const match = matches.get(title);
        if (match?.kind === 'matched') report.matched += 1;
        if (match?.kind === 'ambiguous') {
          report.ambiguous.push({
            key: title.key,
            title: title.title,
            year: title.year,
            candidates: match.candidates,
          });
          errors.push({
            row: title.line,
            error: `${describe(title)} matches several titles: choose one, or skip it`,
          });
        }
        if (match?.kind === 'notFound' || match === undefined) {
          report.notFound.push({ key: title.key, title: title.title, year: title.year });
          errors.push({ row: title.line, error: `${describe(title)} was not found in the film database` });
        }
      }
      errors.sort((a, b) => a.row - b.row);
      const kindOf = (title: HistoryTitle) => {
        const match = matches.get(title);
        return match?.kind === 'matched' ? match.mediaType : (title.mediaType ?? 'movie');
      };
      return {
        preview: options.preview,
        format: parsed.format,
        matches: report,
        summary: {
          movieRows: parsed.titles.filter((title) => kindOf(title) === 'movie').length,
          seriesRows: parsed.titles.filter((title) => kindOf(title) === 'tv').length,
          seasonRows: parsed.titles.reduce(
            (sum, title) => sum + new Set(title.episodePlays.map((play) => play.season)).size,
            0,
          ),
          seasonWatchRows: results.seasonWatchesCreated,
          viewingRows: parsed.titles.reduce((sum, title) => sum + title.viewings.length, 0),
          errors: errors.length,
          totalProcessed: parsed.rows,
        },
        errors: errors.slice(0, ERRORS_SENT),
        results: { ...results, errors: errors.slice(0, ERRORS_SENT) },
      };
    },
  };
}

export type HistoryImport = ReturnType<typeof createHistoryImport>;
