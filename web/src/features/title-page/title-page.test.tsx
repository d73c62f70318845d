import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import type { MovieDetailsResponse, TvDetailsResponse } from '#domain/schemas/film';
import { recordRequests, server } from '../../test-support/api';
import { libraryItem } from '../../test-support/fixtures';
import { renderScreen, toastTitled } from '../../test-support/render';
import { TitlePage } from './title-page';

const common = {
  genres: [{ id: 18, name: 'Drama' }],
  overview: 'A title made for the tests.',
  poster_path: null,
  backdrop_path: null,
  logo_path: null,
  vote_average: 8.1,
  vote_count: 100,
  credits: { cast: [], crew: [] },
  imdb_id: null,
  imdbRating: null,
  imdbVotes: null,
  tmdbRating: 8.1,
  tmdbVoteCount: 100,
  metascore: null,
  rtTomatometer: null,
  globalScore01: null,
  globalReaction: null,
  globalConfidence: 0,
};

const movie: MovieDetailsResponse = {
  ...common,
  id: 101,
  media_type: 'movie',
  title: 'The Test Film',
  release_date: '1991-07-03',
  runtime: 137,
};

const series: TvDetailsResponse = {
  ...common,
  id: 202,
  media_type: 'tv',
  name: 'The Test Series',
  first_air_date: '2019-05-06',
  episode_run_time: [65],
  created_by: [],
  number_of_seasons: 1,
  number_of_episodes: 5,
  seasons: [],
};

function titlePage(type: 'movie' | 'tv') {
  server.use(
    http.get('/api/tmdb/movie/101', () => HttpResponse.json(movie)),
    http.get('/api/tmdb/tv/202', () => HttpResponse.json(series)),
  );
  return renderScreen(<TitlePage type={type} id={type === 'movie' ? '101' : '202'} />);
}

const hoursAndMinutes = /\b\d+h( \d+m)?\b/;

describe('the runtime reads in minutes', () => {
  test('a movie: 137 min', async () => {
    titlePage('movie');
    await screen.findByRole('heading', { level: 1, name: 'The Test Film' });
    expect(screen.getByText('137 min')).toBeInTheDocument();
    expect(screen.queryByText(hoursAndMinutes)).toBeNull();
  });

  test('a series: per episode', async () => {
    titlePage('tv');
    await screen.findByRole('heading', { level: 1, name: 'The Test Series' });
    expect(screen.getByText('65 min per episode')).toBeInTheDocument();
    expect(screen.queryByText(hoursAndMinutes)).toBeNull();
  });
});

test('Add to Library adds nothing until an owner is chosen', async () => {
  const bodies: unknown[] = [];
  server.use(
    http.post('/api/library', async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json(libraryItem({ ownership: 'person2' }), { status: 201 });
    }),
  );
  const sent = recordRequests();
  const { user } = titlePage('movie');
  await user.click(await screen.findByRole('button', { name: 'Add to Library' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add to Library' });

  await user.click(within(dialog).getByRole('button', { name: 'Add to Library' }));
  const refused = await toastTitled('Select ownership');
  expect(refused).toHaveTextContent('Please choose who this belongs to before adding to library.');
  expect(sent.filter((request) => request.startsWith('POST'))).toEqual([]);
  expect(screen.getByRole('dialog', { name: 'Add to Library' })).toBeInTheDocument();

  await user.click(within(dialog).getByRole('radio', { name: 'Sam' }));
  await user.click(within(dialog).getByRole('button', { name: 'Add to Library' }));
  const added = await toastTitled('Added to library!');
  expect(added).toHaveTextContent('The Test Film is in your library.');
  expect(bodies).toEqual([
    expect.objectContaining({ tmdbId: 101, ownership: 'person2', status: 'to_watch' }),
  ]);
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add to Library' })).toBeNull());
});
