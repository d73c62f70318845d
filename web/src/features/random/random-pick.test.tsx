import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, test, vi } from 'vitest';
import type { LibraryItem } from '../../../../domain/schemas/library';
import { TitleHostContext, type TitleHost } from '../../lib/title-host';
import { recordRequests, server } from '../../test-support/api';
import { libraryItem, seriesInProgress } from '../../test-support/fixtures';
import { renderScreen } from '../../test-support/render';
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
