import { createHash, timingSafeEqual } from 'node:crypto';
import type { Feature } from '../feature';
import { notFound, unauthorized } from '../http/errors';
import { createMetricsRegistry } from './registry';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Compares in constant time, so the answer's timing says nothing about how much of a guess was right. */
function isToken(header: string | undefined, token: string): boolean {
  const match = /^Bearer (.+)$/.exec(header ?? '');
  return match?.[1] !== undefined && timingSafeEqual(digest(match[1]), digest(token));
}

/**
 * `GET /metrics` in Prometheus's text format, for the bearer of `METRICS_TOKEN`. Without the setting the
 * path does not exist (404): the figures describe the service's traffic and are not for everyone.
 */
export const metricsFeature: Feature = (app, { config }, { games }) => {
  const token = config.metricsToken;
  const registry = token ? createMetricsRegistry(app, () => games.countActive()) : null;
  app.get('/metrics', async (request, reply) => {
    if (!token || !registry) throw notFound(`Not found: ${request.method} /metrics`);
    if (!isToken(request.headers.authorization, token)) {
      reply.header('www-authenticate', 'Bearer realm="metrics"');
      throw unauthorized('Send the metrics token as "Authorization: Bearer <METRICS_TOKEN>"');
    }
    const text = await registry.metrics();
    return reply.header('cache-control', 'no-store').type(registry.contentType).send(text);
  });
};
