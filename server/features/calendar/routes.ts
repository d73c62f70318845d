import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  calendarFeedSchema,
  calendarFeedStatusSchema,
  calendarIcsQuerySchema,
  comingSoonResponseSchema,
  upNextDismissSchema,
  upNextResponseSchema,
} from '#domain/schemas/calendar';
import { CALENDAR_FEED_PATH } from './feed-key';
import type { CalendarService } from './service';

/** Up Next, Coming Soon and the feed's link: inside the session scope. */
export function registerCalendarRoutes(app: FastifyInstance, calendar: CalendarService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/api/up-next', { schema: { response: { 200: upNextResponseSchema } } }, () => calendar.upNext());

  api.post(
    '/api/up-next/dismissals',
    { schema: { body: upNextDismissSchema, response: { 200: upNextResponseSchema } } },
    (request) => calendar.dismiss(request.body.itemId, request.body.key),
  );

  api.get('/api/coming-soon', { schema: { response: { 200: comingSoonResponseSchema } } }, () =>
    calendar.comingSoon(),
  );

  api.get('/api/calendar/feed', { schema: { response: { 200: calendarFeedStatusSchema } } }, () =>
    calendar.feedStatus(),
  );

  api.post('/api/calendar/feed/renew', { schema: { response: { 200: calendarFeedSchema } } }, () =>
    calendar.renewFeed(),
  );
}

/**
 * The calendar feed: outside the session scope (a phone's calendar app has no session), opened by its own
 * read-only key and giving nothing but the feed; without the key, or with a wrong or renewed one, 401.
 */
export function registerCalendarFeedRoute(app: FastifyInstance, calendar: CalendarService): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(CALENDAR_FEED_PATH, { schema: { querystring: calendarIcsQuerySchema } }, (request, reply) =>
      reply
        .type('text/calendar; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', 'inline; filename="watchlist.ics"')
        .send(calendar.calendarIcs(request.query.key)),
    );
}
