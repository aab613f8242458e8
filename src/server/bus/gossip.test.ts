import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { testRedisUrl } from '../test/databases';
import type { EventBus } from './bus';
import { createGossip, type Gossip } from './gossip';
import { openBus } from './index';

const Note = z.object({ kind: z.literal('note'), text: z.string() });
type Note = z.infer<typeof Note>;
const State = z.array(z.string());

/** An instance of a toy feature: it keeps what every other instance said, and tells its own notes. */
function member(bus: EventBus, channel: string, own: string[]) {
  const heard: Array<{ from: string; text: string }> = [];
  const synced = new Map<string, string[]>();
  const gone: string[] = [];
  const debug = vi.fn();
  const gossip: Gossip<Note> = createGossip({
    bus,
    channel,
    messages: Note,
    state: State,
    stateField: 'notes',
    snapshot: () => own,
    onSync: (from, state) => synced.set(from, state),
    onMessage: (from, message) => heard.push({ from, text: message.text }),
    onInstanceGone: (from) => gone.push(from),
    log: { debug } as never,
  });
  return { gossip, heard, synced, gone, debug };
}

const buses = (): Array<[string, () => Promise<EventBus>]> => {
  const redis = testRedisUrl();
  const list: Array<[string, () => Promise<EventBus>]> = [['the in-process bus', () => openBus(undefined)]];
  if (redis) list.push(['Redis', () => openBus(redis, `gossip-test-${randomBytes(4).toString('hex')}:`)]);
  return list;
};

const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i += 1) await new Promise((resolve) => setTimeout(resolve, 5));
  expect(check()).toBe(true);
};

describe.each(buses())('gossip on %s', (_name, open) => {
  let bus: EventBus;
  beforeAll(async () => {
    bus = await open();
  });
  afterAll(async () => {
    await bus.close();
  });

  it('answers a newcomer with its state, passes on notes, and forgets an instance that says bye', async () => {
    const channel = `toy-${randomBytes(4).toString('hex')}`;
    const a = member(bus, channel, ['a-state']);
    await a.gossip.start();
    const b = member(bus, channel, ['b-state']);
    await b.gossip.start();
    await until(() => b.synced.get(a.gossip.instanceId)?.[0] === 'a-state');
    a.gossip.publish({ kind: 'note', text: 'hi' });
    await until(() => b.heard.length === 1);
    expect(b.heard).toEqual([{ from: a.gossip.instanceId, text: 'hi' }]);
    expect(a.heard).toEqual([]);
    await a.gossip.stop();
    await until(() => b.gone.includes(a.gossip.instanceId));
    a.gossip.publish({ kind: 'note', text: 'after bye' });
    await b.gossip.stop();
    expect(b.heard).toHaveLength(1);
  });

  it('drops a malformed message, says so at debug level, and goes on', async () => {
    const channel = `toy-${randomBytes(4).toString('hex')}`;
    const b = member(bus, channel, []);
    await b.gossip.start();
    for (const text of [
      'not json',
      'null',
      JSON.stringify({ kind: 'note', text: 'no sender' }),
      JSON.stringify({ kind: 'note', from: 'x', text: 42 }),
      JSON.stringify({ kind: 'sync', from: 'x', notes: 'not a list' }),
      JSON.stringify({ kind: 'hello', from: 7 }),
      JSON.stringify({ kind: 'unknown', from: 'x' }),
    ]) {
      await bus.publish(channel, text);
    }
    await bus.publish(channel, JSON.stringify({ kind: 'note', from: 'x', text: 'fine' }));
    await until(() => b.heard.length === 1);
    expect(b.heard).toEqual([{ from: 'x', text: 'fine' }]);
    expect(b.synced.size).toBe(0);
    expect(b.debug).toHaveBeenCalledTimes(7);
    expect(b.debug).toHaveBeenCalledWith(
      expect.objectContaining({ channel, why: 'malformed message' }),
      'gossip message dropped',
    );
    await b.gossip.stop();
  });
});
