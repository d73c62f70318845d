import webpush from 'web-push';
import type { PushPayload, WebhookBody } from '#domain/schemas/notifications';
import type { StoredSubscription } from './repository';
import type { VapidDetails } from './vapid';

/** How a send went: `gone` when the push service says the subscription no longer exists (404, 410). */
export type SendOutcome = { ok: true } | { ok: false; gone: boolean; error: string };

/** What a notification says, whichever way it goes. */
export interface Message {
  topic: PushPayload['topic'];
  /** Folds a later notification of the same news into the earlier one (the news's key). */
  tag: string;
  title: string;
  body: string;
  /** The app's own path. */
  url: string;
  tmdbId: number | null;
  mediaType: PushPayload['mediaType'];
}

const WEEK_SECONDS = 7 * 24 * 3600;

/** ntfy shows a tag that names an emoji as that emoji before the title. */
const NTFY_TAGS: Record<Message['topic'], string> = {
  'new-episode': 'tv',
  'new-season': 'tv',
  released: 'clapper',
  'on-our-services': 'popcorn',
  decide: 'game_die',
  'weekly-digest': 'calendar',
  test: 'bell',
};

function failureOf(error: unknown, service: string, timeoutMs: number): SendOutcome {
  if (error instanceof DOMException && error.name === 'TimeoutError') {
    return { ok: false, gone: false, error: `${service} did not answer within ${timeoutMs / 1000} seconds` };
  }
  const cause = error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined;
  const code = typeof cause?.code === 'string' ? ` (${cause.code})` : '';
  return { ok: false, gone: false, error: `Could not reach ${service}${code}` };
}

async function post(
  service: string,
  url: string,
  init: { headers: Record<string, string>; body: string | Uint8Array<ArrayBuffer> | null },
  timeoutMs: number,
): Promise<SendOutcome> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: init.headers,
      body: init.body,
      redirect: 'error',
      signal: AbortSignal.timeout(timeoutMs),
    });
    // Only the status matters: the body is not read (a push service, ntfy or a webhook could answer without end).
    await response.body?.cancel().catch(() => undefined);
    if (response.ok) return { ok: true };
    return {
      ok: false,
      gone: response.status === 404 || response.status === 410,
      error: `${service} answered ${response.status}${response.statusText === '' ? '' : ` ${response.statusText}`}`,
    };
  } catch (error) {
    return failureOf(error, service, timeoutMs);
  }
}

/** A header's text as ntfy reads it: ASCII as is, anything else as an RFC 2047 encoded word. */
function headerText(text: string): string {
  if (/^[ -~]*$/.test(text)) return text;
  return `=?UTF-8?B?${Buffer.from(text, 'utf8').toString('base64')}?=`;
}

export interface SenderOptions {
  vapid: () => VapidDetails;
  /** Each request's time limit. */
  timeoutMs: number;
  now: () => number;
}

/** Sends a message to a device (Web Push), to ntfy, or to the webhook. */
export function createSenders({ vapid, timeoutMs, now }: SenderOptions) {
  return {
    /**
     * web-push signs (VAPID, ES256) and encrypts (aes128gcm) the request; it is sent with our own fetch, so that it
     * has a time limit and an `http:` loopback endpoint (the tests' push service) works. `relevantUntil`: the push
     * service keeps it no longer than that (TTL).
     */
    async push(
      subscription: StoredSubscription,
      message: Message,
      relevantUntil: number,
    ): Promise<SendOutcome> {
      const payload: PushPayload = {
        topic: message.topic,
        title: message.title,
        body: message.body,
        url: message.url,
        tag: message.tag,
        tmdbId: message.tmdbId,
        mediaType: message.mediaType,
      };
      const ttl = Math.max(60, Math.min(WEEK_SECONDS, Math.floor((relevantUntil - now()) / 1000)));
      const details = webpush.generateRequestDetails(
        { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
        JSON.stringify(payload),
        { vapidDetails: vapid(), TTL: ttl, urgency: message.topic === 'decide' ? 'high' : 'normal' },
      );
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(details.headers)) {
        // fetch sets the length of the body itself.
        if (name.toLowerCase() !== 'content-length') headers[name] = value;
      }
      const body = new Uint8Array(details.body);
      return post('The push service', details.endpoint, { headers, body }, timeoutMs);
    },

    /** ntfy: the body as the message; the title, the link to open and a tag as headers. */
    async ntfy(
      url: string,
      token: string | null,
      message: Message,
      origin: string | null,
    ): Promise<SendOutcome> {
      const headers: Record<string, string> = {
        'content-type': 'text/plain; charset=utf-8',
        Title: headerText(message.title),
        Tags: NTFY_TAGS[message.topic],
      };
      if (origin !== null) headers.Click = new URL(message.url, origin).href;
      if (token !== null) headers.Authorization = `Bearer ${token}`;
      return post('ntfy', url, { headers, body: message.body }, timeoutMs);
    },

    /** The generic webhook: a JSON POST of WebhookBody, its link absolute. */
    async webhook(url: string, message: Message, origin: string | null): Promise<SendOutcome> {
      const body: WebhookBody = {
        topic: message.topic,
        title: message.title,
        body: message.body,
        url: origin === null ? message.url : new URL(message.url, origin).href,
        tmdbId: message.tmdbId,
        mediaType: message.mediaType,
      };
      return post(
        'The webhook',
        url,
        { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
        timeoutMs,
      );
    },
  };
}

export type Senders = ReturnType<typeof createSenders>;
