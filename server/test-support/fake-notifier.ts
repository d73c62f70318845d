import { createServer } from 'node:http';
import { listenOnLoopback } from './loopback';

/** A POST the fake notifier received. */
export interface NotifierPost {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export interface FakeNotifier {
  baseUrl: string;
  /** Every POST, in the order it came. */
  posts: NotifierPost[];
  /** From now on answer `status` to every POST (null: 200 again). */
  answer(status: number | null): void;
  close(): Promise<void>;
}

/** A fake ntfy server that doubles as a webhook receiver: records each POST (path, headers, body) and answers 200. */
export async function startFakeNotifier(): Promise<FakeNotifier> {
  const posts: NotifierPost[] = [];
  let forcedStatus: number | null = null;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      posts.push({
        path: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      response
        .writeHead(forcedStatus ?? 200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ id: String(posts.length), event: 'message' }));
    });
  });
  const baseUrl = await listenOnLoopback({
    server,
    listen: ({ host, port }) => new Promise((resolve) => server.listen(port, host, () => resolve(''))),
  });
  return {
    baseUrl,
    posts,
    answer(status) {
      forcedStatus = status;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
