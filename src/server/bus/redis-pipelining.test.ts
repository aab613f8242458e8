import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasRedisServer, type OwnRedis, startOwnRedis } from '../test/redis-server';
import type { EventBus } from './bus';
import { createRedisBus } from './redis-bus';

const redisServer = hasRedisServer();
if (!redisServer) console.warn('redis-server is not installed: the Redis pipelining test is skipped');

describe.runIf(!redisServer && process.env.CI)('the Redis pipelining test under CI', () => {
  it('has redis-server to run on', () => {
    expect.fail('CI must provide redis-server (apt-get install redis-server)');
  });
});

/** Socket reads Redis has made so far: one per batch of commands that arrived together. */
async function readsProcessed(admin: Redis): Promise<number> {
  const info = await admin.info('stats');
  return Number(/total_reads_processed:(\d+)/.exec(info)?.[1]);
}

describe.runIf(redisServer)('the Redis bus publishing a committed batch of moves (decision 215)', () => {
  let own: OwnRedis;
  let bus: EventBus;
  let admin: Redis;
  beforeAll(async () => {
    own = await startOwnRedis();
    bus = await createRedisBus(own.url, 'pipe:');
    admin = new Redis(own.url);
  });
  afterAll(async () => {
    admin.disconnect();
    await bus.close();
    await own.stop();
  });

  it('sends the publishes of one event-loop turn to Redis together, and every one is delivered', async () => {
    const heard: string[] = [];
    await bus.subscribe('game:pipe', (message) => heard.push(message));
    const before = await readsProcessed(admin);
    // As when a batch commits: every move of it is published in the same turn.
    await Promise.all(Array.from({ length: 100 }, (_, i) => bus.publish('game:pipe', `move ${i}`)));
    const reads = (await readsProcessed(admin)) - before;
    // One command a read would be 100 (plus the INFO); together they arrive in a few.
    expect(reads).toBeLessThan(10);
    await expect.poll(() => heard.length).toBe(100);
    expect(heard).toEqual(Array.from({ length: 100 }, (_, i) => `move ${i}`));
  });
});
