import type { Reaction } from '../schemas/library';
import type { MediaType } from '../schemas/film';
import type { Recommendation, RecommendationReason } from '../schemas/recommendations';
import type { StatisticsViewer } from '../schemas/statistics';
import { aggregateFromTotals, type RatedViewingTotals } from './rating-derivations';

/** At most this many ideas are answered, best first. */
export const RECOMMENDATIONS_LIMIT = 40;
/** At most this many reasons per idea ('both' first): enough for a card's line and its title page. */
const REASONS_LIMIT = 3;

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

/** A liked library title ideas are drawn from, and who liked it. */
export interface CandidateSource {
  tmdbId: number;
  mediaType: MediaType;
  title: string;
  likedBy: LikedBy;
}

/** A title the film database suggested for one or more liked titles: one per title. */
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
  /** The keys (titleKey) of the titles it was suggested for, each once. */
  sources: readonly string[];
}

export interface RankingInput {
  candidates: Iterable<RecommendationCandidate>;
  /** The liked library titles, by key: the suggestions of a title no longer liked count for nothing. */
  liked: ReadonlyMap<string, CandidateSource>;
  affinities: Record<StatisticsViewer, PersonAffinities>;
  /** Keys (titleKey) of the library's titles, of the titles either person disliked, of those set aside. */
  library: ReadonlySet<string>;
  disliked: ReadonlySet<string>;
  dismissed: ReadonlySet<string>;
  /** Keys of the titles known to stream on one of our services. */
  onOurServices: ReadonlySet<string>;
  limit?: number;
}

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
    let genreSum = 0;
    for (const genre of genres) genreSum += person.genres.get(genre) ?? 0;
    if (genres.length > 0) total += genreSum / genres.length;
    let best = 0;
    for (const name of people) best = Math.max(best, person.people.get(name) ?? 0);
    total += best;
  }
  return total / (100 * 2 * persons.length);
}

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

const byKindThenTitle = (a: CandidateSource, b: CandidateSource) =>
  KIND_ORDER[a.likedBy] - KIND_ORDER[b.likedBy] || compareText(a.title, b.title);

interface Scored {
  candidate: RecommendationCandidate;
  key: string;
  score: number;
}

/** Best first: the higher score, then the film database's vote, then the title, then the id. */
const better = (a: Scored, b: Scored) =>
  b.score - a.score ||
  (b.candidate.voteAverage ?? 0) - (a.candidate.voteAverage ?? 0) ||
  compareText(a.candidate.title, b.candidate.title) ||
  a.candidate.tmdbId - b.candidate.tmdbId;

/** The liked titles an idea came from, both first: its reasons. */
function reasonsOf(candidate: RecommendationCandidate, liked: RankingInput['liked']): RecommendationReason[] {
  const sources = candidate.sources.flatMap((key) => liked.get(key) ?? []);
  return sources
    .sort(byKindThenTitle)
    .slice(0, REASONS_LIMIT)
    .map(({ likedBy: kind, tmdbId, title }) => ({ kind, tmdbId, title }));
}

/**
 * Ideas for the two of us, best first: titles suggested for what we liked, never a library title, one either of us
 * disliked or one set aside with 'Not for us'. Each liked title an idea came from adds to it (liked by both: 3, by
 * one: 1); the affinity (0-1) orders ideas drawn as strongly, then the film database's vote, then the title.
 * Tens of thousands of candidates at 5,000 titles: only the best `limit` are kept as they come, nothing is sorted
 * whole, and reasons are made for those only.
 */
export function rankRecommendations(input: RankingInput): Recommendation[] {
  const persons = [mapsOf(input.affinities.person1), mapsOf(input.affinities.person2)];
  const limit = input.limit ?? RECOMMENDATIONS_LIMIT;
  const best: Scored[] = [];
  for (const candidate of input.candidates) {
    let strength = 0;
    for (const source of candidate.sources) {
      const like = input.liked.get(source);
      if (like) strength += SOURCE_WEIGHT[like.likedBy];
    }
    const last = best.length === limit ? best[limit - 1] : undefined;
    // The affinity adds at most 1: a candidate that cannot reach the last kept one is passed over unscored.
    if (strength === 0 || (last !== undefined && strength + 1 < last.score)) continue;
    const key = titleKey(candidate.mediaType, candidate.tmdbId);
    if (input.library.has(key) || input.disliked.has(key) || input.dismissed.has(key)) continue;
    const entry = {
      candidate,
      key,
      score: strength + affinityOf(candidate.genres, candidate.people, persons),
    };
    if (last !== undefined && better(entry, last) >= 0) continue;
    let index = best.length;
    while (index > 0 && better(entry, best[index - 1] as Scored) < 0) index -= 1;
    best.splice(index, 0, entry);
    if (best.length > limit) best.pop();
  }
  return best.map(({ candidate, key }) => ({
    tmdbId: candidate.tmdbId,
    mediaType: candidate.mediaType,
    title: candidate.title,
    year: candidate.year,
    posterPath: candidate.posterPath,
    genres: [...candidate.genres],
    voteAverage: candidate.voteAverage,
    reasons: reasonsOf(candidate, input.liked),
    onOurServices: input.onOurServices.has(key),
  }));
}
