import type { BusHandler, EventBus } from './bus';

/**
 * Redis pub/sub. One connection publishes, one listens (a subscribed Redis connection can do
 * nothing else); a Redis channel is subscribed while at least one local handler wants it.
 * The client library is loaded here, on first use: the embedded default never needs it.
 */
export async function createRedisBus(url: string, prefix = 'chesschat:'): Promise<EventBus> {
  const { Redis } = await import('ioredis');
  const publisher = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 3 });
  const listener = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 3 });
  await Promise.all([publisher.connect(), listener.connect()]);

  const handlers = new Map<string, Set<BusHandler>>();
  // Resolves when Redis confirms the channel's subscription; shared by concurrent subscribers.
  const ready = new Map<string, Promise<unknown>>();
  listener.on('message', (redisChannel: string, message: string) => {
    const set = handlers.get(redisChannel.slice(prefix.length));
    if (!set) return;
    for (const handler of [...set]) handler(message);
  });

  return {
    kind: 'redis',
    async publish(channel, message) {
      await publisher.publish(prefix + channel, message);
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
          await listener.unsubscribe(prefix + channel);
        }
      };
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
