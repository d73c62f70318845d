import { describe, expect, it } from 'vitest';
import { isGatewayFailure } from './server-reach';

const PROXY_PAGE =
  '<html><head><title>502 Bad Gateway</title></head><body><center>nginx</center></body></html>';

describe('a refused answer that counts as the server out of reach', () => {
  it("is a proxy's 502, 503 or 504: an HTML page, plain text or nothing", () => {
    expect(isGatewayFailure(502, PROXY_PAGE)).toBe(true);
    expect(isGatewayFailure(503, 'Service Unavailable')).toBe(true);
    expect(isGatewayFailure(504, '')).toBe(true);
  });

  it("is not the server's own 502/503, which carries its JSON {message} (TMDb failing, a busy database)", () => {
    expect(isGatewayFailure(503, '{"message":"The database is busy: try again in a moment"}')).toBe(false);
    expect(isGatewayFailure(502, '{"message":"The film database (TMDb) sent an unreadable answer."}')).toBe(
      false,
    );
  });

  it('counts the health check’s 503 while the database does not answer: the server is not back yet', () => {
    expect(isGatewayFailure(503, '{"status":"unavailable","version":"1.0.0","database":"unavailable"}')).toBe(
      true,
    );
  });

  it('is never any other status, whatever its body: a 401 is an answer', () => {
    for (const status of [400, 401, 404, 429, 500, 507]) {
      expect(isGatewayFailure(status, PROXY_PAGE), String(status)).toBe(false);
      expect(isGatewayFailure(status, ''), String(status)).toBe(false);
    }
  });
});
