import {
  likedBy,
  personReaction,
  rankRecommendations,
  titleKey,
  type CandidateSource,
  type PersonAffinities,
} from '#domain/rules/recommendations';
import { isAvailabilityDue, offersOf, streamingIds } from '#domain/rules/availability';
import type { CountryProviders, FilmDetails, MediaType } from '#domain/schemas/film';
import type {
  RecommendationDismissal,
  RecommendationDismissalBody,
  RecommendationsResponse,
} from '#domain/schemas/recommendations';
import type { StatisticsViewer } from '#domain/schemas/statistics';
import { yearOf } from '#domain/rules/release-year';
import type { Clock } from '../../clock';
import { notFound } from '../../errors';
import type { RecommendationsRepository, SourceRef, StoredSuggestion } from './repository';
import { createSuggestionIndex } from './suggestion-index';

export type Affinities = Record<StatisticsViewer, PersonAffinities>;

export interface RecommendationsDeps {
  repository: RecommendationsRepository;
  clock: Clock;
  /** A title's details from the film database (its cache first), for a dismissal of a title never suggested. */
  details: (mediaType: MediaType, tmdbId: number) => Promise<FilmDetails | null>;
  /** The household's region and streaming services (provider ids), for 'on our services'. */
  region: () => string;
  services: () => readonly number[];
}

/** A liked title's suggestions older than this are fetched again. */
const SUGGESTIONS_STALE_MS = 30 * 24 * 60 * 60 * 1000;

const NO_AFFINITIES: Affinities = {
  person1: { genres: [], people: [] },
  person2: { genres: [], people: [] },
};

interface Likes {
  liked: Map<string, CandidateSource>;
  library: Set<string>;
  disliked: Set<string>;
}

/**
 * Ideas for the two of us from what is stored: the suggestions the job fetched for liked titles, ranked by the
 * rule of domain/rules/recommendations.ts. Never calls the film database to answer a list; the answer is kept until
 * the library's version moves or suggestions, dismissals or affinities change.
 */
