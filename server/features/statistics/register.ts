import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../clock';
import type { Db } from '../../db/connection';
import { createStatisticsRepository } from './repository';
import { registerStatisticsRoutes } from './routes';
import { createStatisticsService } from './service';

/** The recap: read-only repository → service (rules and cache) → GET /api/statistics. */
export function registerStatisticsFeature(app: FastifyInstance, db: Db, clock: Clock): void {
  registerStatisticsRoutes(
    app,
    createStatisticsService({ repository: createStatisticsRepository(db), clock }),
  );
}
