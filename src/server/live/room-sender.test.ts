import { setImmediate as nextTurn } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { EVERYONE } from '../bus/game-envelope';
import type { LiveConnection } from './connection';
import { createRoomSender, FAN_OUT_SLICE, type RoomFrame } from './room-sender';

function room(size: number) {
  const members = Array.from({ length: size }, (_, i) => ({ userId: `u${i}` }) as LiveConnection);
  const received = new Map<LiveConnection, string[]>();
  const send = createRoomSender({
    members: () => members,
    memberCount: () => members.length,
    deliver(connection, frame) {
      const list = received.get(connection) ?? [];
      list.push(String(frame.data));
      received.set(connection, list);
    },
  });
  const frame = (data: string): RoomFrame => ({ data, version: null, audience: EVERYONE });
  const delivered = () => [...received.values()].reduce((sum, list) => sum + list.length, 0);
  return { members, received, send, frame, delivered };
}

describe('sending to a room', () => {
  it('sends to a small room at once', () => {
    const small = room(FAN_OUT_SLICE);
    small.send(small.frame('a'));
    expect(small.delivered()).toBe(FAN_OUT_SLICE);
  });

  it('sends to a large room a slice per turn of the event loop, every socket in order', async () => {
    const large = room(FAN_OUT_SLICE * 2 + 50);
    large.send(large.frame('a'));
    large.send(large.frame('b'));
    // Only the first slice went out before other work could run.
    expect(large.delivered()).toBe(FAN_OUT_SLICE);
    for (let turn = 0; turn < 10; turn += 1) await nextTurn();
    expect(large.delivered()).toBe(large.members.length * 2);
    for (const member of large.members) expect(large.received.get(member)).toEqual(['a', 'b']);
  });

  it('keeps the order when a room shrinks while frames are queued', async () => {
    const shrinking = room(FAN_OUT_SLICE + 1);
    shrinking.send(shrinking.frame('a'));
    shrinking.members.splice(10);
    shrinking.send(shrinking.frame('b'));
    for (let turn = 0; turn < 5; turn += 1) await nextTurn();
    for (const member of shrinking.members) expect(shrinking.received.get(member)).toEqual(['a', 'b']);
  });

  it('sends private frames only to their audience', () => {
    const small = room(5);
    small.send({ data: 'secret', version: null, audience: { kind: 'users', userIds: ['u1', 'u3'] } });
    expect([...small.received.keys()].map((c) => c.userId)).toEqual(['u1', 'u3']);
  });
});
