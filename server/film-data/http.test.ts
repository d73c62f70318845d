import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { parseRetryAfter, upstreamGet } from './http';

describe('Retry-After', () => {
  it('reads delta-seconds and HTTP dates, and ignores the rest', () => {
    const now = Date.parse('2026-06-15T12:00:00Z');
    expect(parseRetryAfter('2', now)).toBe(2000);
    expect(parseRetryAfter('0', now)).toBe(0);
    expect(parseRetryAfter('Mon, 15 Jun 2026 12:00:05 GMT', now)).toBe(5000);
    expect(parseRetryAfter('Mon, 15 Jun 2026 11:00:00 GMT', now)).toBe(0);
    expect(parseRetryAfter(null, now)).toBeUndefined();
    expect(parseRetryAfter('', now)).toBeUndefined();
    expect(parseRetryAfter('soon', now)).toBeUndefined();
  });
});

describe('an upstream answer without a length', () => {
  it('is read as it comes and given up at the 10 MB cap, not read whole', async () => {
    const TOTAL = 96 * 1024 * 1024;
    const chunk = Buffer.alloc(256 * 1024, 0x61);
    let sent = 0;
    let finish: () => void = () => undefined;
    const finished = new Promise<void>((resolve) => {
      finish = resolve;
    });
    // Chunked: no Content-Length to refuse it by.
    const server = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'image/jpeg' });
      const pump = () => {
        while (sent < TOTAL && !response.destroyed) {
          sent += chunk.length;
          if (!response.write(chunk)) return;
        }
        if (!response.destroyed) response.end();
        finish();
      };
      response.on('drain', pump);
      response.on('close', finish);
      pump();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      await expect(
        upstreamGet('image', `http://127.0.0.1:${port}/w500/huge.jpg`, 'huge.jpg', {}, { maxRetries: 0 }),
      ).rejects.toMatchObject({
        statusCode: 502,
        message: 'The film image service sent an answer that is too large.',
      });
      await finished;
      expect(sent).toBeLessThan(TOTAL / 2);
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });
});
