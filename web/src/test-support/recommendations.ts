import { http, HttpResponse } from 'msw';
import type {
  Recommendation,
  RecommendationDismissal,
  RecommendationDismissalsResponse,
} from '#domain/schemas/recommendations';
import { server } from './api';

/** An idea for the two of us: a 2019 drama both liked the reason of, not on our services, unless told otherwise. */
export function idea(fields: Partial<Recommendation> = {}): Recommendation {
  return {
    tmdbId: 700,
    mediaType: 'movie',
    title: 'Northern Lights',
    year: 2019,
    posterPath: null,
    genres: ['Drama'],
    voteAverage: 7.4,
    reasons: [{ kind: 'both', tmdbId: 101, title: 'The Test Film' }],
    onOurServices: false,
    ...fields,
  };
}

/** A title set aside with 'Not for us'. */
export function setAside(fields: Partial<RecommendationDismissal> = {}): RecommendationDismissal {
  return {
    tmdbId: 700,
    mediaType: 'movie',
    title: 'Northern Lights',
    year: 2019,
    posterPath: null,
    dismissedAt: '2025-03-01T20:00:00.000Z',
    ...fields,
  };
}

/** GET /api/recommendations answers these ideas. */
export function answerIdeas(ideas: Recommendation[]) {
  server.use(http.get('/api/recommendations', () => HttpResponse.json({ results: ideas })));
}

/**
 * The server's dismissals, kept as the real one keeps them: POST sets a title aside (it leaves the ideas), DELETE
 * brings it back. Returns the bodies sent, as 'METHOD tmdbId/mediaType'.
 */
export function keepDismissals(ideas: Recommendation[], dismissed: RecommendationDismissal[] = []) {
  const sent: string[] = [];
  let shownIdeas = [...ideas];
  let kept = [...dismissed];
  const sameAs =
    (body: { tmdbId: number; mediaType: string }) => (title: { tmdbId: number; mediaType: string }) =>
      title.tmdbId === body.tmdbId && title.mediaType === body.mediaType;
  server.use(
    http.get('/api/recommendations', () => HttpResponse.json({ results: shownIdeas })),
    http.get('/api/recommendations/dismissals', () =>
      HttpResponse.json({ results: kept } satisfies RecommendationDismissalsResponse),
    ),
    http.post('/api/recommendations/dismissals', async ({ request }) => {
      const body = (await request.json()) as { tmdbId: number; mediaType: 'movie' | 'tv' };
      sent.push(`POST ${body.tmdbId}/${body.mediaType}`);
      const title = shownIdeas.find(sameAs(body));
      shownIdeas = shownIdeas.filter((shown) => !sameAs(body)(shown));
      const dismissal = setAside({ ...body, title: title?.title ?? 'A title' });
      kept = [dismissal, ...kept];
      return HttpResponse.json(dismissal, { status: 201 });
    }),
    http.delete('/api/recommendations/dismissals', async ({ request }) => {
      const body = (await request.json()) as { tmdbId: number; mediaType: 'movie' | 'tv' };
      sent.push(`DELETE ${body.tmdbId}/${body.mediaType}`);
      const title = ideas.find(sameAs(body));
      kept = kept.filter((shown) => !sameAs(body)(shown));
      if (title) shownIdeas = ideas.filter((shown) => shownIdeas.includes(shown) || shown === title);
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return sent;
}
