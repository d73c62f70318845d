import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Readable } from 'node:stream';
import { CSV_FILE_NAME, IMPORT_ARCHIVE_MAX_BYTES, IMPORT_MAX_BYTES } from '#domain/rules/constants';
import {
  importArchiveQuerySchema,
  importProgressSchema,
  importRequestSchema,
  importResponseSchema,
  type ImportProgress,
  type ImportResponse,
} from '#domain/schemas/transfer';
import { badRequest } from '../../errors';
import type { CsvExport } from './csv-export';
import type { ImportUpload, UploadOptions } from './service';

/** What the routes need: the export, and imports run as the one import job (app.ts runs them off the main thread). */
export interface TransferRouteDeps {
  csv: CsvExport;
  /** Gets ready for an import while its upload is still arriving. */
  prepare(): void;
  importUpload(upload: ImportUpload, options: UploadOptions): Promise<ImportResponse>;
  progress(): ImportProgress;
}

export function registerTransferRoutes(app: FastifyInstance, transfer: TransferRouteDeps): void {
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
      .send(Readable.from(transfer.csv.exportCsv())),
  );

  // Runs once the session is checked, before the body is read.
  const prepare = (_request: unknown, _reply: unknown, done: () => void) => {
    transfer.prepare();
    done();
  };

  api.post(
    '/api/library/import',
    {
      bodyLimit: IMPORT_MAX_BYTES,
      onRequest: prepare,
      schema: { body: importRequestSchema, response: { 200: importResponseSchema } },
    },
    (request) => {
      const { csvData, preview, replace, viewer, resolutions, fileName } = request.body;
      return transfer.importUpload(
        { kind: 'csv', name: fileName ?? 'upload.csv', text: csvData },
        { preview, replace, viewer, resolutions },
      );
    },
  );

  api.post(
    '/api/library/import/archive',
    {
      bodyLimit: IMPORT_ARCHIVE_MAX_BYTES,
      onRequest: prepare,
      schema: { querystring: importArchiveQuerySchema, response: { 200: importResponseSchema } },
    },
    (request) => {
      if (!Buffer.isBuffer(request.body)) {
        throw badRequest('Send the ZIP archive as the body, with Content-Type: application/zip');
      }
      return transfer.importUpload({ kind: 'zip', bytes: request.body }, request.query);
    },
  );

  api.get('/api/library/import/progress', { schema: { response: { 200: importProgressSchema } } }, () =>
    transfer.progress(),
  );
}
