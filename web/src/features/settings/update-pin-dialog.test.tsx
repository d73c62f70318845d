import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { held, recordRequests, server } from '../../test-support/api';
import { renderScreen, toastTitled } from '../../test-support/render';
import { UpdatePinDialog } from './update-pin-dialog';

async function openDialog() {
  const view = renderScreen(<UpdatePinDialog />);
  await view.user.click(screen.getByRole('button', { name: 'Update PIN' }));
  const dialog = await screen.findByRole('dialog', { name: 'Update PIN' });
  const field = (label: string) => within(dialog).getByLabelText(label);
  return { ...view, dialog, field, submit: within(dialog).getByRole('button', { name: 'Update PIN' }) };
}

describe('Update PIN', () => {
  it('asks for the new 4-digit PIN, the current PIN field first', async () => {
    const { dialog, field } = await openDialog();
    expect(within(dialog).getByText('Please enter your new 4-digit PIN.')).toBeInTheDocument();
    await waitFor(() => expect(field('Current PIN')).toHaveFocus());
  });

  it('says why it cannot be pressed yet, as the button’s description, until the PIN can be saved', async () => {
    const { fastUser: user, dialog, field, submit } = await openDialog();
    const expectReason = (reason: string) => {
      expect(submit).toBeDisabled();
      expect(within(dialog).getByText(reason)).toBeInTheDocument();
      expect(submit).toHaveAccessibleDescription(reason);
    };
    const retype = async (label: string, value: string) => {
      await user.clear(field(label));
      await user.type(field(label), value);
    };

    expectReason('Enter your current PIN');
    await retype('Current PIN', '13');
    expectReason('Enter your current PIN');
    await retype('Current PIN', '1357');
    expectReason('Enter 4 digits for the new PIN');
    await retype('New PIN', '24');
    expectReason('Enter 4 digits for the new PIN');
    await retype('New PIN', '2468');
    expectReason('Enter the same 4 digits again to confirm');
    await retype('Confirm PIN', '24');
    expectReason('Enter the same 4 digits again to confirm');
    await retype('Confirm PIN', '2469');
    expectReason('PINs do not match');
    await retype('Confirm PIN', '13');
    expectReason('PINs do not match');
    await retype('Confirm PIN', '2468');
    expect(submit).toBeEnabled();
    expect(within(dialog).queryByText('PINs do not match')).toBeNull();
    expect(submit).toHaveAccessibleDescription('');
  });

  it('keeps digits only, four at most: typed letters are dropped, a paste loses its letters before the cut', async () => {
    const { fastUser: user, field } = await openDialog();
    await user.type(field('New PIN'), '12ab3');
    expect(field('New PIN')).toHaveValue('123');
    await user.clear(field('New PIN'));
    await user.click(field('New PIN'));
    await user.paste('24ab68');
    expect(field('New PIN')).toHaveValue('2468');
  });

  it('sends the current and the new PIN, says Saving... meanwhile, then PIN Updated and closes', async () => {
    const answer = held();
    const bodies: unknown[] = [];
    server.use(
      http.put('/api/auth/pin', async ({ request }) => {
        bodies.push(await request.json());
        await answer.released;
        return HttpResponse.json({ message: 'PIN updated' });
      }),
    );
    const { fastUser: user, dialog, field, submit } = await openDialog();
    await user.type(field('Current PIN'), '1357');
    await user.type(field('New PIN'), '2468');
    await user.type(field('Confirm PIN'), '2468');
    await user.click(submit);

    expect(within(dialog).getByRole('button', { name: 'Saving...' })).toBeDisabled();
    answer.release();
    await toastTitled('PIN Updated');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Update PIN' })).toBeNull());
    expect(bodies).toEqual([{ currentPin: '1357', pin: '2468' }]);
  });

  it('a wrong current PIN: the server’s words, the current PIN asked for again, the new one kept', async () => {
    server.use(
      http.put('/api/auth/pin', () =>
        HttpResponse.json({ message: 'The current PIN is incorrect' }, { status: 403 }),
      ),
    );
    const { fastUser: user, dialog, field } = await openDialog();
    await user.type(field('Current PIN'), '0000');
    await user.type(field('New PIN'), '2468');
    await user.type(field('Confirm PIN'), '2468');
    await user.click(within(dialog).getByRole('button', { name: 'Update PIN' }));

    await toastTitled('The current PIN is incorrect');
    expect(dialog).toBeInTheDocument();
    expect(field('Current PIN')).toHaveValue('');
    await waitFor(() => expect(field('Current PIN')).toHaveFocus());
    expect(field('New PIN')).toHaveValue('2468');
    expect(within(dialog).getByText('Enter your current PIN')).toBeInTheDocument();
  });

  it('Cancel closes it, sends nothing, and forgets what was typed', async () => {
    const sent = recordRequests();
    const { fastUser: user, dialog, field } = await openDialog();
    await user.type(field('Current PIN'), '1357');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Update PIN' })).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Update PIN' }));
    const again = await screen.findByRole('dialog', { name: 'Update PIN' });
    expect(within(again).getByLabelText('Current PIN')).toHaveValue('');
    expect(sent).toEqual([]);
  });
});
