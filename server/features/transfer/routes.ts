import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Readable } from 'node:stream';
import { CSV_FILE_NAME } from '../../../domain/rules/csv-format';
import {
  IMPORT_MAX_BYTES,
  importRequestSchema,
  importResponseSchema,
} from '../../../domain/schemas/transfer';
import type { TransferService } from './service';

export function registerTransferRoutes(app: FastifyInstance, transfer: TransferService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

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
    (request) => transfer.importCsv(request.body.csvData, request.body.preview),
  );
}
