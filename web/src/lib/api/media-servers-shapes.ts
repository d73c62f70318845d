import { z } from 'zod';

/*
 * The media-server API's shapes (issue 31, item 7), kept beside the web's API module until the server's side lands:
 * they then move to domain/schemas/media-servers.ts. The web app imports their types only, so zod stays out of it.
 */

const serverKindSchema = z.enum(['jellyfin', 'plex', 'emby']);
export type MediaServerKind = z.infer<typeof serverKindSchema>;

/** Whose plays a media-server user's are; null: the user is ignored. */
const viewerSchema = z.enum(['person1', 'person2', 'both']).nullable();
export type MediaServerViewer = z.infer<typeof viewerSchema>;

const mediaServerUserSchema = z.object({
  kind: serverKindSchema,
  name: z.string(),
  viewer: viewerSchema,
  /** False for a user seen but not yet asked about: their plays wait ('Waiting for who'). */
  chosen: z.boolean(),
});
export type MediaServerUser = z.infer<typeof mediaServerUserSchema>;

const activityOutcomeSchema = z.enum([
  'recorded',
  'together',
  'already-recorded',
  'not-matched',
  'waiting',
  'ignored',
  'test',
  'undone',
]);

const activitySchema = z.object({
  id: z.number().int(),
  at: z.iso.datetime(),
  kind: serverKindSchema,
  user: z.string().nullable(),
  title: z.string().nullable(),
  outcome: activityOutcomeSchema,
  /** What became of the event, as the household reads it: 'Recorded: Heat for Alex', 'Not matched'… */
  message: z.string(),
});
export type MediaServerActivity = z.infer<typeof activitySchema>;

export const mediaServersResponseSchema = z.object({
  servers: z.array(z.object({ kind: serverKindSchema, webhookPath: z.string() })),
  users: z.array(mediaServerUserSchema),
  /** The last 50 events, newest first. */
  activity: z.array(activitySchema),
});
export type MediaServersResponse = z.infer<typeof mediaServersResponseSchema>;

export const userViewerUpdateSchema = mediaServerUserSchema.pick({ kind: true, name: true, viewer: true });
export type MediaServerUserUpdate = z.infer<typeof userViewerUpdateSchema>;

export const activityMatchSchema = z.object({ tmdbId: z.number().int(), mediaType: z.enum(['movie', 'tv']) });
export type MediaServerActivityMatch = z.infer<typeof activityMatchSchema>;
