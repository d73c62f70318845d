import type { Offers } from '../schemas/availability';
import type { DecideCard, DecideProgress, DecideViewer } from '../schemas/decide';
import type { LibraryItem } from '../schemas/library';
import type { Recommendation } from '../schemas/recommendations';
import { fitsEvening, fitsTime } from './evening';
import type { EveningConstraints } from './evening-constraints';
import { familyScore, type RatingSources } from './family-score';
import { streamingKinds } from './offer-kinds';

/** The most cards a deck holds. */
export const DECK_SIZE = 30;
/** A session nobody voted in or joined for this long is closed ('idle'). */
export const DECIDE_IDLE_MS = 2 * 60 * 60 * 1000;
/** The light shuffle swaps cards only within consecutive windows of this many. */
export const SHUFFLE_WINDOW = 3;

/** A title of the library the random pick could draw (its effective status is not watched), as the deck reads it. */
export type DeckLibraryTitle = Pick<
  LibraryItem,
  | 'id'
  | 'tmdbId'
  | 'mediaType'
  | 'title'
  | 'year'
  | 'posterPath'
  | 'runtime'
  | 'genres'
  | 'tmdbRating'
  | 'tmdbVoteCount'
  | 'imdbRating'
  | 'imdbVotes'
  | 'rottenTomatoesRating'
  | 'metacriticRating'
  | 'availability'
> & {
  /** A series' number of seasons, null when it has none stored (or for a movie). */
  seasons: number | null;
};

/** What the deck is dealt from: a title of ours or an idea for the two of us. */
export type DeckEntry = { kind: 'title'; title: DeckLibraryTitle } | { kind: 'idea'; idea: Recommendation };

export const cardKey = (mediaType: DecideCard['mediaType'], tmdbId: number) => `${mediaType}:${tmdbId}`;

/** The Family Score (0–100) of a library title, as its title page shows it; null when no source rates it. */
export function familyScoreOf(title: DeckLibraryTitle): number | null {
  const score = familyScore(ratingSourcesOf(title)).globalScore01;
  return score === null ? null : Math.round(score * 100);
}

const ratingSourcesOf = (title: DeckLibraryTitle): RatingSources => ({
  tmdbRating: title.tmdbRating,
  tmdbVoteCount: title.tmdbVoteCount,
  imdbRating: title.imdbRating,
  imdbVotes: title.imdbVotes,
  metascore: title.metacriticRating,
  rtTomatometer: title.rottenTomatoesRating,
});

/**
 * Whether an idea fits the evening. An idea's runtime is not known: it is held to the random pick's own rule for
 * an unknown runtime (a movie counts as 100 minutes, an episode as 45), so 'Under 90 min' leaves idea movies out
 * and 'Under 2 h' keeps them.
 */
export function ideaFits(idea: Recommendation, constraints: EveningConstraints): boolean {
  return (
    (!constraints.onServices || idea.onOurServices) &&
    fitsTime({ mediaType: idea.mediaType, runtime: null }, constraints.time) &&
    (constraints.kind === 'all' || idea.mediaType === constraints.kind) &&
    (constraints.genre === null || idea.genres.includes(constraints.genre))
  );
}

/**
 * Swaps cards only within consecutive windows of `window` (a Fisher–Yates shuffle of each window), so the best
 * stay near the top while two evenings differ. `random` returns [0, 1), as Math.random does.
 */
export function shuffleLightly<T>(items: readonly T[], random: () => number, window = SHUFFLE_WINDOW): T[] {
  const result = [...items];
  for (let start = 0; start < result.length; start += window) {
    const end = Math.min(start + window, result.length);
    for (let index = end - 1; index > start; index -= 1) {
      const other = start + Math.floor(random() * (index - start + 1));
      [result[index], result[other]] = [result[other] as T, result[index] as T];
    }
  }
  return result;
}

export interface DeckInput {
  titles: readonly DeckLibraryTitle[];
  /**
   * The ideas for the two of us, best first: asked for only when our own titles leave room in the deck (ranking
   * them reads the whole library's reactions).
   */
  ideas: () => readonly Recommendation[];
  constraints: EveningConstraints;
  /** Our services (provider ids). */
  services: readonly number[];
  random: () => number;
}

/**
 * The deck: up to DECK_SIZE of our titles that fit the evening (by Family Score, highest first; unscored last; ties
 * in the random pick's own order, as given), then the ideas that fit (in their order), each part lightly shuffled
 * on its own so that an idea never comes before one of our titles.
 */
