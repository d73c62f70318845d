import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Readable } from 'node:stream';
import { CSV_FILE_NAME, IMPORT_ARCHIVE_MAX_BYTES, IMPORT_MAX_BYTES } from '../../../domain/rules/constants';
import {
  importArchiveQuerySchema,
  importProgressSchema,
  importRequestSchema,
  importResponseSchema,
} from '../../../domain/schemas/transfer';
import { badRequest } from '../../errors';
import type { ImportJobs } from './import-job';
import type { TransferService } from './service';
import { readZipEntries } from './zip-entries';

export function registerTransferRoutes(
  app: FastifyInstance,
  transfer: TransferService,
  jobs: ImportJobs,
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  // An archive arrives as the raw body.
  app.addContentTypeParser(
    'application/zip',
    { parseAs: 'buffer', bodyLimit: IMPORT_ARCHIVE_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );

  // Streamed title by title: a large library never sits in memory as one text. (A static path: the router prefers
  // it to /api/library/:ownership.)
  api.get('/api/library/export', (_request, reply) =>
    reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${CSV_FILE_NAME}"`)
      .header('cache-control', 'no-store')
      .send(Readable.from(transfer.exportCsv())),
  );

  api.post(
    '/api/library/import',
    {
      bodyLimit: IMPORT_MAX_BYTES,
      schema: { body: importRequestSchema, response: { 200: importResponseSchema } },
    },
    (request) => {
      const { csvData, preview, viewer, resolutions, fileName } = request.body;
      return transfer.importUpload([{ name: fileName ?? 'upload.csv', text: csvData }], {
        preview,
        viewer,
        resolutions,
      });
    },
  );

  api.post(
    '/api/library/import/archive',
    {
      bodyLimit: IMPORT_ARCHIVE_MAX_BYTES,
      schema: { querystring: importArchiveQuerySchema, response: { 200: importResponseSchema } },
    },
    (request) => {
      if (!Buffer.isBuffer(request.body)) {
        throw badRequest('Send the ZIP archive as the body, with Content-Type: application/zip');
      }
      return transfer.importUpload(readZipEntries(request.body), request.query);
    },
  );

  api.get('/api/library/import/progress', { schema: { response: { 200: importProgressSchema } } }, () =>
    jobs.status(),
  );
}
