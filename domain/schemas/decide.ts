import { z } from 'zod';
import { mediaTypeSchema } from './film';
import { eveningConstraintsSchema } from './library';

/** Who swipes: one of the two of us (a 'both' makes no sense on one person's screen). */
export const decideViewerSchema = z.enum(['person1', 'person2'], {
  error: 'viewer must be person1 or person2',
});
export type DecideViewer = z.infer<typeof decideViewerSchema>;

/** One card of the deck: a to-watch title of the library (inLibrary, itemId) or an idea for the two of us. */
export const decideCardSchema = z.object({
  /** Stable within the session: `${mediaType}:${tmdbId}`. */
  key: z.string(),
  tmdbId: z.number().int(),
  mediaType: mediaTypeSchema,
  title: z.string(),
  year: z.number().int().nullable(),
  posterPath: z.string().nullable(),
  inLibrary: z.boolean(),
  itemId: z.number().int().nullable(),
  /** Minutes (a movie; a series' episode runtime), null when unknown. */
  runtime: z.number().int().nullable(),
  /** A series' number of seasons, null for a movie or when unknown. */
  seasons: z.number().int().nullable(),
  genres: z.array(z.string()),
  /** The Family Score (0–100) when the title has one. */
  familyScore: z.number().nullable(),
  /** Names of our services it streams on (stream, free or ads). */
  services: z.array(z.string()),
});
export type DecideCard = z.infer<typeof decideCardSchema>;

/** POST /api/decide. `passThePhone`: one screen deals to both of us (both joined at once, nobody else invited). */
export const startDecideBodySchema = z.object({
  viewer: decideViewerSchema,
  constraints: eveningConstraintsSchema,
  passThePhone: z.boolean().optional(),
});
export type StartDecideBody = z.infer<typeof startDecideBodySchema>;

/** POST /api/decide/{id}/join. */
export const joinDecideBodySchema = z.object({ viewer: decideViewerSchema });

/** POST /api/decide/{id}/votes. */
export const decideVoteBodySchema = z.object({
  viewer: decideViewerSchema,
  key: z.string().min(1, 'key must not be empty').max(64, 'key is too long'),
  vote: z.enum(['yes', 'no'], { error: 'vote must be yes or no' }),
});
export type DecideVoteBody = z.infer<typeof decideVoteBodySchema>;

/** The answer to a vote: the card when this vote made the first (or a further) title we both said yes to. */
export const decideVoteResponseSchema = z.object({ match: decideCardSchema.nullable() });

/** How many cards each of us has answered — never which way. */
export const decideProgressSchema = z.object({ person1: z.number().int(), person2: z.number().int() });
export type DecideProgress = z.infer<typeof decideProgressSchema>;

/**
 * A session as GET /api/decide/current, POST /api/decide and POST …/join answer it, and as the stream's `state`
 * event sends it. `oneYes` is filled only once both of us have answered the whole deck without a match: the titles
 * one of us said yes to, best first.
 */
export const decideSessionSchema = z.object({
  id: z.string(),
  startedBy: decideViewerSchema,
  passThePhone: z.boolean(),
  constraints: eveningConstraintsSchema,
  deck: z.array(decideCardSchema),
  joined: z.array(decideViewerSchema),
  progress: decideProgressSchema,
  /** The latest title we both said yes to. */
  match: decideCardSchema.nullable(),
  oneYes: z.array(decideCardSchema),
  startedAt: z.string(),
});
export type DecideSession = z.infer<typeof decideSessionSchema>;

/**
 * GET /api/decide/open: the open session or null, always 200 — what every screen polls for the invitation (a 404
 * of /current every 1.5 s would fill the browser's console).
 */
export const decideOpenResponseSchema = z.object({ session: decideSessionSchema.nullable() });

/** POST /api/decide/{id}/ticket: a single-use key for EventSource (valid 60 s). */
export const decideTicketResponseSchema = z.object({ ticket: z.string() });

/** 409 of POST /api/decide while a session is open: the open one, to join. */
export const decideConflictSchema = z.object({ message: z.string(), session: decideSessionSchema });

/**
 * GET /api/decide/{id}/events (text/event-stream). Each event's `data` is JSON:
 * `state` (a DecideSession: first on every connection and reconnection), `joined` ({viewer}), `progress`
 * (DecideProgress), `match` ({card}), `closed` ({reason: 'closed' | 'idle'}); a `: heartbeat` comment every 15 s.
 */
export const decideEventNames = ['state', 'joined', 'progress', 'match', 'closed'] as const;
export type DecideEventName = (typeof decideEventNames)[number];
export const decideJoinedEventSchema = z.object({ viewer: decideViewerSchema });
export const decideMatchEventSchema = z.object({ card: decideCardSchema });
export const decideClosedEventSchema = z.object({ reason: z.enum(['closed', 'idle']) });
