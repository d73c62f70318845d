import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect, test } from 'vitest';
import type { Season, SeasonRollup } from '#domain/schemas/library';
import { recordRequests, server } from '../../test-support/api';
import { seriesInProgress } from '../../test-support/fixtures';
import { renderScreen, toastTitled } from '../../test-support/render';
import { SeasonsPanel } from './seasons-panel';

const season = (seasonNumber: number, fields: Partial<Season> = {}): Season => ({
  id: 100 + seasonNumber,
  libraryItemId: 2,
  seasonNumber,
  name: seasonNumber === 0 ? 'Specials' : `Season ${seasonNumber}`,
  status: 'to_watch',
  posterPath: null,
  episodeCount: 10,
  airDate: null,
  overview: '',
  episodeBookmark: null,
  listed: true,
  ...fields,
});

/**
 * A series of three seasons, the first watched, the third no longer listed (never started), and its specials last:
 * the API keeps the seasons' statuses as the panel sets them.
 */
function showSeasons() {
  const seasons = [season(1, { status: 'watched' }), season(2), season(3, { listed: false }), season(0)];
  const counted = () => seasons.filter((one) => one.seasonNumber > 0 && one.listed);
  const rollup = (): SeasonRollup => {
    const watched = counted().filter((one) => one.status === 'watched').length;
    return {
      hasSeasons: true,
      overallStatus: watched === counted().length ? 'watched' : 'watching',
      totalSeasons: counted().length,
      watchedSeasons: watched,
      rewatchSeasons: 0,
      completionPercentage: Math.round((100 * watched) / counted().length),
      currentSeason: null,
    };
  };
  server.use(
    http.get('/api/seasons/2', () => HttpResponse.json(seasons)),
    http.get('/api/library/2/season-rollup', () => HttpResponse.json(rollup())),
    http.get('/api/season-watches/all/2', () => HttpResponse.json([])),
    http.put('/api/season/:id', async ({ params, request }) => {
      const changed = seasons.find((one) => one.id === Number(params.id));
      if (!changed) return HttpResponse.json({ message: 'No such season' }, { status: 404 });
      Object.assign(changed, (await request.json()) as Partial<Season>);
      return HttpResponse.json(changed);
    }),
  );
  const sent = recordRequests();
  return { ...renderScreen(<SeasonsPanel item={seriesInProgress()} onClose={() => undefined} />), sent };
}

test("says which season is no longer listed; 'Mark All Watched' marks the counted seasons left and offers a rewatch", async () => {
  const { user, sent } = showSeasons();
  const panel = await screen.findByRole('dialog', { name: 'Seasons' });
  const cards = await within(panel).findAllByTestId('season-card');
  expect(cards).toHaveLength(4);
  expect(within(cards[2] as HTMLElement).getByText('No longer listed', { exact: true })).toBeVisible();
  expect(within(panel).getAllByText('No longer listed', { exact: true })).toHaveLength(1);

  await user.click(within(panel).getByRole('button', { name: 'Mark All Watched' }));
  await toastTitled('All seasons marked as watched!');
  expect(sent.filter((request) => request.startsWith('PUT'))).toEqual(['PUT /api/season/102']);
  expect(await within(panel).findByRole('button', { name: 'Mark All as Rewatch' })).toBeVisible();
  await waitFor(() => expect(within(panel).queryByRole('button', { name: 'Mark All Watched' })).toBeNull());
});
