import { http, HttpResponse, type RequestHandler } from 'msw';
import { setupServer } from 'msw/node';
import type { TitleAvailability } from '#domain/schemas/availability';
import type { SettingsResponse } from '#domain/schemas/settings';
import { household, notifierSettingsAnswer } from './fixtures';

const settings: SettingsResponse = {
  theme: 'light',
  ownershipLabels: household,
  region: 'US',
  services: [],
  dataSources: { film: 'offline', ratings: 'none' },
};

const noOffers: TitleAvailability['offers'] = { stream: [], free: [], ads: [], rent: [], buy: [] };

/**
 * What every screen asks besides its own subject: the settings, an empty library, a title's extras, no ideas for
 * the two of us nor titles set aside, no open Decide together session, and no notifications set up.
 */
const defaultHandlers: RequestHandler[] = [
  http.get('/api/settings', () => HttpResponse.json(settings)),
  http.get('/api/library/cards', () => HttpResponse.json({})),
  http.get('/api/availability/providers', () =>
    HttpResponse.json({ region: 'US', source: 'offline', providers: [] }),
  ),
  http.get('/api/availability/:mediaType/:tmdbId', () =>
    HttpResponse.json({
      region: 'US',
      source: 'offline',
      checkedAt: null,
      stale: false,
      link: null,
      offers: noOffers,
    } satisfies TitleAvailability),
  ),
  http.get('/api/tmdb/:mediaType/:tmdbId/cast', () => HttpResponse.json({ cast: [], crew: [] })),
  http.get('/api/recommendations', () => HttpResponse.json({ results: [] })),
  http.get('/api/recommendations/dismissals', () => HttpResponse.json({ results: [] })),
  // Every signed-in screen asks whether a Decide together session is open: none.
  http.get('/api/decide/open', () => HttpResponse.json({ session: null })),
  // Settings → Notifications: no device, no notifier.
  http.get('/api/notifications/subscriptions', () => HttpResponse.json({ subscriptions: [] })),
  http.get('/api/notifications/settings', () => HttpResponse.json(notifierSettingsAnswer())),
];

/** The API of the component tests, at fetch: a request no handler answers fails the test (setup.ts). */
export const server = setupServer(...defaultHandlers);

/** Every request the screen sends from now on, as 'METHOD /path', to count them. */
export function recordRequests(): string[] {
  const sent: string[] = [];
  server.events.on('request:start', ({ request }) => {
    sent.push(`${request.method} ${new URL(request.url).pathname}`);
  });
  return sent;
}

/** A wait the test ends: a handler that awaits `released` answers once the test calls `release()`. */
export function held() {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { released, release: () => release() };
}
