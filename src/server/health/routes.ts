import type { Feature } from '../context';
import { pingDb } from '../db/database';

/** `GET /api/health`: the database and the bus each answer a round trip. */
export const healthFeature: Feature = (app, { db, bus }) => {
  app.get('/api/health', async (request, reply) => {
    try {
      await Promise.all([pingDb(db), bus.ping()]);
      return { ok: true, db: db.dialect, bus: bus.kind };
    } catch (error) {
      request.log.error({ err: error }, 'health check failed');
      return reply
        .status(503)
        .send({ ok: false, db: db.dialect, bus: bus.kind, message: 'A backing service is unavailable' });
    }
  });
};
