import { titleKey, type RecommendationCandidate } from '#domain/rules/recommendations';
import type { RecommendationsRepository, SourceRef, StoredSuggestion } from './repository';

/** A suggested title, with the keys of the liked titles it was suggested for. */
type IndexedSuggestion = RecommendationCandidate & { sources: string[] };

const indexed = (suggestion: StoredSuggestion): IndexedSuggestion => ({ ...suggestion, sources: [] });

/**
 * The stored suggestions kept in memory, by title: read once (tens of thousands of rows at 5,000 titles: far too
 * slow to read per answer), then kept in step with this process's writes, and read again when another process
 * changed them (a restore).
 */
export function createSuggestionIndex(repository: RecommendationsRepository) {
  let byTitle = new Map<string, IndexedSuggestion>();
  let bySource = new Map<string, string[]>();
  let stamp: string | null = null;

  function link(sourceKey: string, key: string, suggestion: StoredSuggestion | undefined): void {
    const known = byTitle.get(key);
    if (!known && !suggestion) return;
    const entry = suggestion ? { ...indexed(suggestion), sources: known?.sources ?? [] } : known;
    if (!entry) return;
    entry.sources.push(sourceKey);
    byTitle.set(key, entry);
    const keys = bySource.get(sourceKey) ?? [];
    keys.push(key);
    bySource.set(sourceKey, keys);
  }

  function unlink(sourceKey: string): void {
    for (const key of bySource.get(sourceKey) ?? []) {
      const entry = byTitle.get(key);
      if (!entry) continue;
      entry.sources = entry.sources.filter((source) => source !== sourceKey);
      if (entry.sources.length === 0) byTitle.delete(key);
    }
    bySource.delete(sourceKey);
  }

  function load(): void {
    const titles = new Map(
      repository
        .titles()
        .map((suggestion) => [titleKey(suggestion.mediaType, suggestion.tmdbId), suggestion]),
    );
    byTitle = new Map();
    bySource = new Map();
    for (const { sourceKey, titleKey: key } of repository.links()) link(sourceKey, key, titles.get(key));
  }

  return {
    titles(): ReadonlyMap<string, RecommendationCandidate> {
      const current = repository.stamp();
      if (current !== stamp) {
        load();
        stamp = current;
      }
      return byTitle;
    },

    /** After the repository stored a liked title's suggestions. */
    stored(source: SourceRef, suggestions: readonly StoredSuggestion[]): void {
      // Not read yet: the first read takes it from the database.
      if (stamp === null) return;
      const sourceKey = titleKey(source.mediaType, source.tmdbId);
      unlink(sourceKey);
      for (const suggestion of suggestions) {
        link(sourceKey, titleKey(suggestion.mediaType, suggestion.tmdbId), suggestion);
      }
      stamp = repository.stamp();
    },

    /** After the repository forgot these liked titles' suggestions. */
    forgot(sources: readonly SourceRef[]): void {
      if (stamp === null) return;
      for (const source of sources) unlink(titleKey(source.mediaType, source.tmdbId));
      stamp = repository.stamp();
    },
  };
}
