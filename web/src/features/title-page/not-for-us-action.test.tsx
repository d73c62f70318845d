import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect, test } from 'vitest';
import { TitleHostContext } from '../../lib/title-host';
import { server } from '../../test-support/api';
import { movieDetails } from '../../test-support/film-answers';
import { cardsAnswer, libraryItem } from '../../test-support/fixtures';
import { renderScreen, toastTitled } from '../../test-support/render';
import { idea, keepDismissals, setAside } from '../../test-support/recommendations';
import { noTitleHost } from '../../test-support/title-host';
import { TitlePage } from './title-page';

function openTitle() {
  server.use(
    http.get('/api/tmdb/movie/700', () =>
      HttpResponse.json(movieDetails({ id: 700, title: 'Northern Lights', poster_path: null })),
    ),
  );
  return renderScreen(
    <TitleHostContext.Provider value={noTitleHost}>
      <TitlePage type="movie" id="700" />
    </TitleHostContext.Provider>,
    { path: '/movie/movie/700' },
  );
}

test("a title not in the library: 'Not for us' beside Add to Library sets it aside, and Undo brings it back", async () => {
  const sent = keepDismissals([idea({ tmdbId: 700, title: 'Northern Lights' })]);
  const { user } = openTitle();
  expect(await screen.findByRole('button', { name: 'Add to Library' })).toBeInTheDocument();
  await user.click(await screen.findByRole('button', { name: 'Not for us' }));

  const toast = await toastTitled('Not for us');
  expect(toast).toHaveTextContent('Northern Lights is set aside and will not be suggested again.');
  expect(await screen.findByText('Set aside: not for us')).toBeInTheDocument();
  expect(sent).toEqual(['POST 700/movie']);

  await user.click(within(toast).getByRole('button', { name: /Undo/ }));
  await toastTitled('Brought back');
  expect(sent).toEqual(['POST 700/movie', 'DELETE 700/movie']);
  expect(await screen.findByRole('button', { name: 'Not for us' })).toBeInTheDocument();
});

test("a title set aside already says so, and 'Bring back' undoes it", async () => {
  const sent = keepDismissals([], [setAside({ tmdbId: 700, title: 'Northern Lights' })]);
  const { user } = openTitle();
  expect(await screen.findByText('Set aside: not for us')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Not for us' })).toBeNull();

  await user.click(screen.getByRole('button', { name: 'Bring back' }));
  expect(await toastTitled('Brought back')).toHaveTextContent('Northern Lights can be suggested again.');
  expect(sent).toEqual(['DELETE 700/movie']);
  await waitFor(() => expect(screen.queryByText('Set aside: not for us')).toBeNull());
});

test("a title in the library has no 'Not for us'", async () => {
  server.use(
    http.get('/api/library/cards', () =>
      HttpResponse.json(cardsAnswer([libraryItem({ tmdbId: 700, title: 'Northern Lights' })])),
    ),
    http.get('/api/watch-instances/1', () => HttpResponse.json([])),
  );
  openTitle();
  expect(await screen.findByTestId('library-title-actions')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Not for us' })).toBeNull();
});
