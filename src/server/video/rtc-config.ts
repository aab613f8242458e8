import type { IceServer, RtcConfigResponse } from '../../core/protocol';
import { HttpError, notFound } from '../http/errors';
import type { IceSettings } from './ice-settings';
import { turnCredential } from './turn-credentials';

/** The two seats of a game (the games service answers this). */
export type PlayersOf = (
  gameId: string,
) => Promise<{ whitePlayerId: string | null; blackPlayerId: string | null } | null>;

export const NOT_A_PLAYER_MESSAGE = 'Only the two players of this game can join its video call';

/**
 * The ICE configuration for one player of one game. TURN credentials cost relay bandwidth, so they
 * go only to someone who is about to call: a player of that game.
 */
export async function rtcConfigFor(
  settings: IceSettings,
  playersOf: PlayersOf,
  gameId: string,
  userId: string,
  nowMs = Date.now(),
): Promise<RtcConfigResponse> {
  await assertPlayer(playersOf, gameId, userId);
  return iceConfigFor(settings, userId, nowMs);
}

/** The ICE configuration for someone already known to be one of a call's two people. */
export function iceConfigFor(settings: IceSettings, userId: string, nowMs = Date.now()): RtcConfigResponse {
  const iceServers: IceServer[] = [...settings.staticServers];
  if (settings.turn) {
    const { username, credential } = turnCredential(settings.turn.secret, userId, nowMs);
    iceServers.push({ urls: settings.turn.urls, username, credential });
  }
  return { iceServers, iceTransportPolicy: settings.iceTransportPolicy };
}

/** Refuses anyone but the two seated players of the game (404 for an unknown game). */
export async function assertPlayer(playersOf: PlayersOf, gameId: string, userId: string): Promise<void> {
  const players = await playersOf(gameId);
  if (!players) throw notFound('Game not found');
  if (players.whitePlayerId !== userId && players.blackPlayerId !== userId) {
    throw new HttpError('not_a_player', NOT_A_PLAYER_MESSAGE);
  }
}
