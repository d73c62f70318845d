import { createServer, type AddressInfo } from 'node:net';

interface Listening {
  listen(options: { host: string; port: number }): Promise<string>;
  server: { address(): AddressInfo | string | null };
}

/** Starts `app` on 127.0.0.1, on a port the system picks, and answers its base URL. */
export async function listenOnLoopback(app: Listening): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return `http://127.0.0.1:${address.port}`;
}

/** A port free on 127.0.0.1 now, for a server that another process will start. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}
