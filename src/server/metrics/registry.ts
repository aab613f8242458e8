import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import {
  dbQuerySeconds,
  lobbyPairsTotal,
  lobbyWaveSeconds,
  moveRelaySeconds,
  movesTotal,
} from './instruments';

/** Requests that matched no route share one label, so scanners cannot grow the series without bound. */
const UNMATCHED_ROUTE = 'unmatched';

/**
 * One app's metrics: the process's own, HTTP latency by route, open sockets and live games (read when
 * scraped, so they cost nothing in between), and the per-process move and database instruments.
 */
export function createMetricsRegistry(
  app: FastifyInstance,
  /** How many games are under way, asked of the games service when scraped. */
  liveGames: () => Promise<number>,
): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  for (const instrument of [movesTotal, moveRelaySeconds, dbQuerySeconds, lobbyWaveSeconds, lobbyPairsTotal])
    registry.registerMetric(instrument);

  const httpSeconds = new Histogram({
    name: 'chesschat_http_request_duration_seconds',
    help: 'HTTP request latency by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
    httpSeconds.observe(
      { method: request.method, route, status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });

  new Gauge({
    name: 'chesschat_open_sockets',
    help: 'Live channel sockets open on this instance',
    registers: [registry],
    collect() {
      this.set(app.websocketServer?.clients.size ?? 0);
    },
  });
  new Gauge({
    name: 'chesschat_games_live',
    help: 'Games in progress, across all instances',
    registers: [registry],
    async collect() {
      this.set(await liveGames());
    },
  });
  return registry;
}
