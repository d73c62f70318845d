import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';

/** One server-sent event as received (`data` parsed as JSON). */
export interface StreamEvent {
  id: string | null;
  event: string;
  data: unknown;
}

export interface EventStreamClient {
  status: number;
  headers: IncomingHttpHeaders;
  /** The body of an answer that is not a stream (an error's JSON). */
  text: string;
  /** Every event received so far, in order. */
  events: StreamEvent[];
  /** How many comments (`: heartbeat`) arrived. */
  comments: number;
  /** The next event not yet taken by `next` (waits for it). */
  next(): Promise<StreamEvent>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

function parseBlock(block: string): StreamEvent | 'comment' | null {
  let id: string | null = null;
  let event = 'message';
  const data: string[] = [];
  let comment = false;
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) comment = true;
    else if (line.startsWith('id: ')) id = line.slice(4);
    else if (line.startsWith('event: ')) event = line.slice(7);
    else if (line.startsWith('data: ')) data.push(line.slice(6));
  }
  if (data.length === 0) return comment ? 'comment' : null;
  return { id, event, data: JSON.parse(data.join('\n')) };
}

/**
 * A small server-sent events reader over node:http, as a phone's EventSource reads the stream: it sends
 * `Accept: text/event-stream` (and any other header given, e.g. Authorization or Last-Event-ID).
 */
export function openEventStream(
  url: string,
  headers: Record<string, string> = {},
): Promise<EventStreamClient> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      url,
      { headers: { accept: 'text/event-stream', 'accept-encoding': 'gzip', ...headers } },
      (response) => {
        const events: StreamEvent[] = [];
        const waiting: ((event: StreamEvent) => void)[] = [];
        let taken = 0;
        let buffer = '';
        let endStream = () => {};
        const ended = new Promise<void>((done) => {
          endStream = done;
        });
        const client: EventStreamClient = {
          status: response.statusCode ?? 0,
          headers: response.headers,
          text: '',
          events,
          comments: 0,
          next: () =>
            new Promise((deliver) => {
              const ready = events[taken];
              if (ready) {
                taken += 1;
                deliver(ready);
              } else waiting.push(deliver);
            }),
          ended,
          close: () => request.destroy(),
        };
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          if (client.status !== 200) {
            client.text += chunk;
            return;
          }
          buffer += chunk;
          let end = buffer.indexOf('\n\n');
          while (end !== -1) {
            const parsed = parseBlock(buffer.slice(0, end));
            buffer = buffer.slice(end + 2);
            end = buffer.indexOf('\n\n');
            if (parsed === 'comment') client.comments += 1;
            else if (parsed) {
              events.push(parsed);
              const deliver = waiting.shift();
              if (deliver) {
                taken += 1;
                deliver(parsed);
              }
            }
          }
        });
        response.on('end', () => endStream());
        response.on('close', () => endStream());
        if (client.status === 200) resolve(client);
        else response.on('end', () => resolve(client));
      },
    );
    request.on('error', reject);
    request.end();
  });
}
