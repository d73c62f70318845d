import { seasonProgressFromPlays } from '#domain/rules/history/season-passes';
import { itemProgress, mergePlayedSeason } from '#domain/rules/import-merge';
import { movesProgress, ownersHaveWatched, type ViewerCounts } from '#domain/rules/owner-rule';
import type { EpisodePlay, HistoryTitle, ParsedHistory } from '#domain/rules/history/history';
import { localDay } from '#domain/rules/history/source-files';
import type { MediaType } from '#domain/schemas/film';
import type { ItemStatus, Reaction, Season, SeasonStatus, SeasonWatch } from '#domain/schemas/library';
import type { Ownership, Viewer } from '#domain/schemas/people';
import type {
  ImportError,
  ImportMatches,
  ImportResolution,
  ImportResponse,
  ImportResults,
  ImportTitleChange,
} from '#domain/schemas/transfer';
import type { Clock } from '../../clock';
import type { FilmData } from '../../film-data/film-data';
import { paced, UNPACED, type Pacing } from '../../paced';
import { matchTitle, type TitleMatch } from './history-matching';
import {
  detailsMove,
  importChanges,
  reactionMove,
  seasonWatchesMove,
  statusMove,
  viewingsMove,
  type ImportChanges,
} from './import-changes';
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
  /** The owner and status of a title of the library. */
  state(id: number): { ownership: Ownership; status: ItemStatus };
  markImportedWatched(id: number, latestViewing: string | null): boolean;
  reactIfUnrated(id: number, reaction: Reaction): boolean;
}

export interface HistoryViewings {
  /** The title's viewings that day, whoever watched. */
  onDay(itemId: number, watchedDate: string): { id: number; viewer: Viewer }[];
  /** Makes a viewing one by both: each person's history has the title on the same day. */
  setViewer(id: number, viewer: Viewer, at: string): void;
  viewerCounts(itemId: number): ViewerCounts;
  record(
    itemId: number,
    viewing: { watchedDate: string; viewer: Viewer; userRating: Reaction | null; notes: string | null },
    at: string,
  ): unknown;
}

export interface HistorySeasons {
  seasonsOf(itemId: number): Season[];
  watchesOf(itemId: number): SeasonWatch[];
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

/** What applying a file keeps count of. */
interface Book {
  results: ImportResults;
  errors: ImportError[];
  changes: ImportChanges;
}

function playsBySeason(plays: readonly EpisodePlay[]): Map<number, EpisodePlay[]> {
  const bySeason = new Map<number, EpisodePlay[]>();
  for (const play of plays) bySeason.set(play.season, [...(bySeason.get(play.season) ?? []), play]);
  return bySeason;
}

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

  /**
   * One viewing from the file: recorded, unless the title has one that day by the same viewer or by both; a viewing
   * that day by the other person becomes one by both (each person's history has the same evening).
   */
  function recordViewing(
    itemId: number,
    viewing: { watchedDate: string; viewer: Viewer; userRating: Reaction | null; notes: string | null },
    at: string,
  ): 'created' | 'joined' | 'covered' {
    const sameDay = viewings.onDay(itemId, viewing.watchedDate);
    if (sameDay.some((stored) => stored.viewer === viewing.viewer || stored.viewer === 'both'))
      return 'covered';
    const other = sameDay[0];
    if (other) {
      viewings.setViewer(other.id, 'both', at);
      return 'joined';
    }
    viewings.record(itemId, viewing, at);
    return 'created';
  }

  /** Season progress from episode plays: forward only (domain/rules/import-merge.ts `mergePlayedSeason`). */
  function applyPlays(title: HistoryTitle, itemId: number, entry: ImportTitleChange, book: Book): void {
    const { results, errors, changes } = book;
    const stored = seasons.seasonsOf(itemId);
    const watches = seasons.watchesOf(itemId);
    for (const [seasonNumber, plays] of playsBySeason(title.episodePlays)) {
      const season = stored.find((candidate) => candidate.seasonNumber === seasonNumber);
      if (!season) {
        errors.push({
          row: title.line,
          error: `${describe(title)}: season ${seasonNumber} is not known to the film database`,
        });
        continue;
      }
      const played = seasonProgressFromPlays(plays, season.episodeCount);
      const merged = mergePlayedSeason(
        {
          status: season.status,
          passes: watches.filter((watch) => watch.seasonId === season.id).length,
          bookmark: season.episodeBookmark,
        },
        { status: played.status, passes: played.finishedAt.length, bookmark: played.episodeBookmark },
      );
      const written = seasons.importProgress(season.id, merged.status, played.finishedAt, merged.bookmark);
      if (written.progressChanged) {
        results.seasonsUpdated += 1;
        changes.move(
          entry,
          merged.status === season.status
            ? detailsMove()
            : statusMove('season', { from: season.status, to: merged.status, backward: false }, seasonNumber),
        );
      }
      if (written.watchesCreated > 0) changes.move(entry, seasonWatchesMove(written.watchesCreated));
      results.seasonWatchesCreated += written.watchesCreated;
    }
  }

