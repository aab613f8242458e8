import type { CallMode, ErrorCode, Game, GameOrigin } from '../../core/protocol';
import { GAME_ERRORS } from '../../core/protocol';
import type { StrangerCallChoice } from '../accounts/stranger-call-columns';
import { HttpError, notFound } from '../http/errors';

export const NOT_A_CALL_PLAYER = 'Only the two players can join the call';

/** Why a call with a stranger cannot happen, and whether the viewer is the one who may change it now. */
export interface CallModeAnswer {
  mode: CallMode;
  reason?: Extract<ErrorCode, 'adult_declaration_required' | 'stranger_calls_off'>;
  viewerMustDeclare?: boolean;
}

export interface CallModeDeps {
  /** The two players' 18+ declarations and settings, as accounts keeps them (`strangerCallChoicesOf`). */
  choices(userIds: readonly string[]): Promise<Map<string, StrangerCallChoice>>;
  /** The game as its players see it: its seats and where it came from. */
  game(gameId: string): Promise<Pick<Game, 'whitePlayerId' | 'blackPlayerId' | 'origin'> | null>;
  /** The friends feature's answer: friends' games in the lobby are called as any other. */
  areFriends(a: string, b: string): Promise<boolean>;
}

/** Games whose origin is remembered at most; a game's origin never changes. */
const ORIGIN_CACHE_LIMIT = 10_000;

/**
 * Whether a game's call is with a stranger (decision 284): the lobby paired the two (`origin: 'lobby'`)
 * and they are not friends. Such a call happens only when both declared 18+ and neither turned calls
 * with strangers off; a game the two started by link, invitation or challenge is `open`, as ever.
 */
export interface CallModes {
  /** The call's mode for `viewerId`; refuses an unknown game and anyone but its two players. */
  modeFor(gameId: string, viewerId: string): Promise<CallModeAnswer & { players: Players }>;
  /** The mode between a player and the other player (signals and camera frames); cheap for direct games. */
  between(gameId: string, fromUserId: string, toUserId: string): Promise<CallModeAnswer>;
}

interface Players {
  white: string | null;
  black: string | null;
}

export function createCallModes(deps: CallModeDeps): CallModes {
  const origins = new Map<string, GameOrigin>();

  // Every ICE candidate asks: a game's origin is read once, then remembered.
  async function originOf(gameId: string): Promise<GameOrigin> {
    const known = origins.get(gameId);
    if (known) return known;
    const game = await deps.game(gameId);
    if (!game) throw notFound(GAME_ERRORS.notFound);
    const origin = game.origin ?? 'direct';
    if (origins.size >= ORIGIN_CACHE_LIMIT) origins.delete(origins.keys().next().value as string);
    origins.set(gameId, origin);
    return origin;
  }

  async function modeOf(gameId: string, viewerId: string, otherId: string | null): Promise<CallModeAnswer> {
    if ((await originOf(gameId)) === 'direct') return { mode: 'open' };
    // A lobby game always has both seats taken; the viewer alone has nobody to call yet.
    if (otherId === null) return { mode: 'stranger' };
    if (await deps.areFriends(viewerId, otherId)) return { mode: 'open' };
    const choices = await deps.choices([viewerId, otherId]);
    // The viewer's own choices first: those are the ones they can change from the room or their profile.
    for (const [userId, viewerMustDeclare] of [
      [viewerId, true],
      [otherId, false],
    ] as const) {
      const choice = choices.get(userId);
      if (!choice || choice.adultDeclaredAt === null) {
        return { mode: 'none', reason: 'adult_declaration_required', viewerMustDeclare };
      }
      if (!choice.strangerCalls) return { mode: 'none', reason: 'stranger_calls_off' };
    }
    return { mode: 'stranger' };
  }

  return {
    async modeFor(gameId, viewerId) {
      const game = await deps.game(gameId);
      if (!game) throw notFound(GAME_ERRORS.notFound);
      const players = { white: game.whitePlayerId, black: game.blackPlayerId };
      const seat = viewerId === players.white ? 'white' : viewerId === players.black ? 'black' : null;
      if (!seat) throw new HttpError('not_a_player', NOT_A_CALL_PLAYER);
      const other = seat === 'white' ? players.black : players.white;
      return { ...(await modeOf(gameId, viewerId, other)), players };
    },
    between(gameId, fromUserId, toUserId) {
      return modeOf(gameId, fromUserId, toUserId);
    },
  };
}
