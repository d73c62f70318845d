import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/connection';

/** The unlock screen's backdrop: one random title of the library that has a backdrop, or nulls. */
export function registerBackdropRoutes(app: FastifyInstance, db: Db): void {
  const randomBackdrop = db.prepare<[], { backdrop_path: string; title: string }>(
    `SELECT backdrop_path, title FROM library_items
     WHERE backdrop_path IS NOT NULL AND backdrop_path != ''
     ORDER BY random() LIMIT 1`,
  );

  app.get('/api/random-backdrop', () => {
    const row = randomBackdrop.get();
    return { backdropPath: row?.backdrop_path ?? null, title: row?.title ?? null };
  });
}
