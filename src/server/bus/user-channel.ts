import type { ServerMessage } from '../../core/protocol';
import type { EventBus } from './bus';

/**
 * One bus channel per signed-in user (issue 15): friend requests, challenges, friends' presence and
 * notifications reach every tab of the user, on whichever instance it is connected.
 */
export function userChannel(userId: string): string {
  return `user:${userId}`;
}

export async function publishToUser(bus: EventBus, userId: string, message: ServerMessage): Promise<void> {
  await bus.publish(userChannel(userId), JSON.stringify(message));
}

/**
 * What the live channel and the call reports tell about a signed-in user, for friends' presence
 * (issue 15). Implemented by the friends feature's tracker; a no-op where presence is not wanted.
 */
export interface UserActivity {
  /** A socket of the user opened (true) or closed (false) on this instance. */
  socket(userId: string, open: boolean): void;
  /** A socket of the user started (true) or stopped (false) following a game they play in. */
  playing(userId: string, gameId: string, on: boolean): void;
  /** The user joined (true) or left (false) the video call of a game. */
  call(userId: string, gameId: string, on: boolean): void;
}

export const NO_ACTIVITY: UserActivity = { socket() {}, playing() {}, call() {} };
