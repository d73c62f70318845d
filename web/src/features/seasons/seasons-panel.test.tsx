import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect, test } from 'vitest';
import { bookmarkStep } from '#domain/rules/episode-bookmark';
import type { Season, SeasonRollup, SeasonStatus } from '#domain/schemas/library';
import { recordRequests, server } from '../../test-support/api';
import { seriesInProgress } from '../../test-support/fixtures';
import { renderScreen, toastTitled } from '../../test-support/render';
import { SeasonsPanel } from './seasons-panel';

const series = seriesInProgress();

const season = (
  seasonNumber: number,
  status: SeasonStatus,
  episodeBookmark: number | null = null,
): Season => ({
  id: 20 + seasonNumber,
  libraryItemId: series.id,
  seasonNumber,
  name: `Season ${seasonNumber}`,
  status,
  posterPath: null,
  episodeCount: 6,
  airDate: null,
  overview: '',
  episodeBookmark,
  listed: true,
});

/** The seasons' API over `seasons`, changed as the server would change them. */
function seasonsApi(seasons: Season[]) {
  const rollup = (): SeasonRollup => {
    const done = seasons.filter((one) => one.status === 'watched' || one.status === 'rewatch').length;
    return {
      hasSeasons: true,
      overallStatus: done === seasons.length ? 'watched' : 'watching',
      totalSeasons: seasons.length,
      watchedSeasons: seasons.filter((one) => one.status === 'watched').length,
      rewatchSeasons: seasons.filter((one) => one.status === 'rewatch').length,
      completionPercentage: Math.round((100 * done) / seasons.length),
      currentSeason: null,
    };
  };
  const change = (id: number, next: Partial<Season>) => {
    const index = seasons.findIndex((one) => one.id === id);
    const changed = { ...(seasons[index] as Season), ...next };
    seasons[index] = changed;
    return HttpResponse.json(changed);
  };
  server.use(
    http.get(`/api/seasons/${series.id}`, () => HttpResponse.json(seasons)),
    http.get(`/api/library/${series.id}/season-rollup`, () => HttpResponse.json(rollup())),
    http.get(`/api/season-watches/all/${series.id}`, () => HttpResponse.json([])),
    http.put('/api/season/:id/episode', async ({ params, request }) => {
      const { episode } = (await request.json()) as { episode: number };
      const stepped = seasons.find((one) => one.id === Number(params.id)) as Season;
      const step = bookmarkStep(stepped, episode);
      if (!step.ok) return HttpResponse.json({ message: 'no such episode' }, { status: 400 });
      return change(stepped.id, { status: step.status, episodeBookmark: step.episodeBookmark });
    }),
    http.put('/api/season/:id', async ({ params, request }) => {
      const { status } = (await request.json()) as { status: SeasonStatus };
      return change(Number(params.id), { status });
    }),
  );
}

test("steps through a season's episodes: not back before the first, and the last one finishes the season", async () => {
  seasonsApi([season(1, 'to_watch'), season(2, 'to_watch')]);
  const { user } = renderScreen(<SeasonsPanel item={series} onClose={() => undefined} />);
  const panel = await screen.findByRole('dialog', { name: 'Seasons' });
  const first = (await within(panel).findAllByTestId('season-card'))[0] as HTMLElement;
  const bookmark = within(first).getByTestId('episode-bookmark');
  const back = within(first).getByRole('button', { name: 'Season 1: one episode back' });
  const next = within(first).getByRole('button', { name: 'Season 1: next episode watched' });
  expect(bookmark).toHaveTextContent('Not started · 6 episodes');
  expect(back).toBeDisabled();

  for (let episode = 1; episode <= 5; episode += 1) {
    await user.click(next);
    await waitFor(() => expect(bookmark).toHaveTextContent(`Episode ${episode} of 6`));
  }
  await waitFor(() => expect(back).toBeEnabled());
  await user.click(back);
  await waitFor(() => expect(bookmark).toHaveTextContent('Episode 4 of 6'));
  await waitFor(() => expect(next).toBeEnabled());
  await user.click(next);
  await waitFor(() => expect(next).toBeEnabled());
  await user.click(next);

  await toastTitled('Season 1 watched!');
  await waitFor(() => expect(bookmark).toHaveTextContent('All 6 episodes'));
  expect(next).toBeDisabled();
  expect(within(first).getByRole('combobox', { name: 'Season 1 status' })).toHaveTextContent('Watched');
});

test('with every season done, Mark All as Rewatch marks the watched ones and says so', async () => {
  seasonsApi([season(1, 'watched'), season(2, 'watched')]);
  const sent = recordRequests();
  const { user } = renderScreen(<SeasonsPanel item={series} onClose={() => undefined} />);
  const panel = await screen.findByRole('dialog', { name: 'Seasons' });
  expect(await within(panel).findByTestId('season-progress-text')).toHaveTextContent('2 of 2 seasons (100%)');

  await user.click(within(panel).getByRole('button', { name: 'Mark All as Rewatch' }));

  await toastTitled('Series marked for rewatch!');
  expect(sent.filter((request) => request.startsWith('PUT'))).toEqual([
    'PUT /api/season/21',
    'PUT /api/season/22',
  ]);
  await waitFor(() =>
    expect(
      within(panel)
        .getAllByRole('combobox')
        .map((select) => select.textContent),
    ).toEqual(['Rewatch', 'Rewatch']),
  );
});

test("a season's status chosen in its select is saved and said so", async () => {
  seasonsApi([season(1, 'to_watch')]);
  const { user } = renderScreen(<SeasonsPanel item={series} onClose={() => undefined} />);
  const select = await screen.findByRole('combobox', { name: 'Season 1 status' });
  await user.click(select);
  await user.click(await screen.findByRole('option', { name: 'Watched' }));

  await toastTitled('Season status updated!');
  await waitFor(() => expect(select).toHaveTextContent('Watched'));
});
