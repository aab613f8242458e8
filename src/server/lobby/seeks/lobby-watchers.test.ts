import { describe, expect, it } from 'vitest';
import type { Seek, ServerMessage } from '../../../core/protocol';
import { createMemoryBus } from '../../bus/memory-bus';
import { createLobbyWatchers, type LobbyWatcher } from './lobby-watchers';
import { publishSeekEvent } from './seek-events';

const BATCH_MS = 40;

function seekOf(id: string, ownerId: string): Seek {
  return {
    id,
    player: { id: ownerId, username: ownerId, displayName: null, rating: 1500, avatarUrl: null },
    pool: '5+0',
    rated: true,
    call: false,
    createdAt: '2026-11-27T20:00:00.000Z',
  };
}

function watcher(userId: string): LobbyWatcher & { frames: ServerMessage[]; raw: Buffer[] } {
  const frames: ServerMessage[] = [];
  const raw: Buffer[] = [];
  return {
    userId,
    frames,
    raw,
    sendRaw(data) {
      raw.push(data);
      frames.push(JSON.parse(data.toString()) as ServerMessage);
    },
  };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// The lobby pages of one instance hear seeks in batches (decision 283).
describe('lobby watchers', () => {
  it('sends one frame a batch, shared by every watcher nobody keeps apart, without what came and went', async () => {
    const bus = createMemoryBus();
    const kept = new Map<string, Set<string>>([['owner-b', new Set(['w2'])]]);
    const watchers = createLobbyWatchers({
      bus,
      keptApart: async (userId) => kept.get(userId) ?? new Set(),
      headcount: async () => 7,
      log: { warn: () => {} },
      batchMs: BATCH_MS,
    });
    const [w1, w2] = [watcher('w1'), watcher('w2')];
    await watchers.watch(w1, true);
    await watchers.watch(w2, true);
    await publishSeekEvent(bus, { kind: 'added', seek: seekOf('s1', 'owner-a') });
    await publishSeekEvent(bus, { kind: 'added', seek: seekOf('s2', 'owner-b') });
    await publishSeekEvent(bus, { kind: 'added', seek: seekOf('s3', 'owner-a') });
    await publishSeekEvent(bus, { kind: 'gone', seekId: 's3' });
    await pause(BATCH_MS * 3);
    expect(w1.frames).toEqual([
      {
        type: 'lobby_seeks',
        added: [seekOf('s1', 'owner-a'), seekOf('s2', 'owner-b')],
        gone: [],
        waiting: 7,
      },
    ]);
    // w2 is kept apart from owner-b: their seek never reaches w2.
    expect(w2.frames).toEqual([
      { type: 'lobby_seeks', added: [seekOf('s1', 'owner-a')], gone: [], waiting: 7 },
    ]);

    await publishSeekEvent(bus, { kind: 'gone', seekId: 's1' });
    await publishSeekEvent(bus, { kind: 'gone', seekId: 's2' });
    await pause(BATCH_MS * 3);
    expect(w1.frames[1]).toEqual({ type: 'lobby_seeks', added: [], gone: ['s1', 's2'], waiting: 7 });
    expect(w2.frames[1]).toEqual({ type: 'lobby_seeks', added: [], gone: ['s1', 's2'], waiting: 7 });
    // Watchers told the same share one encoded buffer.
    expect(w1.raw[1]).toBe(w2.raw[1]);

    watchers.forget(w2);
    await publishSeekEvent(bus, { kind: 'added', seek: seekOf('s4', 'owner-a') });
    await pause(BATCH_MS * 3);
    expect(w1.frames).toHaveLength(3);
    expect(w2.frames).toHaveLength(2);
    await watchers.stop();
  });

  it("tells every page the lobby's headcount when people start or stop waiting, once a batch", async () => {
    const bus = createMemoryBus();
    let count = 4;
    let reads = 0;
    const watchers = createLobbyWatchers({
      bus,
      keptApart: async () => new Set(),
      headcount: async () => {
        reads += 1;
        return count;
      },
      log: { warn: () => {} },
      batchMs: BATCH_MS,
    });
    const w1 = watcher('w1');
    await watchers.watch(w1, true);
    await publishSeekEvent(bus, { kind: 'headcount' });
    count = 5;
    await publishSeekEvent(bus, { kind: 'headcount' });
    await pause(BATCH_MS * 3);
    expect(w1.frames).toEqual([{ type: 'lobby_seeks', added: [], gone: [], waiting: 5 }]);
    expect(reads).toBe(1);
    // Nothing moved: no frame and no read.
    await pause(BATCH_MS * 3);
    expect(w1.frames).toHaveLength(1);
    expect(reads).toBe(1);
    await watchers.stop();
  });
});
