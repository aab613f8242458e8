import type {
  FastifyRateLimitStore,
  FastifyRateLimitStoreCtor,
  RateLimitPluginOptions,
} from '@fastify/rate-limit';
import type { Logger } from 'pino';
import { RateLimiter } from './accounts/rate-limit';
import { redisRetryStrategy } from './bus/redis-reconnect';
import type { Db } from './db/database';

/** Where the per-route limits (`config.rateLimit` on a route) keep their counts, and how to let go of it. */
export interface RouteLimitStore {
  kind: 'redis' | 'database';
  options: Pick<RateLimitPluginOptions, 'redis' | 'nameSpace' | 'store' | 'skipOnError'>;
  close(): Promise<void>;
}

/**
 * Fixed-window counts in the `rate_limits` table the accounts limits use (decision 013), so every
 * instance on one database counts together. Each route counts under its own key prefix.
 */
function databaseStoreClass(limiter: RateLimiter, log: Logger): FastifyRateLimitStoreCtor {
  class DatabaseStore implements FastifyRateLimitStore {
    /** The plugin constructs the store with its own options, which this store does not need. */
    constructor(
      _pluginOptions: unknown,
      private readonly scope = 'route',
    ) {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      const now = Date.now();
      limiter.hit({ id: this.scope, windowMs: timeWindow }, key, now).then(
        ({ hits, resetAt }) => callback(null, { current: hits, ttl: Math.max(0, resetAt - now) }),
        (error: unknown) => {
          log.warn({ err: error }, 'route rate limit could not be counted');
          callback(error instanceof Error ? error : new Error(String(error)));
        },
      );
    }

    /** One store per limited route; the plugin hands over its merged settings with the route as `routeInfo`. */
    child(settings: object): FastifyRateLimitStore {
      const route = (settings as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo;
      return new DatabaseStore(null, `route:${String(route?.method)}:${String(route?.url)}`);
    }
  }
  return DatabaseStore;
}

/**
 * Redis when the app has one (`REDIS_URL`): one more connection with the bus's settings, counting with
 * the plugin's own atomic script. Otherwise the shared database. Either way several instances count
 * together (decision 140). A store that fails lets the request through (and is logged): these limits
 * guard against floods, and refusing every call while Redis restarts would be worse.
 */
export async function openRouteLimitStore(options: {
  db: Db;
  redisUrl: string | undefined;
  keyPrefix: string;
  log: Logger;
}): Promise<RouteLimitStore> {
  const { db, redisUrl, keyPrefix, log } = options;
  if (!redisUrl) {
    return {
      kind: 'database',
      options: { store: databaseStoreClass(new RateLimiter(db), log), skipOnError: true },
      close: async () => {},
    };
  }
  const { Redis } = await import('ioredis');
  const redis = new Redis(redisUrl, {
    lazyConnect: true,
    maxRetriesPerRequest: 3,
    retryStrategy: redisRetryStrategy,
  });
  // Once per outage: reconnection attempts come every half second while Redis is away.
  let warned = false;
  redis.on('error', (error: unknown) => {
    if (warned) return;
    warned = true;
    log.warn({ err: error }, 'rate-limit Redis connection failed');
  });
  redis.on('ready', () => {
    warned = false;
  });
  await redis.connect();
  return {
    kind: 'redis',
    options: { redis, nameSpace: `${keyPrefix}rate-limit:`, skipOnError: true },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
