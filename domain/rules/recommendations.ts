import type { Reaction } from '../schemas/library';
import type { MediaType } from '../schemas/film';
import type { Recommendation, RecommendationReason } from '../schemas/recommendations';
import type { StatisticsViewer } from '../schemas/statistics';
import { aggregateFromTotals, type RatedViewingTotals } from './rating-derivations';

/** At most this many ideas are answered, best first. */
export const RECOMMENDATIONS_LIMIT = 40;
/** At most this many reasons per idea ('both' first): enough for a card's line and its title page. */
export const REASONS_LIMIT = 3;

/** What a liked title adds to each idea drawn from it: a like by both counts as much as three single likes. */
const SOURCE_WEIGHT: Record<RecommendationReason['kind'], number> = { both: 3, person1: 1, person2: 1 };
const KIND_ORDER: Record<RecommendationReason['kind'], number> = { both: 0, person1: 1, person2: 2 };

export type LikedBy = RecommendationReason['kind'];

/** A title's key among ideas, library titles, dislikes and dismissals. */
export const titleKey = (mediaType: MediaType, tmdbId: number) => `${mediaType}:${tmdbId}`;

/**
 * One person's reaction to a title (spec §4, Rating derivations, per person): the reactions of the viewings they
 * were at (their own and the together ones) averaged; without any rated one, the title's own rating.
 */
export function personReaction(viewings: RatedViewingTotals, itemRating: Reaction | null): Reaction | null {
  return aggregateFromTotals(viewings, itemRating);
}

/** Who liked a title (thumbs up) given each person's reaction; null when neither did. */
export function likedBy(person1: Reaction | null, person2: Reaction | null): LikedBy | null {
  if (person1 === 'up' && person2 === 'up') return 'both';
  if (person1 === 'up') return 'person1';
  if (person2 === 'up') return 'person2';
  return null;
}

/** One affinity of the recap's (Top genres, Top people): a name and the percent of its titles liked. */
export interface Affinity {
  name: string;
  affinity: number;
}

export interface PersonAffinities {
  genres: readonly Affinity[];
  people: readonly Affinity[];
}

/** A liked library title an idea was drawn from. */
export interface CandidateSource {
  tmdbId: number;
  mediaType: MediaType;
  title: string;
  likedBy: LikedBy;
}

/** A title suggested by the film database for one or more liked titles. */
export interface RecommendationCandidate {
  tmdbId: number;
  mediaType: MediaType;
  title: string;
  year: number | null;
  posterPath: string | null;
  genres: readonly string[];
  voteAverage: number | null;
  /** Directors and main cast, when the source knows them (the offline catalog); empty otherwise. */
  people: readonly string[];
  onOurServices: boolean;
  sources: readonly CandidateSource[];
}

export interface RankingInput {
  /** One entry per suggested title and liked title it came from, in any order: the same title may come many times. */
  candidates: readonly RecommendationCandidate[];
  affinities: Record<StatisticsViewer, PersonAffinities>;
  /** Keys (titleKey) of the library's titles, of the titles either person disliked, of those set aside. */
  library: ReadonlySet<string>;
  disliked: ReadonlySet<string>;
  dismissed: ReadonlySet<string>;
  limit?: number;
}

const mean = (values: readonly number[]) =>
  values.length === 0 ? 0 : values.reduce((sum, value) => sum + value, 0) / values.length;

interface AffinityMaps {
  genres: ReadonlyMap<string, number>;
  people: ReadonlyMap<string, number>;
}

const mapsOf = (person: PersonAffinities): AffinityMaps => ({
  genres: new Map(person.genres.map((entry) => [entry.name, entry.affinity])),
  people: new Map(person.people.map((entry) => [entry.name, entry.affinity])),
});

/**
 * How well a title fits both people's tastes, 0 to 1: for each person, the mean affinity of its genres (0 for a
 * genre outside their top genres) and the best affinity of its people, averaged over the four.
 */
function affinityOf(
  genres: readonly string[],
  people: readonly string[],
  persons: readonly AffinityMaps[],
): number {
  let total = 0;
  for (const person of persons) {
    total += mean(genres.map((genre) => person.genres.get(genre) ?? 0));
    total += Math.max(0, ...people.map((name) => person.people.get(name) ?? 0));
  }
  return total / (100 * 2 * persons.length);
}

const byKindThenTitle = (a: CandidateSource, b: CandidateSource) =>
  KIND_ORDER[a.likedBy] - KIND_ORDER[b.likedBy] || (a.title < b.title ? -1 : a.title > b.title ? 1 : 0);

interface Gathered {
  candidate: RecommendationCandidate;
  sources: Map<string, CandidateSource>;
}

/**
 * Ideas for the two of us, best first: titles suggested for what we liked, never a library title, one either of us
 * disliked or one set aside with 'Not for us'. Each liked title an idea came from adds to it (liked by both: 3, by
 * one: 1); the affinity (0-1) orders ideas drawn as strongly, then the film database's vote, then the title.
 */
export function rankRecommendations(input: RankingInput): Recommendation[] {
  const gathered = new Map<string, Gathered>();
  for (const candidate of input.candidates) {
    const key = titleKey(candidate.mediaType, candidate.tmdbId);
    if (input.library.has(key) || input.disliked.has(key) || input.dismissed.has(key)) continue;
    const entry = gathered.get(key) ?? { candidate, sources: new Map<string, CandidateSource>() };
    for (const source of candidate.sources) {
      const sourceKey = titleKey(source.mediaType, source.tmdbId);
      const known = entry.sources.get(sourceKey);
      if (!known || KIND_ORDER[source.likedBy] < KIND_ORDER[known.likedBy])
        entry.sources.set(sourceKey, source);
    }
    gathered.set(key, entry);
  }
  const persons = [mapsOf(input.affinities.person1), mapsOf(input.affinities.person2)];
  const scored = [...gathered.values()].map(({ candidate, sources }) => {
    const reasons = [...sources.values()].sort(byKindThenTitle);
    const strength = reasons.reduce((sum, source) => sum + SOURCE_WEIGHT[source.likedBy], 0);
    const fit = affinityOf(candidate.genres, candidate.people, persons);
    return { candidate, reasons, score: strength + fit };
  });
  scored.sort(
    (a, b) =>
      b.score - a.score ||
      (b.candidate.voteAverage ?? 0) - (a.candidate.voteAverage ?? 0) ||
      (a.candidate.title < b.candidate.title ? -1 : a.candidate.title > b.candidate.title ? 1 : 0) ||
      a.candidate.tmdbId - b.candidate.tmdbId,
  );
  return scored.slice(0, input.limit ?? RECOMMENDATIONS_LIMIT).map(({ candidate, reasons }) => ({
    tmdbId: candidate.tmdbId,
    mediaType: candidate.mediaType,
    title: candidate.title,
    year: candidate.year,
    posterPath: candidate.posterPath,
    genres: [...candidate.genres],
    voteAverage: candidate.voteAverage,
    reasons: reasons
      .slice(0, REASONS_LIMIT)
      .map(({ likedBy: kind, tmdbId, title }) => ({ kind, tmdbId, title })),
    onOurServices: candidate.onOurServices,
  }));
}
