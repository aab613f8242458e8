import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EventBus } from '../bus';
import { createMemoryBus } from '../bus/memory-bus';
import {
  createPresenceTracker,
  PRESENCE_BEAT_MS,
  PRESENCE_CHANNEL,
  PRESENCE_INSTANCE_TIMEOUT_MS,
  PRESENCE_LARGE_SHARE_MS,
  type PresenceTracker,
} from './presence';

/** One instance's view of a shared bus, which a test can cut off (a crashed instance says nothing). */
function instanceBus(shared: EventBus): EventBus & { cut: boolean } {
  const bus = {
    kind: shared.kind,
    cut: false,
    publish: (channel: string, message: string) =>
      bus.cut ? Promise.resolve() : shared.publish(channel, message),
    subscribe: (channel: string, handler: (message: string) => void) =>
      shared.subscribe(channel, (message) => {
        if (!bus.cut) handler(message);
      }),
    onMissedMessages: (listener: () => void) => shared.onMissedMessages(listener),
    ping: () => shared.ping(),
    close: async () => {},
  };
  return bus;
}

/** Presence changes are published on the next tick and delivered on a microtask. */
const settle = () => new Promise((resolve) => setImmediate(() => setTimeout(resolve, 1)));

describe('presence across instances', () => {
  let clock = 1_000_000;
  const now = () => clock;
  const trackers: PresenceTracker[] = [];
  const shared = createMemoryBus();
  const players = { white: 'w', black: 'b' };

  async function instance(bus: EventBus = instanceBus(shared)): Promise<PresenceTracker> {
    const tracker = createPresenceTracker(bus, now);
    await tracker.start();
    trackers.push(tracker);
    return tracker;
  }

  afterEach(async () => {
    vi.useRealTimers();
    for (const tracker of trackers.splice(0)) await tracker.stop();
  });

  it('counts the players and distinct spectators (signed-out sockets each count)', async () => {
    const a = await instance();
    a.add('g', 'w');
    a.add('g', 's1');
    a.add('g', 's1');
    a.add('g', null);
    a.add('g', null);
    expect(a.counts('g', players)).toEqual({ white: true, black: false, spectators: 3 });
    a.remove('g', 's1');
    expect(a.counts('g', players)).toEqual({ white: true, black: false, spectators: 3 });
    a.remove('g', 's1');
    a.remove('g', null);
    expect(a.counts('g', players)).toEqual({ white: true, black: false, spectators: 1 });
  });

  it('says how long a player has been gone: null while connected, from the last socket closing', async () => {
    const a = await instance();
    expect(a.disconnectedForMs('g', 'w')).toBeNull();
    a.add('g', 'w');
    a.add('g', 'w');
    expect(a.disconnectedForMs('g', 'w')).toBeNull();
    a.remove('g', 'w');
    expect(a.disconnectedForMs('g', 'w')).toBeNull();
    a.remove('g', 'w');
    clock += 61_000;
    expect(a.disconnectedForMs('g', 'w')).toBe(61_000);
    // Black never came since the game was first watched here: absent from that moment.
    expect(a.disconnectedForMs('g', 'b')).toBe(61_000);
    a.add('g', 'w');
    expect(a.disconnectedForMs('g', 'w')).toBeNull();
  });

  it('shares presence between instances, and a late instance learns it from the others', async () => {
    const a = await instance();
    const b = await instance();
    const changed: string[] = [];
    b.onChange((gameId) => changed.push(gameId));
    a.add('g', 'w');
    b.add('g', 'b');
    b.add('g', 's');
    await settle();
    for (const tracker of [a, b]) {
      expect(tracker.counts('g', players)).toEqual({ white: true, black: true, spectators: 1 });
    }
    expect(changed).toContain('g');
    const late = await instance();
    await settle();
    expect(late.counts('g', players)).toEqual({ white: true, black: true, spectators: 1 });

    a.remove('g', 'w');
    await settle();
    clock += 5_000;
    expect(b.disconnectedForMs('g', 'w')).toBe(5_000);
    expect(late.disconnectedForMs('g', 'w')).toBe(5_000);
    expect(b.disconnectedForMs('g', 'b')).toBeNull();
  });

  it('counts an action without a socket (an HTTP move, a poll) as presence, on every instance', async () => {
    const a = await instance();
    const b = await instance();
    a.add('g', 'b');
    await settle();
    a.remove('g', 'b');
    await settle();
    clock += 50_000;
    // Black's socket is down but Black moves over HTTP through instance A; the claim arrives at B.
    a.seen('g', 'b');
    await settle();
    clock += 20_000;
    expect(a.disconnectedForMs('g', 'b')).toBe(20_000);
    expect(b.disconnectedForMs('g', 'b')).toBe(20_000);
    // A game only ever acted on (never watched) is known from that action.
    b.seen('h', 'w');
    await settle();
    clock += 1_000;
    expect(a.disconnectedForMs('h', 'w')).toBe(1_000);
  });

  it('publishes nothing for an action of a player whose socket is on the game here', async () => {
    const bus = instanceBus(shared);
    const a = await instance(bus);
    a.add('g', 'w');
    await settle();
    const publish = vi.spyOn(bus, 'publish');
    a.seen('g', 'w');
    await settle();
    expect(publish).not.toHaveBeenCalled();
    expect(a.disconnectedForMs('g', 'w')).toBeNull();
  });

  it('drops a stopped instance at once, and a silent one after the timeout', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const a = await instance();
    const crashingBus = instanceBus(shared);
    const crashing = await instance(crashingBus);
    const watcher = await instance();
    a.add('g', 'w');
    crashing.add('g', 'b');
    await settle();
    expect(watcher.counts('g', players)).toEqual({ white: true, black: true, spectators: 0 });

    await a.stop();
    await settle();
    expect(watcher.isConnected('g', 'w')).toBe(false);

    crashingBus.cut = true;
    const silentFrom = clock;
    for (let t = 0; t <= PRESENCE_INSTANCE_TIMEOUT_MS + PRESENCE_BEAT_MS; t += PRESENCE_BEAT_MS) {
      clock += PRESENCE_BEAT_MS;
      vi.advanceTimersByTime(PRESENCE_BEAT_MS);
      await settle();
    }
    expect(watcher.isConnected('g', 'b')).toBe(false);
    // Counted from the crashed instance's last word, not from when it was noticed.
    expect(watcher.disconnectedForMs('g', 'b')).toBeLessThanOrEqual(clock - silentFrom);
    expect(watcher.disconnectedForMs('g', 'b')).toBeGreaterThan(PRESENCE_INSTANCE_TIMEOUT_MS);
  });
});