export function createRecommendationsService({
  repository,
  clock,
  details,
  region,
  services,
}: RecommendationsDeps) {
  let affinities = NO_AFFINITIES;
  /** Moves whenever something of this feature's own changes (suggestions, dismissals, affinities). */
  let generation = 0;
  const suggestions = createSuggestionIndex(repository);
  let answer: { key: string; response: RecommendationsResponse } | undefined;

  function likes(): Likes {
    const result: Likes = { liked: new Map(), library: new Set(), disliked: new Set() };
    for (const title of repository.libraryReactions()) {
      const key = titleKey(title.mediaType, title.tmdbId);
      result.library.add(key);
      const person1 = personReaction(title.person1, title.userRating);
      const person2 = personReaction(title.person2, title.userRating);
      if (person1 === 'down' || person2 === 'down') result.disliked.add(key);
      const kind = likedBy(person1, person2);
      if (kind !== null) {
        result.liked.set(key, {
          tmdbId: title.tmdbId,
          mediaType: title.mediaType,
          title: title.title,
          likedBy: kind,
        });
      }
    }
    return result;
  }

  function compute(): RecommendationsResponse {
    const { liked, library, disliked } = likes();
    const dismissed = new Set(
      repository.dismissals().map((entry) => titleKey(entry.mediaType, entry.tmdbId)),
    );
    const candidates = suggestions.titles().values();
    const ours = new Set(services());
    const here = region();
    const onOurServices = new Set<string>();
    for (const [key, offers] of repository.offers()) {
      if (offers.region === here && offers.streams.some((id) => ours.has(id))) onOurServices.add(key);
    }
    return {
      results: rankRecommendations({
        candidates,
        liked,
        affinities,
        library,
        disliked,
        dismissed,
        onOurServices,
      }),
    };
  }

  const changed = () => {
    generation += 1;
  };

  return {
    /** The ideas, best first, from stored data only. */
    list(): RecommendationsResponse {
      const key = `${repository.libraryVersion()} ${generation} ${region()} ${services().join(',')}`;
      if (answer?.key !== key) answer = { key, response: compute() };
      return answer.response;
    },

    libraryVersion: () => repository.libraryVersion(),

    setAffinities(next: Affinities): void {
      affinities = next;
      changed();
    },

    /**
     * Forgets the suggestions of titles no longer liked, and answers the liked titles whose suggestions are missing
     * or stale (at most `limit`, leaving out `skip`: keys that failed in this run).
     */
    due(limit: number, skip: ReadonlySet<string>): SourceRef[] {
      const { liked } = likes();
      const stored = repository.sources();
      const unliked = stored.filter((source) => !liked.has(titleKey(source.mediaType, source.tmdbId)));
      if (unliked.length > 0) {
        repository.forgetSources(unliked);
        suggestions.forgot(unliked);
        changed();
      }
      const staleBefore = new Date(clock.now().getTime() - SUGGESTIONS_STALE_MS).toISOString();
      const fresh = new Set(
        stored
          .filter((source) => source.fetchedAt >= staleBefore)
          .map((source) => titleKey(source.mediaType, source.tmdbId)),
      );
      const due: SourceRef[] = [];
      for (const [key, source] of liked) {
        if (due.length >= limit) break;
        if (!fresh.has(key) && !skip.has(key))
          due.push({ mediaType: source.mediaType, tmdbId: source.tmdbId });
      }
      return due;
    },

    /** The ideas whose services are not known for the region, or were checked over a day ago. */
    offersDue(): SourceRef[] {
      const offers = repository.offers();
      const here = region();
      const now = clock.now();
      return this.list().results.flatMap(({ mediaType, tmdbId }) => {
        const known = offers.get(titleKey(mediaType, tmdbId));
        return known?.region === here && !isAvailabilityDue(known.checkedAt, now)
          ? []
          : [{ mediaType, tmdbId }];
      });
    },

    /** Keeps where an idea streams, from the film database's answer (null: it has no such title). */
    storeOffers(title: SourceRef, providers: Record<string, CountryProviders> | null): void {
      const here = region();
      const streams = streamingIds(offersOf(providers?.[here]));
      repository.storeOffers(title, { region: here, streams, checkedAt: clock.now().toISOString() });
      changed();
    },

    storeSuggestions(source: SourceRef, suggested: readonly StoredSuggestion[]): void {
      repository.storeSuggestions(source, suggested, clock.now().toISOString());
      suggestions.stored(source, suggested);
      changed();
    },

    dismissals: () => ({ results: repository.dismissals() }),

    /**
     * Sets a title aside with 'Not for us', with its title, year and poster from a stored suggestion or else the film
     * database; a title neither knows is 404. Setting aside a title again keeps the first.
     */
    async dismiss({ mediaType, tmdbId }: RecommendationDismissalBody): Promise<RecommendationDismissal> {
      const kept = repository.dismissal(mediaType, tmdbId);
      if (kept) return kept;
      let known: Pick<RecommendationDismissal, 'title' | 'year' | 'posterPath'> | undefined =
        repository.suggestion(mediaType, tmdbId);
      if (!known) {
        const found = await details(mediaType, tmdbId);
        known = found
          ? { title: found.title, year: yearOf(found.releaseDate), posterPath: found.posterPath }
          : undefined;
      }
      if (!known)
        throw notFound(`No ${mediaType === 'movie' ? 'movie' : 'series'} ${tmdbId} is known to set aside`);
      const dismissal: RecommendationDismissal = {
        tmdbId,
        mediaType,
        title: known.title,
        year: known.year,
        posterPath: known.posterPath,
        dismissedAt: clock.now().toISOString(),
      };
      repository.dismiss(dismissal);
      changed();
      return repository.dismissal(mediaType, tmdbId) ?? dismissal;
    },

    /** Takes a 'Not for us' back; 404 when the title was not set aside. */
    undismiss({ mediaType, tmdbId }: RecommendationDismissalBody): void {
      if (!repository.undismiss(mediaType, tmdbId)) {
        throw notFound(`${mediaType === 'movie' ? 'Movie' : 'Series'} ${tmdbId} was not set aside`);
      }
      changed();
    },
  };
}

export type RecommendationsService = ReturnType<typeof createRecommendationsService>;
