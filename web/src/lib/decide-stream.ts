import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent } from 'react';
import {
  decideClosedEventSchema,
  decideJoinedEventSchema,
  decideMatchEventSchema,
  decideProgressSchema,
  decideSessionSchema,
  decideTicketResponseSchema,
  type DecideSession,
} from '#domain/schemas/decide';
import type { z } from 'zod';
import { ApiError, apiRequest } from './api-client';
import { decideQueries } from './api/decide';

type ClosedReason = z.infer<typeof decideClosedEventSchema>['reason'];

export interface DecideStreamHandlers {
  /** The whole session: first on every connection, so a reconnection catches up with what was missed. */
  onState: (session: DecideSession) => void;
  onChange: (change: (session: DecideSession) => DecideSession) => void;
  onClosed: (reason: ClosedReason) => void;
}

const FIRST_RETRY_MS = 500;
const LONGEST_RETRY_MS = 10_000;

function parsed<T>(schema: z.ZodType<T>, event: Event): T | undefined {
  if (!(event instanceof MessageEvent) || typeof event.data !== 'string') return undefined;
  try {
    return schema.safeParse(JSON.parse(event.data)).data;
  } catch {
    return undefined;
  }
}

/**
 * Follows a session's events: a single-use ticket (POST …/ticket), then an EventSource on …/events?ticket=. The
 * session token never goes in the URL, only the ticket; since EventSource's own retry would send the used ticket
 * again, a broken stream is closed and opened anew with a fresh ticket. Answers a function that stops it.
 */
export function openDecideStream(sessionId: string, handlers: DecideStreamHandlers): () => void {
  const path = `/api/decide/${encodeURIComponent(sessionId)}`;
  let source: EventSource | null = null;
  let stopped = false;
  let retryMs = FIRST_RETRY_MS;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const stop = () => {
    stopped = true;
    clearTimeout(timer);
    source?.close();
    source = null;
  };
  const retry = () => {
    if (stopped) return;
    timer = setTimeout(() => void connect(), retryMs);
    retryMs = Math.min(retryMs * 2, LONGEST_RETRY_MS);
  };
  const listen = (opened: EventSource) => {
    opened.addEventListener('open', () => {
      retryMs = FIRST_RETRY_MS;
    });
    opened.addEventListener('error', () => {
      opened.close();
      if (source === opened) source = null;
      retry();
    });
    opened.addEventListener('state', (event) => {
      const session = parsed(decideSessionSchema, event);
      if (session) handlers.onState(session);
    });
    opened.addEventListener('joined', (event) => {
      const joined = parsed(decideJoinedEventSchema, event);
      if (!joined) return;
      handlers.onChange((session) =>
        session.joined.includes(joined.viewer)
          ? session
          : { ...session, joined: [...session.joined, joined.viewer] },
      );
    });
    opened.addEventListener('progress', (event) => {
      const progress = parsed(decideProgressSchema, event);
      if (progress) handlers.onChange((session) => ({ ...session, progress }));
    });
    opened.addEventListener('match', (event) => {
      const match = parsed(decideMatchEventSchema, event);
      if (match) handlers.onChange((session) => ({ ...session, match: match.card }));
    });
    opened.addEventListener('closed', (event) => {
      const closed = parsed(decideClosedEventSchema, event);
      stop();
      handlers.onClosed(closed?.reason ?? 'closed');
    });
  };
  const connect = async () => {
    try {
      const { ticket } = decideTicketResponseSchema.parse(
        await apiRequest<unknown>('POST', `${path}/ticket`),
      );
      if (stopped) return;
      source = new EventSource(`${path}/events?ticket=${encodeURIComponent(ticket)}`);
      listen(source);
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) {
        stop();
        handlers.onClosed('closed');
        return;
      }
      retry();
    }
  };

  void connect();
  return stop;
}

/** Keeps the open session's query up to date from its stream while `sessionId` is set. */
export function useDecideStream(sessionId: string | null, onClosed: (reason: ClosedReason) => void): void {
  const queryClient = useQueryClient();
  const closed = useEffectEvent(onClosed);
  useEffect(() => {
    if (sessionId === null) return;
    const key = decideQueries.current().queryKey;
    return openDecideStream(sessionId, {
      onState: (session) => queryClient.setQueryData(key, session),
      onChange: (change) =>
        queryClient.setQueryData(key, (session) =>
          session && session.id === sessionId ? change(session) : session,
        ),
      onClosed: (reason) => {
        queryClient.setQueryData(key, null);
        closed(reason);
      },
    });
  }, [sessionId, queryClient]);
}
