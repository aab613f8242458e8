import type { BusHandler, EventBus } from './bus';

/** The embedded bus: one process, delivery on the next microtask (as asynchronous as Redis, only faster). */
export function createMemoryBus(): EventBus {
  const handlers = new Map<string, Set<BusHandler>>();
  return {
    kind: 'memory',
    async publish(channel, message) {
      const set = handlers.get(channel);
      if (!set) return;
      const targets = [...set];
      queueMicrotask(() => {
        for (const handler of targets) handler(message);
      });
    },
    async subscribe(channel, handler) {
      let set = handlers.get(channel);
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
      }
      set.add(handler);
      return async () => {
        set.delete(handler);
        if (set.size === 0 && handlers.get(channel) === set) handlers.delete(channel);
      };
    },
    onMissedMessages() {
      // One process: the bus is never away.
    },
    async ping() {},
    async close() {
      handlers.clear();
    },
  };
}
