import { act, screen } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { announceUpdate } from '../lib/pwa';
import { renderScreen } from '../test-support/render';
import { UpdatePrompt } from './update-prompt';

test("says nothing until a new version waits; then 'Update available', which takes over only on Reload", async () => {
  const activate = vi.fn(() => new Promise<void>(() => undefined));
  const { user } = renderScreen(<UpdatePrompt />);
  expect(screen.queryByRole('status')).toBeNull();

  act(() => announceUpdate(activate));
  const prompt = screen.getByRole('status');
  expect(prompt).toHaveTextContent('Update available');
  expect(activate).not.toHaveBeenCalled();

  await user.click(screen.getByRole('button', { name: 'Reload' }));
  expect(activate).toHaveBeenCalledTimes(1);
  expect(screen.getByRole('button', { name: 'Reloading...' })).toBeDisabled();
});
