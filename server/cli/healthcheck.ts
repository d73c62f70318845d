import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { readConfig } from '../config';
import { readEnvFile } from '../env-file';

const TIMEOUT_MS = 4000;

/**
 * `node dist/server/healthcheck.js`, the container's HEALTHCHECK: GET /api/health from the server's own machine,
 * over HTTPS when TLS_CERT is set (the certificate is the server's own, so it is not checked); exit 0 on a 200.
 */
function main(): void {
  readEnvFile(process.env);
  const config = readConfig(process.env);
  const host = config.HOST === '0.0.0.0' || config.HOST === '::' ? '127.0.0.1' : config.HOST;
  const target = { host, port: config.PORT, path: '/api/health', timeout: TIMEOUT_MS };
  const done = (response: IncomingMessage) => {
    response.resume();
    console.log(`GET /api/health: ${response.statusCode ?? 'no status'}`);
    process.exit(response.statusCode === 200 ? 0 : 1);
  };
  const outgoing =
    config.TLS_CERT === undefined
      ? httpRequest(target, done)
      : httpsRequest({ ...target, rejectUnauthorized: false }, done);
  outgoing.on('timeout', () => outgoing.destroy(new Error(`no answer within ${TIMEOUT_MS} ms`)));
  outgoing.on('error', (error) => {
    console.error(`GET /api/health: ${error.message}`);
    process.exit(1);
  });
  outgoing.end();
}

try {
  main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
