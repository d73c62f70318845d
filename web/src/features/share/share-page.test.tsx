import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { SearchResult } from '#domain/schemas/film';
import { recordRequests, server } from '../../test-support/api';
import { movieDetails, searchResult } from '../../test-support/film-answers';
import { renderScreen } from '../../test-support/render';
import { SharePage } from './share-page';

const DARK_KNIGHT = searchResult({ tmdbId: 90000003, title: 'The Dark Knight' });
const DARK_KNIGHT_RISES = searchResult({ tmdbId: 90000004, title: 'The Dark Knight Rises', year: 2012 });
const BREAKING_BAD = searchResult({ tmdbId: 90500001, title: 'Breaking Bad', mediaType: 'tv' });

/**
 * The film database as the share screen asks it: `known` titles by id, `imdb` ids through /find, and a search
 * answering `found` for any words. Answers the requests sent.
 */
function filmDatabase({
  known = [],
  imdb = {},
  found = [],
}: {
  known?: number[];
  imdb?: Record<string, SearchResult>;
  found?: SearchResult[];
}) {
  const sent = recordRequests();
  server.use(
    http.get('/api/tmdb/search', () => HttpResponse.json({ results: found })),
    http.get('/api/tmdb/find/:imdbId', ({ params }) => {
      const result = imdb[String(params.imdbId)];
      return HttpResponse.json({ results: result ? [result] : [] });
    }),
    http.get('/api/tmdb/:mediaType/:tmdbId', ({ params }) =>
      known.includes(Number(params.tmdbId))
        ? HttpResponse.json(movieDetails({ id: Number(params.tmdbId), title: 'A known title' }))
        : HttpResponse.json({ message: 'Not found' }, { status: 404 }),
    ),
  );
  return sent;
}

function share(shared: Record<string, string>) {
  return renderScreen(<SharePage />, { path: `/share?${new URLSearchParams(shared).toString()}` });
}

/** Where the share screen went: the title page of what was shared, with the words it searched for. */
const openedAt = async (location: ReturnType<typeof share>['location']) => {
  await waitFor(() => expect(location.history.at(-1)).toMatch(/^\/movie\//));
  return location.history.at(-1);
};

describe('the share target', () => {
  it('a TMDb link opens its title by its id', async () => {
    filmDatabase({ known: [900101] });
    const { location } = share({
      url: 'https://www.themoviedb.org/movie/900101-the-lantern-keeper?language=en',
    });
    expect(await openedAt(location)).toBe('/movie/movie/900101?shared=');
  });

  it('a TMDb link whose id the film database does not know opens the best match of its words', async () => {
    const sent = filmDatabase({
      found: [searchResult({ tmdbId: 90000001, title: 'The Shawshank Redemption' })],
    });
    const { location } = share({ url: 'https://www.themoviedb.org/movie/278-the-shawshank-redemption' });
    expect(await openedAt(location)).toBe('/movie/movie/90000001?shared=the%20shawshank%20redemption');
    expect(sent).toEqual(['GET /api/tmdb/movie/278', 'GET /api/tmdb/search']);
  });

  it('an IMDb link opens its title through the IMDb id', async () => {
    filmDatabase({ imdb: { tt0068646: searchResult({ tmdbId: 90000002, title: 'The Godfather' }) } });
    const { location } = share({
      title: 'The Godfather (1972) - IMDb',
      url: 'https://m.imdb.com/title/tt0068646/?ref_=ext_shr_lnk',
    });
    expect(await openedAt(location)).toBe('/movie/movie/90000002?shared=');
  });

  it('a Letterboxd film opens the best match of its name, not the first result', async () => {
    filmDatabase({ found: [DARK_KNIGHT_RISES, DARK_KNIGHT] });
    const { location } = share({ text: 'https://letterboxd.com/someone/film/the-dark-knight/' });
    expect(await openedAt(location)).toBe('/movie/movie/90000003?shared=the%20dark%20knight');
  });

  it('any text opens the best match of its words, a series too', async () => {
    filmDatabase({ found: [BREAKING_BAD] });
    const { location } = share({ title: 'Breaking Bad | Letterboxd', text: 'https://boxd.it/1a2B' });
    expect(await openedAt(location)).toBe('/movie/tv/90500001?shared=Breaking%20Bad');
  });

  it('words that match nothing say so, with a search for them', async () => {
    filmDatabase({});
    share({ text: 'qwzx vbnm' });
    expect(await screen.findByRole('heading', { name: 'No title found' })).toBeInTheDocument();
    expect(screen.getByText('Nothing in the film database matches “qwzx vbnm”.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search for it' })).toHaveAttribute(
      'href',
      '/search?q=qwzx%20vbnm',
    );
  });

  it('nothing to go on says what can be shared', () => {
    const sent = recordRequests();
    share({ url: 'https://example.com/' });
    expect(screen.getByRole('heading', { name: 'Nothing to open' })).toBeInTheDocument();
    expect(
      screen.getByText('Share a link from TMDb, IMDb or Letterboxd, or the name of a movie or series.'),
    ).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('a film database that does not answer: says so, and Try again asks again', async () => {
    let down = true;
    server.use(
      http.get('/api/tmdb/search', () =>
        down
          ? HttpResponse.json({ message: 'TMDb did not answer' }, { status: 503 })
          : HttpResponse.json({ results: [BREAKING_BAD] }),
      ),
    );
    const { user, location } = share({ text: 'Breaking Bad' });
    expect(await screen.findByRole('heading', { name: 'Could not look it up' })).toBeInTheDocument();
    expect(
      screen.getByText('The film database did not answer for “Breaking Bad”. Please try again in a moment.'),
    ).toBeInTheDocument();
    down = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await openedAt(location)).toBe('/movie/tv/90500001?shared=Breaking%20Bad');
  });
});
