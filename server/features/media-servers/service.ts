import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  MEDIA_SERVER_KINDS,
  type MediaServerActivity,
  type MediaServerKind,
  type MediaServerMatch,
  type MediaServerOptions,
  type MediaServersResponse,
  type MediaServerUserUpdate,
} from '#domain/schemas/media-servers';
import {
  eventMessage,
  NOT_MATCHED,
  outcomeOf,
  RECEIVED,
  settledOutcome,
} from '#domain/rules/media-plays/outcome';
import { playLabel, type Play } from '#domain/rules/media-plays/play';
import type { Clock } from '../../clock';
import { badRequest, HttpError, notFound } from '../../errors';
import { playOfEvent, type PlayRecorder } from './play-recorder';
import type { MediaServersRepository } from './repository';
import { isMediaServerKind, webhookPathOf } from './webhook-path';
import type { WrongSecretGuesses } from './wrong-secret-guesses';

const ACTIVITY_SHOWN = 50;

const hashOf = (secret: string) => createHash('sha256').update(secret, 'utf8').digest();

/** 256 random bits, URL-safe. */
const newSecret = () => randomBytes(32).toString('base64url');

export type Admission =
  | { kind: 'open'; server: MediaServerKind }
  | { kind: 'not-found' }
  | { kind: 'throttled'; retryAfterMs: number };

export interface MediaServersDeps {
  repository: MediaServersRepository;
  guesses: WrongSecretGuesses;
  clock: Clock;
  recorder: Pick<PlayRecorder, 'kick' | 'recordMatched'>;
  undo: (id: number) => MediaServerActivity | undefined;
}

export function createMediaServersService({ repository, guesses, clock, recorder, undo }: MediaServersDeps) {
  const now = () => clock.now();

  const activityEntry = (id: number): MediaServerActivity => {
    const entry = repository.activityEntry(id);
    if (!entry) throw notFound(`No media server event with id ${id}`);
    return entry;
  };

  /** The kind's address when this call made its secret; null when it had one (only its hash is kept). */
  function firstPath(kind: MediaServerKind): string | null {
    const secret = newSecret();
    return repository.addSecretIfNone(kind, hashOf(secret), now().toISOString())
      ? webhookPathOf(kind, secret)
      : null;
  }

  return {
    /** Whether a webhook address opens: a wrong kind or secret counts as a wrong guess of the client's address. */
    admit(kindText: string, secret: string, address: string): Admission {
      const at = now().getTime();
      const retryAfterMs = guesses.waitMs(address, at);
      if (retryAfterMs > 0) return { kind: 'throttled', retryAfterMs };
      const server = isMediaServerKind(kindText) ? kindText : undefined;
      const stored = server && repository.secretHash(server);
      // Compared as hashes: same length whatever was sent, and in a time that does not tell how much matched.
      if (server === undefined || stored === undefined || !timingSafeEqual(hashOf(secret), stored)) {
        guesses.wrong(address, at);
        return { kind: 'not-found' };
      }
      guesses.right(address);
      return { kind: 'open', server };
    },

    /** Keeps an event (before the webhook answers) and says what became of it. */
    receive(play: Play): string {
      const isPlay = play.event !== 'ignored' && play.event !== 'test';
      const outcome = repository.addEvent(
        {
          kind: play.kind,
          receivedAt: now().toISOString(),
          at: play.at,
          user: play.user,
          title: playLabel(play),
          play: JSON.stringify(play),
          message: eventMessage(play),
          listsUser: isPlay,
        },
        (user) => outcomeOf(play, user && { viewer: user.viewer, asked: user.asked_at !== null }),
      );
      if (outcome === RECEIVED) recorder.kick();
      return outcome;
    },

    /** The servers (an address shown only when its secret is made, here on the first visit), users, activity. */
    overview(): MediaServersResponse {
      return {
        servers: MEDIA_SERVER_KINDS.map((kind) => ({ kind, webhookPath: firstPath(kind) })),
        users: repository.users().map((user) => ({
          kind: user.kind,
          name: user.name,
          viewer: user.viewer,
          asked: user.asked_at !== null,
        })),
        activity: repository.latestEvents(ACTIVITY_SHOWN),
        onlyLibraryTitles: repository.onlyLibraryTitles(),
      };
    },

    /** A new secret for a kind: the old address answers 404 from now on. */
    renew(kind: MediaServerKind): { kind: MediaServerKind; webhookPath: string } {
      const secret = newSecret();
      repository.replaceSecret(kind, hashOf(secret), now().toISOString());
      return { kind, webhookPath: webhookPathOf(kind, secret) };
    },

    /** Says whose a listed user's plays are; the user's waiting plays are settled with it. */
    mapUser({ kind, name, viewer }: MediaServerUserUpdate) {
      const outcome = settledOutcome(name, viewer);
      if (!repository.mapUser(kind, name, viewer, now().toISOString(), outcome)) {
        throw new HttpError(404, `No ${kind} user named "${name}" has sent a play`);
      }
      if (viewer !== null) recorder.kick();
      return { kind, name, viewer, asked: true };
    },

    setOptions(options: MediaServerOptions): MediaServerOptions {
      repository.setOnlyLibraryTitles(options.onlyLibraryTitles);
      return { onlyLibraryTitles: repository.onlyLibraryTitles() };
    },

    /** Takes back what recording a play did; answers its activity entry. */
    undo(id: number): MediaServerActivity {
      undo(id);
      return activityEntry(id);
    },

    /** A play not matched, matched by hand and recorded as that title (an episode: the play's season and episode). */
    async match(id: number, { tmdbId, mediaType }: MediaServerMatch): Promise<MediaServerActivity> {
      const event = repository.storedEvent(id);
      if (!event) throw notFound(`No media server event with id ${id}`);
      if (event.outcome !== NOT_MATCHED) {
        throw new HttpError(409, `Only a play not matched can be matched: this one is "${event.outcome}"`);
      }
      const play = playOfEvent(event);
      if (play.mediaType === 'movie' && mediaType !== 'movie') {
        throw badRequest('This play is of a movie: match it to a movie');
      }
      if (play.mediaType === 'episode' && mediaType !== 'tv') {
        throw badRequest('This play is of an episode: match it to a series');
      }
      const viewer = event.user === null ? null : repository.viewerOf(event.kind, event.user);
      if (viewer === null) throw new HttpError(409, `${event.user ?? 'This user'} is set to Ignore`);
      if (mediaType === 'movie') {
        await recorder.recordMatched(event, viewer, { mediaType, tmdbId }, NOT_MATCHED, true);
      } else {
        if (play.seasonNumber === null || play.episodeNumber === null) {
          throw badRequest('This play does not say its season and episode: it cannot be matched to a series');
        }
        const episode = { seasonNumber: play.seasonNumber, episodeNumber: play.episodeNumber };
        await recorder.recordMatched(event, viewer, { mediaType, tmdbId, ...episode }, NOT_MATCHED, true);
      }
      const entry = activityEntry(id);
      if (entry.outcome === NOT_MATCHED)
        throw notFound(`No ${mediaType === 'movie' ? 'movie' : 'series'} with TMDb id ${tmdbId}`);
      return entry;
    },
  };
}

export type MediaServersService = ReturnType<typeof createMediaServersService>;
