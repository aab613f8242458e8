import { Counter, Histogram } from 'prom-client';

/**
 * The instruments fed from the move path and the database layer. They live once per process, as those
 * layers do not know the app they serve; each app's registry (see registry.ts) exposes them. Feeding
 * one is a counter increment or a histogram observation: no allocation, no await.
 */

export const movesTotal = new Counter({
  name: 'chesschat_moves_total',
  help: 'Moves committed and published (rate() of it gives moves per second)',
  registers: [],
});

export const moveRelaySeconds = new Histogram({
  name: 'chesschat_move_relay_seconds',
  help: 'From a move committed to its event published on the bus, server side',
  buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1],
  registers: [],
});

export const dbQuerySeconds = new Histogram({
  name: 'chesschat_db_query_duration_seconds',
  help: 'Time of each database query, counted while metrics are enabled (METRICS_TOKEN set)',
  buckets: [0.0001, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1],
  registers: [],
});

export const lobbyWaveSeconds = new Histogram({
  name: 'chesschat_lobby_wave_seconds',
  help: 'Time of each quick-pairing wave: reading the queue, pairing it, starting its games',
  buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1, 2.5, 10],
  registers: [],
});

export const lobbyPairsTotal = new Counter({
  name: 'chesschat_lobby_pairs_total',
  help: 'Games quick pairing started (rate() of it gives pairs per second)',
  registers: [],
});

/** A move's event has been published; `committedAt` is `performance.now()` when its commit returned. */
export function moveRelayed(committedAt: number): void {
  movesTotal.inc();
  moveRelaySeconds.observe((performance.now() - committedAt) / 1000);
}

/** A database query took `durationMs`. */
export function queryTimed(durationMs: number): void {
  dbQuerySeconds.observe(durationMs / 1000);
}
