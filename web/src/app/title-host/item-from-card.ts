import type { LibraryCard, LibraryItem } from '#domain/schemas/library';

/**
 * A title's details when its whole item cannot be had (offline, never opened before): what its card knows, the
 * rest left empty rather than guessed.
 */
export function itemFromCard(card: LibraryCard): LibraryItem {
  return {
    ...card,
    overview: '',
    director: null,
    creator: null,
    mainStars: [],
    runtime: null,
    imdbId: null,
    imdbVotes: null,
    tmdbVoteCount: null,
    backdropPath: null,
    logoPath: null,
    releaseDate: null,
    voteAverage: null,
    finishedDate: null,
    notes: null,
    dateStarted: null,
    dateFinished: null,
    reactedAt: null,
    updatedAt: card.dateAdded,
    metadataRefreshedAt: null,
    viewingCount: 0,
  };
}
