import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseBusy, isDatabaseReadOnly, isDiskFull } from './db/connection';
import { HttpError } from './errors';

/** Seconds a client is told to wait when the database is held by another connection (an import, a backup). */
const BUSY_RETRY_AFTER_SECONDS = 2;

function describeValidation(error: FastifyError): string {
  const where = error.validationContext ?? 'request';
  const issues = (error.validation ?? []).map((issue) => {
    const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    const message = issue.message ?? 'is invalid';
    if (!path) return `${where}: ${message}`;
    return message.startsWith(path) ? message : `${path}: ${message}`;
  });
  return issues.slice(0, 3).join('; ');
}

/** Every failure leaves as JSON `{message}`; only a fault of the server itself is a 5xx. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.code(400).send({ message: describeValidation(error) });
    }
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).send({ message: error.message });
    }
    if (isDatabaseBusy(error)) {
      request.log.warn({ err: error }, 'database busy');
      return reply.code(503).header('retry-after', String(BUSY_RETRY_AFTER_SECONDS)).send({
        message:
          'The database is busy (an import is saving, or a backup or the PIN tool is using it): try again in a moment',
      });
    }
    if (isDiskFull(error)) {
      request.log.error({ err: error }, 'disk full: a write was refused');
      return reply.code(507).send({
        message:
          "The server's disk is full, so nothing was saved. Free some space on the server, then try again.",
      });
    }
    if (isDatabaseReadOnly(error)) {
      request.log.error({ err: error }, 'database read-only: a write was refused');
      return reply.code(503).send({
        message: 'The database cannot be written (its file or folder is read-only), so nothing was saved.',
      });
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      const limit = request.routeOptions.bodyLimit;
      const size =
        limit >= 1024 * 1024 ? `${Math.round(limit / (1024 * 1024))} MB` : `${Math.round(limit / 1024)} KB`;
      return reply.code(413).send({ message: `The request body is larger than this route takes (${size})` });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ message: error.message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ message: 'Something went wrong on the server' });
  });
}
