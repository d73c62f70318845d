import type { DecideEventName } from '#domain/schemas/decide';

/** One open event stream: the raw response it is written to. */
export interface StreamClient {
  write(chunk: string): unknown;
  end(): unknown;
}

/** Every 15 s a comment, so that proxies and phones keep an idle stream open. */
export const HEARTBEAT_MS = 15_000;
/** The most streams one session may hold open at once (each of us on a phone or two, with room for reconnects). */
export const STREAMS_PER_SESSION = 8;

const eventText = (id: number, name: DecideEventName, data: unknown) =>
  `id: ${id}\nevent: ${name}\ndata: ${JSON.stringify(data)}\n\n`;

/**
 * The open event streams of the sessions. Each event of a session gets the next number of that session's
 * sequence as its `id:`; the sequence lives as long as the server (a reconnection is sent the whole state anyway).
 */
export function createDecideStreams({ heartbeatMs = HEARTBEAT_MS, perSession = STREAMS_PER_SESSION } = {}) {
  const clients = new Map<string, Set<StreamClient>>();
  const sequences = new Map<string, number>();
  let heartbeat: NodeJS.Timeout | null = null;

  const nextId = (sessionId: string) => {
    const id = (sequences.get(sessionId) ?? 0) + 1;
    sequences.set(sessionId, id);
    return id;
  };

  function beat(): void {
    for (const set of clients.values()) for (const client of set) client.write(': heartbeat\n\n');
  }

  function remove(sessionId: string, client: StreamClient): void {
    const set = clients.get(sessionId);
    set?.delete(client);
    if (set?.size === 0) clients.delete(sessionId);
    if (clients.size === 0 && heartbeat) {
      clearInterval(heartbeat);
      heartbeat = null;
    }
  }

  function endAll(sessionId: string): void {
    for (const client of clients.get(sessionId) ?? []) {
      client.end();
      remove(sessionId, client);
    }
  }

  /** Sends one event to every stream of the session. */
  function publish(sessionId: string, name: DecideEventName, data: unknown): void {
    const set = clients.get(sessionId);
    if (!set) return;
    const text = eventText(nextId(sessionId), name, data);
    for (const client of set) client.write(text);
  }

  return {
    /** Adds a stream to a session, unless it holds `perSession` already (false). */
    add(sessionId: string, client: StreamClient): boolean {
      const set = clients.get(sessionId) ?? new Set<StreamClient>();
      if (set.size >= perSession) return false;
      set.add(client);
      clients.set(sessionId, set);
      heartbeat ??= setInterval(beat, heartbeatMs).unref();
      return true;
    },
    remove,
    /** Sends one event to one stream of the session (the state a stream begins with). */
    send(sessionId: string, client: StreamClient, name: DecideEventName, data: unknown): void {
      client.write(eventText(nextId(sessionId), name, data));
    },
    publish,
    /** The session closed: its streams are told why, and ended. */
    close(sessionId: string, reason: 'closed' | 'idle'): void {
      publish(sessionId, 'closed', { reason });
      endAll(sessionId);
      sequences.delete(sessionId);
    },
    /** The server stops: every stream is ended (so that closing the server does not wait for them). */
    endEvery(): void {
      for (const sessionId of [...clients.keys()]) endAll(sessionId);
    },
  };
}

export type DecideStreams = ReturnType<typeof createDecideStreams>;
