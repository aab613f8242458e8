import { RECORDING_LIMITS } from '../../core/limits';
import { PLANS, type PlanId } from '../../core/plans';
import {
  GAME_ERRORS,
  type Game,
  RECORDING_ERRORS,
  type RecordingAction,
  type RecordingStopReason,
  recordingChatLine,
} from '../../core/protocol';
import type { EventBus } from '../bus';
import { publishToGame } from '../bus/game-envelope';
import type { ChatService } from '../chat/service';
import type { Db } from '../db/database';
import { seatOf } from '../games/record/record';
import { HttpError, notFound } from '../http/errors';
import { TokenBucket } from '../http/token-bucket';
import { KeyedLock } from '../lib/keyed-lock';
import { type ContactPolicy, requireContact } from '../safety/contact-policy';
import { type Consent, decideConsent } from './consent-machine';
import { consentsBetween, loadConsent, saveConsent } from './store';

export interface RecordingStep {
  gameId: string;
  user: { id: string; username: string };
  action: RecordingAction;
  reason?: RecordingStopReason | undefined;
}

/**
 * The server's part in a recording (decisions 192 and 252): it records nothing, but it keeps where each
 * game's consent stands, shared by every instance, and takes only the steps that follow: a start needs
 * the other player's consent, given in this game while it is played. It relays each step to the other
 * player only and writes a recording's start and end into the game's chat log.
 */
export interface RecordingService {
  step(step: RecordingStep): Promise<void>;
  /** A block between the two ends whatever recording they have asked for, agreed to or run. */
  blocked(blockerId: string, blockedId: string): Promise<void>;
}

/** The part of the game service a recording reads: the game's seats and whether it is being played. */
export interface RecordedGames {
  snapshot(gameId: string): Promise<Game | null>;
}

/** Steps that begin a recording: only a plan with recording may take them. */
const NEEDS_PLAN: ReadonlySet<RecordingAction> = new Set(['request', 'start']);
/** Steps that reach the other player with something to answer or to be recorded in: the contact check's. */
const REACHES: ReadonlySet<RecordingAction> = new Set(['request', 'accept', 'start']);
/** Saves lost to the other player's step at the same moment before giving up. */
const SAVE_ATTEMPTS = 3;
const BUCKETS_LIMIT = 10_000;

export function createRecordingService(deps: {
  db: Db;
  bus: EventBus;
  games: RecordedGames;
  chat: ChatService;
  planOf: (userId: string) => Promise<PlanId>;
  /** The one check of blocks and sanctions between the two players (decision 251). */
  contacts: ContactPolicy;
}): RecordingService {
  const lock = new KeyedLock();
  const buckets = new Map<string, TokenBucket>();

  /** Each player's steps in a game; a stop is never held back, it only ever ends something. */
  function allow(gameId: string, userId: string): boolean {
    const key = `${userId}:${gameId}`;
    let bucket = buckets.get(key);
    if (!bucket) {
      if (buckets.size >= BUCKETS_LIMIT) buckets.delete(buckets.keys().next().value as string);
      bucket = new TokenBucket(RECORDING_LIMITS.stepsBurst, RECORDING_LIMITS.stepsPerMinute / 60);
      buckets.set(key, bucket);
    }
    return bucket.take();
  }

  /** Decides and stores one step against the stored consent; null when it had nothing to do. */
  function apply(gameId: string, userId: string, otherId: string, action: RecordingAction) {
    return lock.run(gameId, async (): Promise<{ before: Consent; line: boolean } | null> => {
      for (let attempt = 0; attempt < SAVE_ATTEMPTS; attempt += 1) {
        const before = await loadConsent(deps.db.kysely, gameId);
        const outcome = decideConsent(before, userId, otherId, action, Date.now());
        if (outcome.kind === 'refused') throw new HttpError(outcome.code, outcome.message);
        if (outcome.kind === 'nothing') return null;
        if (await saveConsent(deps.db.kysely, gameId, outcome.next)) return { before, line: outcome.line };
      }
      throw new HttpError('conflict', RECORDING_ERRORS.underWay);
    });
  }

  async function relay(
    gameId: string,
    from: { id: string; username: string },
    action: RecordingAction,
    to: string[],
    reason?: RecordingStopReason,
  ): Promise<void> {
    await publishToGame(
      deps.bus,
      gameId,
      {
        type: 'recording',
        gameId,
        from: from.id,
        username: from.username,
        action,
        ...(reason ? { reason } : {}),
      },
      { kind: 'users', userIds: to },
    );
  }

  return {
    async step({ gameId, user, action, reason }) {
      const game = await deps.games.snapshot(gameId);
      if (!game) throw notFound(GAME_ERRORS.notFound);
      const seat = seatOf(game, user.id);
      if (!seat) throw new HttpError('not_a_player', RECORDING_ERRORS.notPlayer);
      if (action !== 'stop' && !allow(gameId, user.id))
        throw new HttpError('rate_limited', RECORDING_ERRORS.tooFast);
      if (NEEDS_PLAN.has(action) && !PLANS[await deps.planOf(user.id)].recording) {
        throw new HttpError('recording_not_in_plan', RECORDING_ERRORS.notInPlan);
      }
      const to = seat === 'white' ? game.blackPlayerId : game.whitePlayerId;
      if (!to) throw new HttpError('conflict', RECORDING_ERRORS.noOpponent);
      if (REACHES.has(action)) {
        if (game.status !== 'active') {
          throw new HttpError(
            game.status === 'waiting' ? 'game_not_started' : 'game_over',
            RECORDING_ERRORS.notOn,
          );
        }
        await requireContact(deps.contacts, user.id, to, 'recording');
      }
      const applied = await apply(gameId, user.id, to, action);
      if (!applied) return;
      const stopReason = action === 'stop' ? (reason ?? 'stopped') : undefined;
      // The log line first: the other side's REC indicator never shows without it.
      if (applied.line && (action === 'start' || action === 'stop')) {
        await deps.chat.postSystem(gameId, recordingChatLine(user.username, action, stopReason ?? 'stopped'));
      }
      await relay(gameId, user, action, [to], stopReason);
    },

    async blocked(blockerId, blockedId) {
      for (const gameId of await consentsBetween(deps.db.kysely, blockerId, blockedId)) {
        const applied = await apply(gameId, blockerId, blockedId, 'stop');
        if (!applied) continue;
        // Both sides end their part; the words are those of a player leaving, so the block stays silent.
        if (applied.line) await deps.chat.postSystem(gameId, recordingChatLine('', 'stop', 'left'));
        await relay(gameId, { id: blockerId, username: '' }, 'stop', [blockerId, blockedId], 'left');
      }
    },
  };
}
