import { randomBytes } from 'node:crypto';
import type { Logger } from 'pino';
import type { BusHandler, EventBus } from './bus';
import { redisRetryStrategy } from './redis-reconnect';

/** The prefix of every Redis channel unless `REDIS_PREFIX` says otherwise. */
export const DEFAULT_REDIS_PREFIX = 'chesschat:';
/** Where an instance says, once Redis is back, that messages it published while away reached only itself. */
const MISSED_CHANNEL = 'bus:missed';

/**
 * Redis pub/sub. One connection publishes, one listens (a subscribed Redis connection can do
 * nothing else); a Redis channel is subscribed while at least one local handler wants it.
 *
 * While Redis is unreachable, publishing fails at once (no queue) and the message is handed to this
 * instance's own handlers, so a committed move still reaches its sender here. Once Redis is back the
 * other instances are told on `bus:missed`, and an instance whose listening connection comes back
 * (ioredis reconnects and resubscribes by itself) tells its own listeners: either way, sockets can
 * catch up on what they missed.
 * The client library is loaded here, on first use: the embedded default never needs it.
 */
export async function createRedisBus(
  url: string,
  prefix = DEFAULT_REDIS_PREFIX,
  log: Pick<Logger, 'warn' | 'info'> | null = null,
): Promise<EventBus> {
  const { Redis } = await import('ioredis');
  const instanceId = randomBytes(8).toString('hex');
  // Auto-pipelining: the publishes of one event-loop turn (the moves of one committed batch, decision 211)
  // leave in one socket write instead of one each; the write, not Redis, was a publish's cost (decision 215).
  const publisher = new Redis(url, {
    lazyConnect: true,
    retryStrategy: redisRetryStrategy,
    maxRetriesPerRequest: 3,
    enableOfflineQueue: false,
    enableAutoPipelining: true,
  });
  const listener = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 3,
    retryStrategy: redisRetryStrategy,
  });
  const missedListeners: Array<() => void> = [];
  const missed = () => {
    for (const catchUp of missedListeners) catchUp();
  };

  // Without an error listener ioredis reports each failed reconnection as an "Unhandled error event".
  let warned = false;
  let listenerLost = false;
  let publishedAlone = false;
  const unreachable = (error: unknown) => {
    if (warned) return;
    warned = true;
    log?.warn({ err: error }, 'event bus unreachable: events reach only this instance until it is back');
  };
  publisher.on('error', unreachable);
  listener.on('error', unreachable);
  listener.on('close', () => {
    listenerLost = true;
  });
  listener.on('ready', () => {
    if (!listenerLost) return;
    listenerLost = false;
    warned = false;
    log?.info('event bus reachable again');
    missed();
  });
  publisher.on('ready', () => {
    if (!publishedAlone) return;
    publishedAlone = false;
    publisher.publish(prefix + MISSED_CHANNEL, instanceId).catch(() => {
      // Away again: the next failed publish sets the flag, and the next return says it.
      publishedAlone = true;
    });
  });
  await Promise.all([publisher.connect(), listener.connect()]);
  await listener.subscribe(prefix + MISSED_CHANNEL);

  const handlers = new Map<string, Set<BusHandler>>();
  // Resolves when Redis confirms the channel's subscription; shared by concurrent subscribers.
  const ready = new Map<string, Promise<unknown>>();
  const deliver = (channel: string, message: string) => {
    const set = handlers.get(channel);
    if (!set) return;
    for (const handler of [...set]) handler(message);
  };
  listener.on('message', (redisChannel: string, message: string) => {
    const channel = redisChannel.slice(prefix.length);
    if (channel === MISSED_CHANNEL) {
      if (message !== instanceId) missed();
      return;
    }
    deliver(channel, message);
  });

  return {
    kind: 'redis',
    async publish(channel, message) {
      try {
        await publisher.publish(prefix + channel, message);
      } catch (error) {
        unreachable(error);
        publishedAlone = true;
        // This instance's sockets hear it now; the others catch up when Redis is back.
        queueMicrotask(() => deliver(channel, message));
      }
    },
    async subscribe(channel, handler) {
      let set = handlers.get(channel);
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
        ready.set(channel, listener.subscribe(prefix + channel));
      }
      set.add(handler);
      try {
        await ready.get(channel);
      } catch (error) {
        // Redis refused or lost the subscription: forget it, so the next subscriber asks again.
        set.delete(handler);
        if (set.size === 0 && handlers.get(channel) === set) {
          handlers.delete(channel);
          ready.delete(channel);
        }
        throw error;
      }
      return async () => {
        set.delete(handler);
        if (set.size === 0 && handlers.get(channel) === set) {
          handlers.delete(channel);
          ready.delete(channel);
          await listener.unsubscribe(prefix + channel).catch(() => {
            // Redis is unreachable: should the subscription come back with the connection, it has no handler.
          });
        }
      };
    },
    onMissedMessages(catchUp) {
      missedListeners.push(catchUp);
    },
    async ping() {
      await publisher.ping();
    },
    async close() {
      handlers.clear();
      ready.clear();
      await Promise.allSettled([publisher.quit(), listener.quit()]);
    },
  };
}
