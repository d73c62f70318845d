import { z } from 'zod';

export const MEDIA_SERVER_KINDS = ['jellyfin', 'plex', 'emby'] as const;
export const mediaServerKindSchema = z.enum(MEDIA_SERVER_KINDS, {
  error: 'kind must be jellyfin, plex or emby',
});
export type MediaServerKind = z.infer<typeof mediaServerKindSchema>;

/** Who a media-server user's plays are for; null: the user is ignored. */
export const mediaServerViewerSchema = z
  .enum(['person1', 'person2', 'both'], { error: 'viewer must be person1, person2, both or null' })
  .nullable();

export const mediaServerUserUpdateSchema = z.strictObject({
  kind: mediaServerKindSchema,
  name: z.string().min(1, 'name must not be empty').max(200, 'name must be at most 200 characters'),
  viewer: mediaServerViewerSchema,
});
export type MediaServerUserUpdate = z.infer<typeof mediaServerUserUpdateSchema>;

export const mediaServerRenewSchema = z.strictObject({ kind: mediaServerKindSchema });

const serverSchema = z.object({
  kind: mediaServerKindSchema,
  /** The webhook's address: shown once, when its secret is made (only a hash of it is kept); null afterwards. */
  webhookPath: z.string().nullable(),
});

export const mediaServerUserSchema = z.object({
  kind: mediaServerKindSchema,
  name: z.string(),
  viewer: mediaServerViewerSchema,
  /** False while nobody has said whose plays these are (viewer is then null too, but nothing is ignored). */
  asked: z.boolean(),
});

export type MediaServerViewer = z.infer<typeof mediaServerViewerSchema>;
export type MediaServerUser = z.infer<typeof mediaServerUserSchema>;

const activitySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  kind: mediaServerKindSchema,
  user: z.string().nullable(),
  title: z.string().nullable(),
  outcome: z.string(),
  message: z.string(),
});

export type MediaServerActivity = z.infer<typeof activitySchema>;

/** The title a play not matched is matched to by hand (Settings → Media servers → Match). */
export const mediaServerMatchSchema = z.strictObject({
  tmdbId: z
    .number({ error: 'tmdbId must be a number' })
    .int('tmdbId must be a whole number')
    .positive('tmdbId must be positive'),
  mediaType: z.enum(['movie', 'tv'], { error: 'mediaType must be movie or tv' }),
});
export type MediaServerMatch = z.infer<typeof mediaServerMatchSchema>;

/** The household's options for recording plays. */
export const mediaServerOptionsSchema = z.strictObject({
  /** Plays of titles not in the library are ignored ('Ignored: not in our library') rather than added. */
  onlyLibraryTitles: z.boolean({ error: 'onlyLibraryTitles must be true or false' }),
});
export type MediaServerOptions = z.infer<typeof mediaServerOptionsSchema>;

export const mediaServerActivitySchema = activitySchema;

export const mediaServersResponseSchema = z.object({
  servers: z.array(serverSchema),
  users: z.array(mediaServerUserSchema),
  activity: z.array(activitySchema),
  onlyLibraryTitles: z.boolean(),
});
export type MediaServersResponse = z.infer<typeof mediaServersResponseSchema>;

export const mediaServerRenewResponseSchema = serverSchema.extend({ webhookPath: z.string() });
export type MediaServerRenewResponse = z.infer<typeof mediaServerRenewResponseSchema>;

export const webhookParamsSchema = z.object({ kind: z.string(), secret: z.string() });

export const webhookAnswerSchema = z.object({ outcome: z.string() });

/** The fields read of the Jellyfin webhook plugin's "Send All Properties" body (one flat object). */
export const jellyfinBodySchema = z.looseObject({
  NotificationType: z.string(),
  NotificationUsername: z.string().nullish(),
  ItemType: z.string().nullish(),
  Name: z.string().nullish(),
  Year: z.number().nullish(),
  SeriesName: z.string().nullish(),
  SeasonNumber: z.number().nullish(),
  EpisodeNumber: z.number().nullish(),
  PlayedToCompletion: z.boolean().nullish(),
  Played: z.boolean().nullish(),
  SaveReason: z.string().nullish(),
  UtcTimestamp: z.string().nullish(),
});

/** The fields read of a Plex webhook's `payload`. */
export const plexPayloadSchema = z.looseObject({
  event: z.string(),
  Account: z.looseObject({ title: z.string().nullish() }).nullish(),
  Metadata: z
    .looseObject({
      type: z.string().nullish(),
      title: z.string().nullish(),
      year: z.number().nullish(),
      grandparentTitle: z.string().nullish(),
      parentIndex: z.number().nullish(),
      index: z.number().nullish(),
      guid: z.string().nullish(),
      Guid: z.array(z.looseObject({ id: z.string() })).nullish(),
    })
    .nullish(),
});

/** The fields read of an Emby webhook's JSON. */
export const embyBodySchema = z.looseObject({
  Event: z.string(),
  Date: z.string().nullish(),
  User: z.looseObject({ Name: z.string().nullish() }).nullish(),
  Item: z
    .looseObject({
      Name: z.string().nullish(),
      Type: z.string().nullish(),
      ProductionYear: z.number().nullish(),
      SeriesName: z.string().nullish(),
      ParentIndexNumber: z.number().nullish(),
      IndexNumber: z.number().nullish(),
      ProviderIds: z.record(z.string(), z.unknown()).nullish(),
    })
    .nullish(),
  PlaybackInfo: z.looseObject({ PlayedToCompletion: z.boolean().nullish() }).nullish(),
});
