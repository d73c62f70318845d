import { z } from 'zod';
import { mediaTypeSchema } from './film';

/** Why a title is suggested: a title in our library that both of us, or one of us, gave a thumbs up. */
export const recommendationReasonSchema = z.object({
  kind: z.enum(['both', 'person1', 'person2']),
  tmdbId: z.number().int(),
  title: z.string(),
});
export type RecommendationReason = z.infer<typeof recommendationReasonSchema>;

/** One idea for the two of us: a title not in the library. */
export const recommendationSchema = z.object({
  tmdbId: z.number().int(),
  mediaType: mediaTypeSchema,
  title: z.string(),
  year: z.number().int().nullable(),
  posterPath: z.string().nullable(),
  genres: z.array(z.string()),
  voteAverage: z.number().nullable(),
  reasons: z.array(recommendationReasonSchema),
  onOurServices: z.boolean(),
});
export type Recommendation = z.infer<typeof recommendationSchema>;

/** GET /api/recommendations: best first. */
export const recommendationsResponseSchema = z.object({ results: z.array(recommendationSchema) });
export type RecommendationsResponse = z.infer<typeof recommendationsResponseSchema>;

/** POST and DELETE /api/recommendations/dismissals: 'Not for us', and its undo. */
export const recommendationDismissalBodySchema = z.object({
  tmdbId: z
    .number({ error: 'tmdbId must be a number' })
    .int('tmdbId must be a whole number')
    .positive('tmdbId must be positive'),
  mediaType: mediaTypeSchema,
});
export type RecommendationDismissalBody = z.infer<typeof recommendationDismissalBodySchema>;

/** A title set aside with 'Not for us', as Settings lists them to undo (newest first). */
export const recommendationDismissalSchema = z.object({
  tmdbId: z.number().int(),
  mediaType: mediaTypeSchema,
  title: z.string(),
  year: z.number().int().nullable(),
  posterPath: z.string().nullable(),
  dismissedAt: z.string(),
});
export type RecommendationDismissal = z.infer<typeof recommendationDismissalSchema>;

/** GET /api/recommendations/dismissals. */
export const recommendationDismissalsResponseSchema = z.object({
  results: z.array(recommendationDismissalSchema),
});
export type RecommendationDismissalsResponse = z.infer<typeof recommendationDismissalsResponseSchema>;
