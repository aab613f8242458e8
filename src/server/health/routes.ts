import { z } from 'zod';
import type { Feature } from '../feature';
import { HttpError } from '../http/errors';
import { readiness } from './readiness';

/** What both answer: which database and which bus this instance uses. */
const Health = z.object({
  ok: z.boolean(),
  db: z.enum(['sqlite', 'postgres']),
  bus: z.enum(['memory', 'redis']),
});
const SCHEMAS = { health: { schema: { response: { 200: Health } } } };

/**
 * `GET /api/health` is liveness: the process is up and answering, whatever its backing services do (a
 * restart would not bring the database back). `GET /api/ready` is readiness: the database answers a query
 * and the bus a round trip, so a load balancer sends traffic only to an instance that can serve it.
 */
export const healthFeature: Feature = (app, { db, bus }) => {
  app.get('/api/health', SCHEMAS.health, async () => ({ ok: true, db: db.dialect, bus: bus.kind }));

  app.get('/api/ready', SCHEMAS.health, async (request) => {
    const failing = await readiness(db, bus);
    if (failing.length === 0) return { ok: true, db: db.dialect, bus: bus.kind };
    request.log.warn({ failing }, 'not ready');
    const reasons = failing.map((check) => check.reason).join('; ');
    throw new HttpError('not_ready', `Not ready: ${reasons}`, { ok: false, db: db.dialect, bus: bus.kind });
  });
};
