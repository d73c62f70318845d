import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { SettingsResponse, SettingsUpdate } from '#domain/schemas/settings';
import { held, server } from '../../test-support/api';
import { renderScreen, toastTitled } from '../../test-support/render';
import { answerOurServices } from '../../test-support/services';
import { answerSettingsJobs, settingsAnswer } from '../../test-support/settings';
import { SettingsPage } from './settings-page';

/** The settings with a TMDb key and no services yet; PUT applies the change once `answer` (when given) is released. */
function answerServiceUpdates(answer?: ReturnType<typeof held>) {
  const changes: SettingsUpdate[] = [];
  let current: SettingsResponse = settingsAnswer({ dataSources: { film: 'tmdb', ratings: 'omdb' } });
  server.use(
    http.get('/api/settings', () => HttpResponse.json(current)),
    http.put('/api/settings', async ({ request }) => {
      const change = (await request.json()) as SettingsUpdate;
      changes.push(change);
      await answer?.released;
      current = { ...current, services: change.services ?? current.services };
      return HttpResponse.json(current);
    }),
  );
  return changes;
}

async function openStreaming() {
  const view = renderScreen(<SettingsPage />, { path: '/settings' });
  const streaming = await screen.findByRole('region', { name: 'Streaming' });
  await within(streaming).findByText('Our services');
  return { ...view, streaming };
}

beforeEach(() => {
  answerSettingsJobs();
  answerOurServices([]);
});

describe('Our services', () => {
  it('chosen from the region’s list, the most common first, with a search; saved, they show as logos', async () => {
    const answer = held();
    const changes = answerServiceUpdates(answer);
    const { user, fastUser, streaming } = await openStreaming();
    expect(
      within(streaming).getByText('None chosen yet: choose them to see what you can watch tonight.'),
    ).toBeInTheDocument();
    await user.click(within(streaming).getByRole('button', { name: 'Choose Services' }));
    const dialog = await screen.findByRole('dialog', { name: 'Our services' });
    const list = await within(dialog).findByRole('list', { name: 'Services in United States' });
    const names = () =>
      within(list)
        .getAllByRole('button')
        .map((button) => button.textContent);
    expect(names()).toEqual(['Nimbus+', 'StreamCo', 'Ember Play', 'RentBox', 'FreeWave']);
    expect(within(dialog).getByText('None chosen')).toBeInTheDocument();

    const search = within(dialog).getByRole('searchbox', { name: 'Search services' });
    await fastUser.type(search, 'str');
    expect(names()).toEqual(['StreamCo']);
    await user.click(within(list).getByRole('button', { name: 'StreamCo' }));
    await fastUser.clear(search);
    await user.click(within(list).getByRole('button', { name: 'Nimbus+' }));
    await user.click(within(list).getByRole('button', { name: 'FreeWave' }));
    expect(within(dialog).getByText('3 chosen')).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: 'StreamCo' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(list).getByRole('button', { name: 'Ember Play' })).toHaveAttribute('aria-pressed', 'false');

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('button', { name: 'Saving...' })).toBeDisabled();
    answer.release();
    await toastTitled('Settings Updated');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Our services' })).toBeNull());
    expect(changes).toEqual([{ services: [9001, 9004, 9003] }]);
    const logos = within(streaming).getByRole('group', { name: 'Our services' });
    expect(
      within(logos)
        .getAllByRole('img')
        .map((logo) => logo.getAttribute('alt')),
    ).toEqual(['Nimbus+', 'StreamCo', 'FreeWave']);
  });

  it('says when no service matches the search', async () => {
    answerServiceUpdates();
    const { user, fastUser, streaming } = await openStreaming();
    await user.click(within(streaming).getByRole('button', { name: 'Choose Services' }));
    const dialog = await screen.findByRole('dialog', { name: 'Our services' });
    await within(dialog).findByRole('list', { name: 'Services in United States' });
    await fastUser.type(within(dialog).getByRole('searchbox', { name: 'Search services' }), 'kino ');
    expect(within(dialog).getByText('No service matches “kino”.')).toBeInTheDocument();
  });

  it('says when TMDb did not answer for the region’s list, and Try again asks again', async () => {
    answerServiceUpdates();
    let down = true;
    server.use(
      http.get('/api/availability/providers', () =>
        down
          ? HttpResponse.json({ message: 'TMDb did not answer' }, { status: 503 })
          : HttpResponse.json({ region: 'US', source: 'tmdb', providers: [] }),
      ),
    );
    const { user, streaming } = await openStreaming();
    await user.click(within(streaming).getByRole('button', { name: 'Choose Services' }));
    const dialog = await screen.findByRole('dialog', { name: 'Our services' });
    expect(
      await within(dialog).findByText('The region’s services could not be loaded (TMDb did not answer).'),
    ).toBeInTheDocument();
    down = false;
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByText('TMDb lists no services for United States.')).toBeInTheDocument();
  });

  it('without a TMDb key, says where to watch needs one, and offers no choice', async () => {
    server.use(http.get('/api/settings', () => HttpResponse.json(settingsAnswer())));
    renderScreen(<SettingsPage />, { path: '/settings' });
    const streaming = await screen.findByRole('region', { name: 'Streaming' });
    expect(await within(streaming).findByText('Where to watch needs a TMDb key')).toBeInTheDocument();
    expect(within(streaming).queryByRole('button', { name: 'Choose Services' })).toBeNull();
  });
});
