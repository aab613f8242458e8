import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { testRedisUrl } from '../test/databases';
import type { EventBus } from './bus';
import { createMemoryBus } from './memory-bus';
import { createRedisBus } from './redis-bus';

const redisUrl = testRedisUrl();
const kinds: Array<'memory' | 'redis'> = redisUrl ? ['memory', 'redis'] : ['memory'];

function nextMessage(bus: EventBus, channel: string): Promise<string> {
  return new Promise((resolve) => {
    void bus.subscribe(channel, resolve);
  });
}

describe.each(kinds)('%s event bus', (kind) => {
  const open: EventBus[] = [];
  afterEach(async () => {
    for (const bus of open.splice(0)) await bus.close();
  });

  async function makeBus(prefix: string): Promise<EventBus> {
    const bus = kind === 'redis' ? await createRedisBus(redisUrl as string, prefix) : createMemoryBus();
    open.push(bus);
    return bus;
  }

  it('delivers a published message to every subscriber of the channel, and to no other', async () => {
    const bus = await makeBus(`t${randomBytes(4).toString('hex')}:`);
    const a: string[] = [];
    const b: string[] = [];
    const other: string[] = [];
    await bus.subscribe('game:1', (m) => a.push(m));
    await bus.subscribe('game:1', (m) => b.push(m));
    await bus.subscribe('game:2', (m) => other.push(m));
    const done = nextMessage(bus, 'game:1');
    await bus.publish('game:1', 'hello');
    await done;
    await new Promise((r) => setTimeout(r, 20));
    expect(a).toEqual(['hello']);
    expect(b).toEqual(['hello']);
    expect(other).toEqual([]);
  });

  it('stops delivering after unsubscribe and keeps order', async () => {
    const bus = await makeBus(`t${randomBytes(4).toString('hex')}:`);
    const got: string[] = [];
    const unsubscribe = await bus.subscribe('c', (m) => got.push(m));
    for (const m of ['1', '2', '3']) await bus.publish('c', m);
    await new Promise((r) => setTimeout(r, 50));
    await unsubscribe();
    await bus.publish('c', '4');
    await new Promise((r) => setTimeout(r, 50));
    expect(got).toEqual(['1', '2', '3']);
  });

  if (kind === 'redis') {
    it('carries messages between two instances sharing one Redis', async () => {
      const prefix = `t${randomBytes(4).toString('hex')}:`;
      const first = await makeBus(prefix);
      const second = await makeBus(prefix);
      const received = nextMessage(second, 'game:x');
      await new Promise((r) => setTimeout(r, 20));
      await first.publish('game:x', 'from the first instance');
      expect(await received).toBe('from the first instance');
    });
  }
});
