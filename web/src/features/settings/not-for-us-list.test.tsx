import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { held, server } from '../../test-support/api';
import { renderScreen, toastTitled } from '../../test-support/render';
import { idea, keepDismissals, setAside } from '../../test-support/recommendations';
import { answerSettingsJobs } from '../../test-support/settings';
import { SettingsPage } from './settings-page';

beforeEach(answerSettingsJobs);

async function notForUs() {
  const view = renderScreen(<SettingsPage />, { path: '/settings' });
  return { ...view, block: await screen.findByRole('region', { name: 'Not for us' }) };
}

describe("Settings: 'Not for us'", () => {
  it('lists the titles set aside, newest first, and Bring back returns one to the ideas', async () => {
    const sent = keepDismissals(
      [idea({ tmdbId: 702, mediaType: 'tv', title: 'Harbour Nights' })],
      [
        setAside({ tmdbId: 702, mediaType: 'tv', title: 'Harbour Nights', year: 2021 }),
        setAside({ tmdbId: 701, title: 'Northern Lights', year: 2019 }),
      ],
    );
    const { user, block } = await notForUs();
    const rows = await within(block).findAllByTestId('set-aside-title');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Harbour Nights2021 • TV Series'),
      expect.stringContaining('Northern Lights2019 • Movie'),
    ]);

    await user.click(within(block).getByRole('button', { name: 'Bring back Harbour Nights' }));
    expect(await toastTitled('Brought back')).toHaveTextContent('Harbour Nights can be suggested again.');
    expect(sent).toEqual(['DELETE 702/tv']);
    await waitFor(() => expect(within(block).getAllByTestId('set-aside-title')).toHaveLength(1));
    expect(within(block).getByText('Northern Lights')).toBeInTheDocument();
  });

  it('with nothing set aside, says what shows here', async () => {
    const { block } = await notForUs();
    expect(await within(block).findByText('Nothing set aside')).toBeInTheDocument();
    expect(
      within(block).getByText(
        "Ideas for the two of you that you mark 'Not for us' show here, to bring back.",
      ),
    ).toBeInTheDocument();
  });

  it('a title leaves the list at once, and comes back if the server refuses, saying so', async () => {
    let asked = 0;
    const answer = held();
    server.use(
      // The list cannot be asked again either: the title comes back from what was shown before.
      http.get('/api/recommendations/dismissals', () => {
        asked += 1;
        return asked === 1
          ? HttpResponse.json({ results: [setAside({ tmdbId: 701, title: 'Northern Lights' })] })
          : HttpResponse.json({ message: 'Something failed' }, { status: 500 });
      }),
      http.delete('/api/recommendations/dismissals', async () => {
        await answer.released;
        return HttpResponse.json({ message: 'Something failed' }, { status: 500 });
      }),
    );
    const { user, block } = await notForUs();
    await user.click(await within(block).findByRole('button', { name: 'Bring back Northern Lights' }));
    await waitFor(() => expect(within(block).queryByText('Northern Lights')).toBeNull());

    answer.release();
    expect(await toastTitled('Error')).toHaveTextContent(
      'Failed to bring back Northern Lights. Please try again.',
    );
    expect(await within(block).findByText('Northern Lights')).toBeInTheDocument();
  });

  it('a failed load says so, and Try again asks again', async () => {
    let failing = true;
    server.use(
      http.get('/api/recommendations/dismissals', () =>
        failing
          ? HttpResponse.json({ message: 'Something failed' }, { status: 500 })
          : HttpResponse.json({ results: [setAside()] }),
      ),
    );
    const { user, block } = await notForUs();
    expect(await within(block).findByText('Failed to load the titles set aside')).toBeInTheDocument();
    failing = false;
    await user.click(within(block).getByRole('button', { name: 'Try again' }));
    expect(await within(block).findByText('Northern Lights')).toBeInTheDocument();
  });
});
