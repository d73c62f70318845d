import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, test, vi } from 'vitest';
import type { LibraryItem } from '#domain/schemas/library';
import { TitleHostContext, type TitleHost } from '../../lib/title-host';
import { recordRequests, server } from '../../test-support/api';
import { libraryItem, seriesInProgress } from '../../test-support/fixtures';
import { renderScreen, toastTitled } from '../../test-support/render';
import { spyTitleHost } from '../../test-support/titles';
import { RandomPick } from './random-pick';

/** The random pick drawing `pick` from Alex's titles; the host's modals are spies. */
async function drawn(pick: LibraryItem) {
  server.use(http.get('/api/library/random/person1', () => HttpResponse.json({ item: pick })));
  const host: TitleHost = {
    openTitle: vi.fn(),
    openItem: vi.fn(),
    markWatched: vi.fn(),
    manageSeasons: vi.fn(),
    openRandomPick: vi.fn(),
  };
  const view = renderScreen(
    <TitleHostContext.Provider value={host}>
      <RandomPick open onOpenChange={() => undefined} />
    </TitleHostContext.Provider>,
  );
  const chooser = await screen.findByRole('dialog', { name: "Who's watching?" });
  await view.user.click(await within(chooser).findByRole('button', { name: 'Alex' }));
  const dialog = await screen.findByRole('dialog', { name: pick.title });
  return { ...view, host, dialog };
}

const statusShown = (dialog: HTMLElement) => within(dialog).getByText('Status').nextElementSibling;

describe('the random pick', () => {
  test("offers 'Start Series' for a series not started, and starts it", async () => {
    const series = seriesInProgress({
      seasonRollup: {
        hasSeasons: true,
        overallStatus: 'to_watch',
        totalSeasons: 4,
        watchedSeasons: 0,
        rewatchSeasons: 0,
        completionPercentage: 0,
        currentSeason: null,
      },
    });
    server.use(http.put('/api/library/2/status', () => HttpResponse.json({ ...series, status: 'watching' })));
    const sent = recordRequests();
    const { dialog, user } = await drawn(series);

    expect(statusShown(dialog)).toHaveTextContent('Want to Watch');
    await user.click(within(dialog).getByRole('button', { name: 'Start Series' }));
    await waitFor(() => expect(sent).toContain('PUT /api/library/2/status'));
  });

  test("offers 'Continue Series' for a series its seasons say is under way, opening its seasons", async () => {
    const series = seriesInProgress();
    const sent = recordRequests();
    const { dialog, user, host } = await drawn(series);

    expect(statusShown(dialog)).toHaveTextContent('Watching');
    expect(within(dialog).queryByRole('button', { name: 'Start Series' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Continue Series' }));

    expect(host.manageSeasons).toHaveBeenCalledWith(series);
    expect(sent.filter((request) => request.startsWith('PUT'))).toEqual([]);
  });

  test("offers 'Watch Movie' for a movie", async () => {
    const { dialog } = await drawn(libraryItem());
    expect(statusShown(dialog)).toHaveTextContent('Want to Watch');
    expect(within(dialog).getByRole('button', { name: 'Watch Movie' })).toBeInTheDocument();
  });
});

test("asks whose titles, remembers the choice, and rerolls for another than the one shown; 'Watch Movie' starts it", async () => {
  const first = libraryItem({ id: 1, title: 'First Pick', ownership: 'together' });
  const second = libraryItem({ id: 3, title: 'Second Pick', ownership: 'together' });
  const asked: string[] = [];
  server.use(
    http.get('/api/library/random/together', ({ request }) => {
      const exclude = new URL(request.url).searchParams.get('exclude');
      asked.push(exclude ?? '');
      return HttpResponse.json({ item: exclude === '1' ? second : first });
    }),
    http.put('/api/library/3/status', () => HttpResponse.json({ ...second, status: 'watched' })),
  );
  const sent = recordRequests();
  const onOpenChange = vi.fn();
  const { user } = renderScreen(
    <TitleHostContext.Provider value={spyTitleHost()}>
      <RandomPick open onOpenChange={onOpenChange} />
    </TitleHostContext.Provider>,
  );
  const chooser = await screen.findByRole('dialog', { name: "Who's watching?" });
  expect(chooser).toHaveTextContent('Choose whose movies to randomize from');
  await user.click(within(chooser).getByRole('button', { name: 'Together' }));

  await toastTitled('Random title selected!');
  const pick = await screen.findByRole('dialog', { name: 'First Pick' });
  expect(within(pick).getByText('Owned by').nextElementSibling).toHaveTextContent('Together');
  expect(localStorage.getItem('random-ownership-preference')).toBe('together');

  await user.click(within(pick).getByRole('button', { name: 'Reroll' }));
  const again = await screen.findByRole('dialog', { name: 'Second Pick' });
  expect(asked).toEqual(['', '1']);

  await user.click(within(again).getByRole('button', { name: 'Watch Movie' }));
  const started = await toastTitled("Let's go!");
  expect(started).toHaveTextContent('Enjoy Second Pick.');
  expect(sent).toContain('PUT /api/library/3/status');
  expect(onOpenChange).toHaveBeenCalledWith(false);
});