  /** Someone else's episode plays: history only, one viewing for each pass through a season they finished. */
  function recordPlaysAsViewings(title: HistoryTitle, itemId: number, viewer: Viewer, at: string): number {
    let created = 0;
    const stored = seasons.seasonsOf(itemId);
    for (const [seasonNumber, plays] of playsBySeason(title.episodePlays)) {
      const season = stored.find((candidate) => candidate.seasonNumber === seasonNumber);
      for (const finished of seasonProgressFromPlays(plays, season?.episodeCount ?? null).finishedAt) {
        const day = localDay(finished);
        if (day === null) continue;
        const viewing = { watchedDate: day, viewer, userRating: null, notes: `Season ${seasonNumber}` };
        if (recordViewing(itemId, viewing, at) === 'created') created += 1;
      }
    }
    return created;
  }

  function applyTitle(
    title: HistoryTitle,
    target: { tmdbId: number; mediaType: MediaType },
    answer: A | null,
    viewer: Viewer,
    book: Book,
  ): void {
    const { results, changes } = book;
    const at = clock.now().toISOString();
    let id = library.itemIdOf(target.mediaType, target.tmdbId);
    const isNew = id === undefined;
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
    const entry = changes.title(target.mediaType, target.tmdbId, title.title || describe(title), isNew);
    const { ownership, status } = library.state(itemId);
    const before = viewings.viewerCounts(itemId);

    let created = 0;
    for (const viewing of title.viewings) {
      const outcome = recordViewing(
        itemId,
        { watchedDate: viewing.date, viewer, userRating: viewing.reaction, notes: viewing.notes },
        at,
      );
      if (outcome === 'created') created += 1;
      if (outcome === 'joined') changes.move(entry, detailsMove());
    }
    const progress = movesProgress(ownership, viewer);
    if (title.episodePlays.length > 0) {
      if (progress) applyPlays(title, itemId, entry, book);
      else created += recordPlaysAsViewings(title, itemId, viewer, at);
    }
    results.viewingsCreated += created;
    if (created > 0) changes.move(entry, viewingsMove(created));

    // The owner rule: the status moves when this history makes its owners have watched it.
    const after = viewings.viewerCounts(itemId);
    const seen = title.watchedUndated ? { ...after, [viewer]: after[viewer] + 1 } : after;
    const latest =
      title.viewings
        .map((viewing) => viewing.date)
        .sort()
        .at(-1) ?? null;
    if (
      (latest !== null || title.watchedUndated) &&
      !ownersHaveWatched(ownership, before) &&
      ownersHaveWatched(ownership, seen) &&
      itemProgress[status] < itemProgress.watched &&
      library.markImportedWatched(itemId, latest)
    ) {
      changes.move(entry, statusMove('status', { from: status, to: 'watched', backward: false }));
    }
    if (title.reaction !== null && (progress || ownership === 'together')) {
      if (library.reactIfUnrated(itemId, title.reaction))
        changes.move(entry, reactionMove(null, title.reaction));
    }
    if (!isNew && entry.moves.length === 0) results.skipped += 1;
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
      // A history only adds: nothing in it moves progress backward, so there is nothing to replace.
      const changes = importChanges(false);
      const apply = (): ImportResults => {
        const applied = noResults();
        const book = { results: applied, errors, changes };
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
            book,
          );
        }
        return { ...applied, libraryUpdated: changes.updated() };
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
          rowsRead: parsed.rows,
          totalProcessed: parsed.titles
            .filter((title) => matches.get(title)?.kind === 'matched')
            .reduce((sum, title) => sum + title.rows, 0),
        },
        errors: errors.slice(0, ERRORS_SENT),
        results: { ...results, errors: errors.slice(0, ERRORS_SENT) },
        changes: changes.list(),
      };
    },
  };
}

export type HistoryImport = ReturnType<typeof createHistoryImport>;
