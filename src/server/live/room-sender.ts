import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Audience } from '../bus/game-envelope';
import type { LiveConnection } from './connection';

/**
 * Sockets sent to in one go. A room this size or smaller is sent to at once (the common case: two
 * players and a few viewers); a larger one in slices, yielding to the event loop between them, so one
 * game with thousands of viewers never holds up the moves of the others.
 */
export const FAN_OUT_SLICE = 200;

/** One frame for a room: bytes encoded once, the version it brings (null: none), who may see it. */
export interface RoomFrame {
  data: string | Buffer;
  version: number | null;
  audience: Audience;
}

export interface RoomSenderDeps {
  members: () => Iterable<LiveConnection>;
  memberCount: () => number;
  /** Hands the frame to one socket (which may hold it back while its snapshot is read). */
  deliver: (connection: LiveConnection, frame: RoomFrame) => void;
}

/** Sends a room's frames to its sockets in order, large rooms in slices (see FAN_OUT_SLICE). */
export function createRoomSender(deps: RoomSenderDeps): (frame: RoomFrame) => void {
  const queue: RoomFrame[] = [];
  let draining = false;

  function sendTo(connections: Iterable<LiveConnection>, frame: RoomFrame): void {
    const { audience } = frame;
    for (const connection of connections) {
      if (audience.kind === 'users') {
        if (connection.userId === null || !audience.userIds.includes(connection.userId)) continue;
      }
      deps.deliver(connection, frame);
    }
  }

  async function drain(): Promise<void> {
    draining = true;
    for (let frame = queue.shift(); frame; frame = queue.shift()) {
      const members = [...deps.members()];
      for (let start = 0; start < members.length; start += FAN_OUT_SLICE) {
        if (start > 0) await nextTurn();
        sendTo(members.slice(start, start + FAN_OUT_SLICE), frame);
      }
    }
    draining = false;
  }

  return (frame) => {
    // Frames queued for a large room go first, so every socket sees the room's frames in order.
    if (!draining && deps.memberCount() <= FAN_OUT_SLICE) {
      sendTo(deps.members(), frame);
      return;
    }
    queue.push(frame);
    if (!draining) void drain();
  };
}
