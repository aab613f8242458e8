import { describe, expect, it, vi } from 'vitest';

/** The few calls the bus makes of ioredis; `subscribe` fails while `failSubscribes` is above zero. */
const redis = vi.hoisted(() => ({
  failSubscribes: 0,
  listeners: [] as Array<{ emit(event: string, ...args: unknown[]): boolean }>,
}));

vi.mock('ioredis', async () => {
  const { EventEmitter } = await import('node:events');
  class Redis extends EventEmitter {
    constructor() {
      super();
      redis.listeners.push(this);
    }
    async connect() {}
    async subscribe() {
      if (redis.failSubscribes > 0) {
        redis.failSubscribes -= 1;
        throw new Error('Connection is closed.');
      }
    }
    async unsubscribe() {}
    async publish() {
      return 0;
    }
    async ping() {
      return 'PONG';
    }
    async quit() {
      return 'OK';
    }
  }
  return { Redis };
});

const { createRedisBus } = await import('./redis-bus');

describe('the Redis bus when Redis refuses a subscription', () => {
  it('fails that subscriber, and a later one subscribes afresh and hears the channel', async () => {
    const bus = await createRedisBus('redis://unused', 'p:');
    redis.failSubscribes = 1;
    await expect(bus.subscribe('game:1', () => {})).rejects.toThrow('Connection is closed.');
    const heard: string[] = [];
    await bus.subscribe('game:1', (message) => heard.push(message));
    // Every connection the bus opened sees the message; only the listening one has a handler for it.
    for (const connection of redis.listeners) connection.emit('message', 'p:game:1', 'hello');
    expect(heard).toEqual(['hello']);
    await bus.close();
  });
});
