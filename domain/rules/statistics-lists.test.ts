import { describe, expect, it } from 'vitest';
import { title, viewed } from './statistics.fixture';
import { funFacts } from './statistics-lists';
import { viewsOf } from './statistics-titles';

describe('the longest and shortest title', () => {
  it('compare films with films: a series, timed by one episode, is neither', () => {
    const titles = [
      title({ id: 1, title: 'Arrival', runtime: 116 }, { both: viewed(['2026-02-25'], 116) }),
      title({ id: 2, title: 'Bee Movie', runtime: 91 }, { both: viewed(['2026-01-05'], 91) }),
      title(
        { id: 3, title: 'Breaking Bad', mediaType: 'tv', runtime: 47 },
        { both: viewed(['2026-03-01'], 470) },
      ),
      title(
        { id: 4, title: 'Shogun', mediaType: 'tv', runtime: 180 },
        { both: viewed(['2026-03-02'], 1800) },
      ),
    ];
    const facts = funFacts(viewsOf(titles, null), []);
    expect(facts.longestTitle).toMatchObject({ title: 'Arrival', runtime: 116 });
    expect(facts.shortestTitle).toMatchObject({ title: 'Bee Movie', runtime: 91 });
  });

  it('are none when only series were finished', () => {
    const titles = [
      title(
        { id: 3, title: 'Breaking Bad', mediaType: 'tv', runtime: 47 },
        { both: viewed(['2026-03-01'], 470) },
      ),
    ];
    const facts = funFacts(viewsOf(titles, null), []);
    expect(facts.longestTitle).toBeNull();
    expect(facts.shortestTitle).toBeNull();
  });
});
