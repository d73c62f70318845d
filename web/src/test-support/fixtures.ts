import { libraryCardFields, type LibraryItem, type WatchInstance } from '#domain/schemas/library';
import { toColumns } from '#domain/rules/columns';
import type { NotifierSettings } from '#domain/schemas/notifications';
import type { OwnershipLabels } from '#domain/schemas/settings';

/** The household of the component tests: two names that are not the defaults, so a label shows it is read. */
export const household: OwnershipLabels = { person1: 'Alex', person2: 'Sam', together: 'Together' };

/** A library title as the server sends it: a to-watch movie of Alex's with no viewings, unless told otherwise. */
export function libraryItem(fields: Partial<LibraryItem> = {}): LibraryItem {
  return {
    id: 1,
    tmdbId: 101,
    mediaType: 'movie',
    title: 'The Test Film',
    year: 2021,
    overview: 'A film made for the tests.',
    genres: ['Drama'],
    director: 'A. Director',
    creator: null,
    mainStars: [],
    runtime: 110,
    imdbId: null,
    imdbRating: null,
    imdbVotes: null,
    tmdbRating: 7.2,
    tmdbVoteCount: 100,
    rottenTomatoesRating: null,
    metacriticRating: null,
    posterPath: null,
    backdropPath: null,
    logoPath: null,
    releaseDate: null,
    voteAverage: null,
    ownership: 'person1',
    status: 'to_watch',
    userRating: null,
    finishedDate: null,
    notes: null,
    dateAdded: '2025-01-10T12:00:00.000Z',
    dateStarted: null,
    dateFinished: null,
    reactedAt: null,
    updatedAt: '2025-01-10T12:00:00.000Z',
    metadataRefreshedAt: null,
    aggregateRating: null,
    viewingCount: 0,
    seenBy: null,
    seasonRollup: null,
    availability: null,
    ...fields,
  };
}

/** A series whose seasons say it is being watched (2 of 4 done) while its own stored status is still to watch. */
export function seriesInProgress(fields: Partial<LibraryItem> = {}): LibraryItem {
  return libraryItem({
    id: 2,
    tmdbId: 202,
    mediaType: 'tv',
    title: 'The Test Series',
    runtime: 45,
    status: 'to_watch',
    seasonRollup: {
      hasSeasons: true,
      overallStatus: 'watching',
      totalSeasons: 4,
      watchedSeasons: 2,
      rewatchSeasons: 0,
      completionPercentage: 50,
      currentSeason: { seasonNumber: 3, episodeBookmark: null, episodeCount: 10 },
    },
    ...fields,
  });
}

export function viewing(fields: Partial<WatchInstance> = {}): WatchInstance {
  return {
    id: 11,
    libraryItemId: 1,
    watchedDate: '2025-03-14',
    viewer: 'both',
    userRating: null,
    notes: null,
    createdAt: '2025-03-14T20:00:00.000Z',
    updatedAt: '2025-03-14T20:00:00.000Z',
    ...fields,
  };
}

/** GET /api/library/cards' answer: the titles' card fields, as columns. */
export const cardsAnswer = (items: readonly LibraryItem[]) => toColumns(items, libraryCardFields);

/** The notifiers' settings as the server answers them: none set, every topic, the default quiet hours. */
export function notifierSettingsAnswer(fields: Partial<NotifierSettings> = {}): NotifierSettings {
  return {
    ntfyUrl: null,
    ntfyToken: null,
    ntfyTokenSet: false,
    webhookUrl: null,
    topics: ['new-episode', 'new-season', 'released', 'on-our-services', 'decide', 'weekly-digest'],
    quietHours: { from: '22:00', to: '08:00' },
    status: { ntfy: null, webhook: null },
    ...fields,
  };
}
