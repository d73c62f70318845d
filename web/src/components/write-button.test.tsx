import { screen } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { connectionIs } from '../test-support/connection';
import { renderScreen } from '../test-support/render';
import { WriteButton } from './write-button';

function showWriteButton() {
  const onClick = vi.fn();
  const view = renderScreen(<WriteButton onClick={onClick}>Remove from Watchlist</WriteButton>);
  return { ...view, onClick, button: screen.getByRole('button', { name: 'Remove from Watchlist' }) };
}

describe('a button that changes the library', () => {
  test('online, does what it says', async () => {
    const { user, onClick, button } = showWriteButton();
    expect(button).not.toHaveAttribute('aria-disabled');
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  test('offline, stays in place but does nothing, and says why on a press and to screen readers', async () => {
    connectionIs('offline');
    const { user, onClick, button } = showWriteButton();
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAccessibleDescription("You're offline — changes wait for the connection");

    await user.click(button);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      "You're offline — changes wait for the connection",
    );
    expect(onClick).not.toHaveBeenCalled();
  });

  test('with the server out of reach, says changes wait until it answers', () => {
    connectionIs('unreachable');
    const { button } = showWriteButton();
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAccessibleDescription(
      "Can't reach your Watchlist server — changes wait until it answers",
    );
  });
});
