import type { ServerMessage } from '../../core/protocol';
import type { EventBus } from './bus';

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

/**
 * An envelope as an instance receives it: the message stays the JSON text it was published as, so
 * fan-out sends it to every socket without parsing or serialising it again.
 */
export interface ReceivedEnvelope {
  audience: Audience;
  /** The game's version after this event, when the event carries one (resync on a gap). */
  version: number | null;
  /** White and black player ids, carried by events that can change them (`game`, `player_joined`). */
  players: { white: string | null; black: string | null } | null;
  messageText: string;
}

export const EVERYONE: Audience = { kind: 'everyone' };

export function gameChannel(gameId: string): string {
  return `game:${gameId}`;
}

interface EnvelopeHeader {
  audience: Audience;
  version: number | null;
  players: ReceivedEnvelope['players'];
}

function versionOf(message: ServerMessage): number | null {
  switch (message.type) {
    case 'game':
      return message.game.version;
    case 'move':
    case 'player_joined':
    case 'game_over':
      return message.version;
    default:
      return null;
  }
}

function playersOf(message: ServerMessage): ReceivedEnvelope['players'] {
  if (message.type !== 'game' && message.type !== 'player_joined') return null;
  return { white: message.game.whitePlayerId, black: message.game.blackPlayerId };
}

/**
 * The bus text: a small JSON header line, then the message JSON. JSON.stringify never emits a raw
 * newline, so the first newline always ends the header.
 */
export function encodeEnvelope(envelope: GameEnvelope): string {
  const header: EnvelopeHeader = {
    audience: envelope.audience,
    version: versionOf(envelope.message),
    players: playersOf(envelope.message),
  };
  return `${JSON.stringify(header)}\n${JSON.stringify(envelope.message)}`;
}

/** Reads what `encodeEnvelope` wrote; null for anything else (never trusted blindly). */
export function decodeEnvelope(text: string): ReceivedEnvelope | null {
  const newline = text.indexOf('\n');
  if (newline < 0) return null;
  try {
    const header = JSON.parse(text.slice(0, newline)) as EnvelopeHeader;
    if (!header || typeof header !== 'object' || !header.audience) return null;
    return {
      audience: header.audience,
      version: typeof header.version === 'number' ? header.version : null,
      players: header.players ?? null,
      messageText: text.slice(newline + 1),
    };
  } catch {
    return null;
  }
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
  await bus.publish(gameChannel(gameId), encodeEnvelope({ audience, message }));
}
