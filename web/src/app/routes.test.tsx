import { screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { renderScreen } from '../test-support/render';
import { AppRoutes } from './routes';

test('an unknown path shows the not-found screen, with a way back to the watchlist', () => {
  renderScreen(<AppRoutes />, { path: '/no/such/page' });
  expect(screen.getByRole('heading', { name: '404 Page Not Found', level: 1 })).toBeVisible();
  expect(screen.getByText('Did you forget to add the page to the router?', { exact: true })).toBeVisible();
  expect(screen.getByRole('link', { name: 'Back to your watchlist' })).toHaveAttribute('href', '/');
});