export function buildDeck({ titles, ideas, constraints, services, random }: DeckInput): DeckEntry[] {
  const ours = titles
    .filter((title) => fitsEvening(title, constraints, services))
    .map((title, index) => ({ title, index, score: familyScoreOf(title) }))
    .sort((a, b) => (b.score ?? -1) - (a.score ?? -1) || a.index - b.index)
    .slice(0, DECK_SIZE)
    .map(({ title }): DeckEntry => ({ kind: 'title', title }));
  const keys = new Set(ours.map((entry) => entryKey(entry)));
  const fittingIdeas: DeckEntry[] = [];
  for (const idea of ours.length < DECK_SIZE ? ideas() : []) {
    if (ours.length + fittingIdeas.length >= DECK_SIZE) break;
    const entry: DeckEntry = { kind: 'idea', idea };
    if (keys.has(entryKey(entry)) || !ideaFits(idea, constraints)) continue;
    keys.add(entryKey(entry));
    fittingIdeas.push(entry);
  }
  return [...shuffleLightly(ours, random), ...shuffleLightly(fittingIdeas, random)];
}

export const entryKey = (entry: DeckEntry) =>
  entry.kind === 'title'
    ? cardKey(entry.title.mediaType, entry.title.tmdbId)
    : cardKey(entry.idea.mediaType, entry.idea.tmdbId);

/** The names of our services a title streams on (stream, free or ads), each once, the most prominent first. */
export function ourServiceNames(offers: Offers | null, services: readonly number[]): string[] {
  if (!offers) return [];
  const names: string[] = [];
  const seen = new Set<number>();
  for (const provider of streamingKinds
    .flatMap((kind) => offers[kind])
    .sort((a, b) => a.displayPriority - b.displayPriority)) {
    if (!services.includes(provider.id) || seen.has(provider.id)) continue;
    seen.add(provider.id);
    names.push(provider.name);
  }
  return names;
}

/** A deck entry as its card. `services`: the names of our services a library title streams on. */
export function cardOf(entry: DeckEntry, services: readonly string[]): DecideCard {
  if (entry.kind === 'title') {
    const { title } = entry;
    return {
      key: entryKey(entry),
      tmdbId: title.tmdbId,
      mediaType: title.mediaType,
      title: title.title,
      year: title.year,
      posterPath: title.posterPath,
      inLibrary: true,
      itemId: title.id,
      runtime: title.runtime,
      seasons: title.mediaType === 'tv' ? title.seasons : null,
      genres: title.genres,
      familyScore: familyScoreOf(title),
      services: [...services],
    };
  }
  const { idea } = entry;
  // An idea carries TMDb's vote average alone: its Family Score is that one source's.
  const score = familyScore({
    tmdbRating: idea.voteAverage,
    tmdbVoteCount: null,
    imdbRating: null,
    imdbVotes: null,
    metascore: null,
    rtTomatometer: null,
  }).globalScore01;
  return {
    key: entryKey(entry),
    tmdbId: idea.tmdbId,
    mediaType: idea.mediaType,
    title: idea.title,
    year: idea.year,
    posterPath: idea.posterPath,
    inLibrary: false,
    itemId: null,
    runtime: null,
    seasons: null,
    genres: idea.genres,
    familyScore: score === null ? null : Math.round(score * 100),
    services: [],
  };
}

export type DecideVote = 'yes' | 'no';

export interface StoredVote {
  viewer: DecideViewer;
  key: string;
  vote: DecideVote;
}

const otherOf = (viewer: DecideViewer): DecideViewer => (viewer === 'person1' ? 'person2' : 'person1');

/**
 * Whether a vote makes a new match: it is a yes, the other already said yes to that card, and that card was not
 * announced already (a vote given again never announces it twice, nor undoes it). `votes`: those stored before it.
 */
export function isNewMatch(
  votes: readonly StoredVote[],
  matched: readonly string[],
  vote: StoredVote,
): boolean {
  if (vote.vote !== 'yes' || matched.includes(vote.key)) return false;
  const other = otherOf(vote.viewer);
  return votes.some((stored) => stored.viewer === other && stored.key === vote.key && stored.vote === 'yes');
}

/** How many cards each of us has answered — never which way. */
export function progressOf(votes: readonly StoredVote[]): DecideProgress {
  return {
    person1: votes.filter((vote) => vote.viewer === 'person1').length,
    person2: votes.filter((vote) => vote.viewer === 'person2').length,
  };
}

/**
 * The cards one of us said yes to, in deck order (best first) — only once both of us answered every card without
 * a match; empty until then.
 */
export function oneYesOf(
  deck: readonly DecideCard[],
  votes: readonly StoredVote[],
  matched: readonly string[],
): DecideCard[] {
  if (matched.length > 0 || deck.length === 0) return [];
  const progress = progressOf(votes.filter((vote) => deck.some((card) => card.key === vote.key)));
  if (progress.person1 < deck.length || progress.person2 < deck.length) return [];
  const yes = new Set(votes.filter((vote) => vote.vote === 'yes').map((vote) => vote.key));
  return deck.filter((card) => yes.has(card.key));
}

/** Whether a session last voted in or joined at `lastActivityAt` has been idle too long at `now`. */
export const isIdle = (lastActivityAt: string, now: Date) =>
  now.getTime() - Date.parse(lastActivityAt) >= DECIDE_IDLE_MS;
