import { z } from 'zod';
import { Id } from '../../core/protocol';
import type { EventBus } from '../bus';
import { publishToGame } from '../bus/game-envelope';
import { HttpError } from '../http/errors';
import { type ContactPolicy, refusalError } from '../safety/contact-policy';
import type { CallModes } from './call-modes';
import type { CallParties } from './call-signals';

/** Every instance hears every choice here, so any of them can answer a page that comes back. */
export const CAMERA_CHANNEL = 'video:cameras';
/** Games whose choices are remembered at most; the oldest game goes first. */
const CAMERA_GAMES_LIMIT = 10_000;
export const NO_STRANGER_CALL = 'This game has no call with a stranger';

const CameraChoice = z.object({ gameId: Id, userId: Id, shown: z.boolean() });

/**
 * "Show my camera" in a call with a stranger (decision 284): the choice reaches the other player at once
 * (their page shows the video only then, hides it on "Hide"), and every instance keeps the latest choice
 * of each player in memory, so a page that reloads reads it from `GET /api/games/:id/call`. Nothing is
 * stored: a restart forgets it, and both pages start a call with the camera hidden anyway.
 */
export interface CameraChoices {
  /** Subscribes this instance to the choices of every instance. */
  start(): Promise<void>;
  stop(): Promise<void>;
  /** A player showed or hid their camera; refused unless the game's call is with a stranger and allowed. */
  choose(gameId: string, fromUserId: string, shown: boolean): Promise<void>;
  /** Whether the player shows their camera in the game now (false when never heard). */
  shown(gameId: string, userId: string): boolean;
}

export function createCameraChoices(deps: {
  bus: EventBus;
  contacts: ContactPolicy;
  games: CallParties;
  modes: CallModes;
}): CameraChoices {
  const { bus } = deps;
  const choices = new Map<string, Map<string, boolean>>();
  let unsubscribe: (() => Promise<void>) | null = null;

  function remember(gameId: string, userId: string, shown: boolean): void {
    let game = choices.get(gameId);
    if (!game) {
      if (choices.size >= CAMERA_GAMES_LIMIT) choices.delete(choices.keys().next().value as string);
      game = new Map();
      choices.set(gameId, game);
    }
    game.set(userId, shown);
  }

  return {
    async start() {
      unsubscribe ??= await bus.subscribe(CAMERA_CHANNEL, (text) => {
        try {
          const parsed = CameraChoice.safeParse(JSON.parse(text));
          if (parsed.success) remember(parsed.data.gameId, parsed.data.userId, parsed.data.shown);
        } catch {
          // Not ours to read: the channel carries nothing else.
        }
      });
    },
    async stop() {
      await unsubscribe?.();
      unsubscribe = null;
    },
    async choose(gameId, fromUserId, shown) {
      const to = await deps.games.otherParty(gameId, fromUserId);
      if (!to) throw new HttpError('invalid_input', NO_STRANGER_CALL);
      const mode = await deps.modes.between(gameId, fromUserId, to);
      if (mode.mode === 'open') throw new HttpError('invalid_input', NO_STRANGER_CALL);
      // Hiding is always heard: it only ever takes a picture away.
      if (shown && mode.mode === 'none' && mode.reason) throw new HttpError(mode.reason, refusalText(mode));
      const verdict = await deps.contacts.check(fromUserId, to, 'stranger_call');
      if (!verdict.allowed && shown) {
        // The blocked one learns nothing, as with signals (decision 251); the blocker is told to unblock.
        if (verdict.silent) return;
        throw refusalError(verdict);
      }
      await bus.publish(CAMERA_CHANNEL, JSON.stringify({ gameId, userId: fromUserId, shown }));
      if (!verdict.allowed) return;
      await publishToGame(
        bus,
        gameId,
        { type: 'camera', gameId, from: fromUserId, shown },
        { kind: 'users', userIds: [to] },
      );
    },
    shown(gameId, userId) {
      return choices.get(gameId)?.get(userId) ?? false;
    },
  };
}

function refusalText(mode: { reason?: string; viewerMustDeclare?: boolean }): string {
  if (mode.reason === 'stranger_calls_off') return STRANGER_CALLS_OFF_TEXT;
  return mode.viewerMustDeclare ? DECLARE_FIRST_TEXT : OTHER_NOT_DECLARED_TEXT;
}

export const DECLARE_FIRST_TEXT =
  'Calls with strangers are for adults: declare that you are 18 or over first';
export const OTHER_NOT_DECLARED_TEXT =
  'This game has no call: the other player has not declared they are 18 or over';
export const STRANGER_CALLS_OFF_TEXT = 'This game has no call: calls with strangers are turned off';