describe('presence told wrong', () => {
  it('drops a malformed message from the bus instead of counting it or throwing', async () => {
    const bus = createMemoryBus();
    const tracker = createPresenceTracker(bus);
    await tracker.start();
    const say = (message: unknown) => bus.publish(PRESENCE_CHANNEL, JSON.stringify(message));
    await say({ kind: 'state', from: 'x', gameId: 'g', share: { users: { s1: 'two' }, anonymous: -3 } });
    await say({ kind: 'sync', from: 'y', games: { g: { share: null } } });
    await say({ kind: 'seen', from: 'z', gameId: 'g', userId: 'w' });
    await settle();
    expect(tracker.counts('g', { white: 'w', black: 'b' })).toEqual({
      white: false,
      black: false,
      spectators: 0,
    });
    await say({ kind: 'state', from: 'x', gameId: 'g', share: { users: { s1: 1 }, anonymous: 2 } });
    await settle();
    expect(tracker.counts('g', { white: 'w', black: 'b' })).toEqual({
      white: false,
      black: false,
      spectators: 3,
    });
    await tracker.stop();
  });
});

describe('presence of a crowd', () => {
  it('publishes a crowd of signed-in viewers joining one by one in bytes that grow with the crowd, not its square', async () => {
    const shared = createMemoryBus();
    let published = 0;
    const counting: EventBus = {
      ...shared,
      publish: (channel, message) => {
        published += message.length;
        return shared.publish(channel, message);
      },
    };
    const a = createPresenceTracker(counting);
    const b = createPresenceTracker(shared);
    await a.start();
    await b.start();
    const crowd = 1_000;
    for (let i = 0; i < crowd; i += 1) {
      a.add('g', `viewer-${i}`);
      // Each join in its own turn of the event loop, as sockets' joins arrive.
      await new Promise((resolve) => setImmediate(resolve));
    }
    await new Promise((resolve) => setTimeout(resolve, PRESENCE_LARGE_SHARE_MS + 50));
    expect(b.counts('g', { white: null, black: null }).spectators).toBe(crowd);
    // The whole share once is about 22 KB; one publication per join would be about 11 MB.
    expect(published).toBeLessThan(1_000_000);
    await a.stop();
    await b.stop();
  });
});
