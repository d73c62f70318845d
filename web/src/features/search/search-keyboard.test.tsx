import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { SearchResult } from '#domain/schemas/film';
import { server } from '../../test-support/api';
import { searchResult } from '../../test-support/film-answers';
import { renderScreen } from '../../test-support/render';
import { LiveSearchBox } from './live-search-box';

/** Nine lantern titles (enough for 'See all results'), The Lantern Keeper in the library. */
const lanterns = Array.from({ length: 9 }, (_, index) =>
  searchResult({
    tmdbId: 900100 + index,
    title: index === 1 ? 'The Lantern Keeper' : `Lantern ${index}`,
    inLibrary: index === 1,
  }),
);

/** GET /api/search/combined answers `lanterns` for 'lantern', nothing for other words. */
function answerSearches(results: SearchResult[] = lanterns) {
  server.use(
    http.get('/api/search/combined', ({ request }) => {
      const query = new URL(request.url).searchParams.get('q') ?? '';
      return HttpResponse.json({ results: query === 'lantern' ? results : [] });
    }),
  );
}

async function searchFor(words: string) {
  const picked: SearchResult[] = [];
  const view = renderScreen(<LiveSearchBox onSelect={(result) => picked.push(result)} />);
  const box = screen.getByRole('combobox', { name: 'Search movies and TV shows' });
  expect(box).toHaveAttribute('placeholder', 'Search to add movies & TV shows...');
  await view.fastUser.type(box, words);
  return { ...view, box, picked };
}

const settled = () =>
  waitFor(() =>
    expect(screen.getByRole('listbox', { name: 'Search results' })).toHaveAttribute('aria-busy', 'false'),
  );

describe('the live search', () => {
  it('arrow keys move through the results and wrap around; Enter picks the one highlighted', async () => {
    answerSearches();
    const { user, box, picked } = await searchFor('lantern');
    await settled();
    const options = screen.getAllByRole('option');
    expect(options).toHaveLength(9);

    await user.keyboard('{ArrowUp}');
    expect(options[8]).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', options[8]?.id);
    await user.keyboard('{ArrowDown}');
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(picked.map((result) => result.title)).toEqual(['The Lantern Keeper']);
    expect(box).toHaveValue('');
  });

  it('marks the titles already in the library, and offers every result past eight', async () => {
    answerSearches();
    await searchFor('lantern');
    await settled();
    const keeper = screen.getByRole('option', { name: /^The Lantern Keeper/ });
    expect(within(keeper).getByText('In List')).toBeInTheDocument();
    const other = screen.getByRole('option', { name: /^Lantern 0/ });
    expect(within(other).queryByText('In List')).toBeNull();
    expect(screen.getByRole('link', { name: 'See all results for "lantern"' })).toHaveAttribute(
      'href',
      '/search?q=lantern',
    );
  });

  it('says when nothing matches, and Escape closes the results', async () => {
    answerSearches();
    const { user } = await searchFor('zzqxv');
    expect(await screen.findByText('No results found for "zzqxv"')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByText('No results found for "zzqxv"')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Results' })).toBeNull();
  });

  it('says so when the film database is down', async () => {
    server.use(
      http.get('/api/search/combined', () =>
        HttpResponse.json({ message: 'TMDb is unavailable' }, { status: 503 }),
      ),
    );
    await searchFor('lantern');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Search is unavailable right now. Please try again in a moment.',
    );
  });
});
