import type { ServerMessage } from '../../core/protocol';
import type { EventBus } from '../bus';

/**
 * Who, among the sockets watching a game, receives an event. Chat and video signalling name their
 * users explicitly, so spectators never receive them.
 */
export type Audience = { kind: 'everyone' } | { kind: 'users'; userIds: string[] };

/** What crosses the bus on a game's channel: the message and who it is for. */
export interface GameEnvelope {
  audience: Audience;
  message: ServerMessage;
}

export const EVERYONE: Audience = { kind: 'everyone' };

export function gameChannel(gameId: string): string {
  return `game:${gameId}`;
}

/**
 * Publishes an event to every instance's sockets on the game. Callers publish only after the change
 * is committed, so nobody is told of a move that could still be lost.
 */
export async function publishToGame(
  bus: EventBus,
  gameId: string,
  message: ServerMessage,
  audience: Audience = EVERYONE,
): Promise<void> {
  const envelope: GameEnvelope = { audience, message };
  await bus.publish(gameChannel(gameId), JSON.stringify(envelope));
}
