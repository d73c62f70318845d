import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import { held, recordRequests, server } from '../test-support/api';
import { connectionIs } from '../test-support/connection';
import { renderScreen } from '../test-support/render';
import { OfflineBanner } from './offline-banner';

describe('the banner over a screen that cannot ask its server', () => {
  test('offline, says changes wait for the connection; online again, it goes', () => {
    renderScreen(<OfflineBanner />);
    expect(screen.queryByRole('status')).toBeNull();

    connectionIs('offline');
    expect(screen.getByRole('status')).toHaveTextContent("You're offline — changes wait for the connection");
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();

    connectionIs('online');
    expect(screen.queryByRole('status')).toBeNull();
  });

  test('with the server out of reach, says what is shown, and Retry asks the server at once', async () => {
    const health = held();
    server.use(
      http.get('/api/health', async () => {
        await health.released;
        return HttpResponse.json({ status: 'ok' });
      }),
    );
    const sent = recordRequests();
    const { user } = renderScreen(<OfflineBanner />);
    connectionIs('unreachable');
    expect(screen.getByRole('status')).toHaveTextContent(
      "Can't reach your Watchlist server — showing what this device last loaded",
    );

    const retry = screen.getByRole('button', { name: 'Retry' });
    await user.click(retry);
    expect(retry).toHaveAttribute('aria-busy', 'true');
    expect(sent).toEqual(['GET /api/health']);
    health.release();
    await expect.poll(() => retry.getAttribute('aria-busy')).toBe('false');
  });
});
