import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SettingsUpdate } from '#domain/schemas/settings';
import { held, server } from '../../test-support/api';
import { renderScreen, toastTitled } from '../../test-support/render';
import { answerSettingsJobs, settingsAnswer } from '../../test-support/settings';
import { SettingsPage } from './settings-page';

/** PUT /api/settings answers the settings with the change applied, once `answer` (when given) is released. */
function answerUpdates(answer?: ReturnType<typeof held>) {
  const changes: SettingsUpdate[] = [];
  let current = settingsAnswer();
  server.use(
    http.get('/api/settings', () => HttpResponse.json(current)),
    http.put('/api/settings', async ({ request }) => {
      const change = (await request.json()) as SettingsUpdate;
      changes.push(change);
      await answer?.released;
      current = { ...current, ...change, ownershipLabels: change.ownershipLabels ?? current.ownershipLabels };
      return HttpResponse.json(current);
    }),
  );
  return changes;
}

async function openSettings() {
  const view = renderScreen(<SettingsPage />, { path: '/settings' });
  await screen.findByText('Alex');
  return view;
}

beforeEach(answerSettingsJobs);
afterEach(() => document.documentElement.removeAttribute('data-theme'));

describe('Household', () => {
  it("'Update Names' sits beside the block's title, above its three rows, not on the Together row", async () => {
    await openSettings();
    const householdBlock = screen.getByRole('region', { name: 'Household' });
    const update = within(householdBlock).getByRole('button', { name: 'Update Names' });
    const title = within(householdBlock).getByRole('heading', { name: 'Household' });
    expect(update.parentElement).toBe(title.parentElement);
    const firstRow = within(householdBlock).getByText('First Person');
    expect(update.compareDocumentPosition(firstRow) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const togetherRow = within(householdBlock).getAllByText('Together')[0]?.closest('.min-h-16');
    expect(togetherRow).not.toBeNull();
    expect(togetherRow?.contains(update)).toBe(false);
  });

  it('Update Names: Save needs every name, says Saving... meanwhile, then the page shows the new names', async () => {
    const answer = held();
    const changes = answerUpdates(answer);
    const { user, fastUser } = await openSettings();
    await user.click(screen.getByRole('button', { name: 'Update Names' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Names' });
    const save = within(dialog).getByRole('button', { name: 'Save' });
    expect(within(dialog).getByLabelText('First Person')).toHaveValue('Alex');

    await fastUser.clear(within(dialog).getByLabelText('Second Person'));
    expect(save).toBeDisabled();
    await fastUser.type(within(dialog).getByLabelText('Second Person'), 'Robin');
    await fastUser.clear(within(dialog).getByLabelText('Together'));
    await fastUser.type(within(dialog).getByLabelText('Together'), 'Both of us');
    await user.click(save);
    expect(within(dialog).getByRole('button', { name: 'Saving...' })).toBeDisabled();
    answer.release();

    await toastTitled('Settings Updated');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Update Names' })).toBeNull());
    expect(changes).toEqual([
      { ownershipLabels: { person1: 'Alex', person2: 'Robin', together: 'Both of us' } },
    ]);
    const householdBlock = screen.getByRole('region', { name: 'Household' });
    expect(within(householdBlock).getByText('Robin')).toBeInTheDocument();
    expect(within(householdBlock).getByText('Both of us')).toBeInTheDocument();
  });
});

describe('Streaming Region', () => {
  it('Update Region saves the country chosen, and the page names it', async () => {
    const changes = answerUpdates();
    const { user } = await openSettings();
    const streaming = screen.getByRole('region', { name: 'Streaming' });
    expect(within(streaming).getByText('United States')).toBeInTheDocument();
    await user.click(within(streaming).getByRole('button', { name: 'Update Region' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Region' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Streaming Region' }));
    await user.click(await screen.findByRole('option', { name: 'Japan' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await toastTitled('Settings Updated');
    expect(changes).toEqual([{ region: 'JP' }]);
    expect(await within(streaming).findByText('Japan')).toBeInTheDocument();
  });
});

describe('Theme', () => {
  it('applies the choice at once, keeps it on the device and for the household; System leaves it to the device', async () => {
    const changes = answerUpdates();
    const { user } = await openSettings();
    const theme = screen.getByRole('radiogroup', { name: 'Theme' });

    await user.click(within(theme).getByRole('radio', { name: 'Dark' }));
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
    expect(within(theme).getByRole('radio', { name: 'Dark' })).toBeChecked();
    expect(localStorage.getItem('watchlist-theme')).toBe('dark');

    await user.click(within(theme).getByRole('radio', { name: 'System' }));
    expect(document.documentElement).not.toHaveAttribute('data-theme');
    expect(localStorage.getItem('watchlist-theme')).toBe('system');
    await waitFor(() => expect(changes).toEqual([{ theme: 'dark' }, { theme: 'system' }]));
  });
});

describe('Security', () => {
  it('shows the PIN hidden, as four dots', async () => {
    answerUpdates();
    await openSettings();
    expect(screen.getByLabelText('PIN hidden')).toHaveTextContent(/^••••$/);
  });
});
