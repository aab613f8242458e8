import { PLANS, type PlanId } from '../../core/plans';
import {
  GAME_ERRORS,
  RECORDING_ERRORS,
  type RecordingAction,
  type RecordingStopReason,
  recordingChatLine,
} from '../../core/protocol';
import type { EventBus } from '../bus';
import { publishToGame } from '../bus/game-envelope';
import type { PlayersLookup } from '../chat/players';
import type { ChatService } from '../chat/service';
import { seatOf } from '../games/record';
import { HttpError, notFound } from '../http/errors';

export interface RecordingStep {
  gameId: string;
  user: { id: string; username: string };
  action: RecordingAction;
  reason?: RecordingStopReason | undefined;
}

/**
 * The server's part in a recording (decision 192): it records nothing and keeps no state. It checks who
 * may take each step, relays the step to the other player only, and writes the start and the end into the
 * game's chat log, where both players keep seeing them.
 */
export interface RecordingService {
  step(step: RecordingStep): Promise<void>;
}

/** Steps that begin a recording: only a plan with recording may take them. */
const NEEDS_PLAN: ReadonlySet<RecordingAction> = new Set(['request', 'start']);

export function createRecordingService(deps: {
  bus: EventBus;
  players: PlayersLookup;
  chat: ChatService;
  planOf: (userId: string) => Promise<PlanId>;
}): RecordingService {
  return {
    async step({ gameId, user, action, reason }) {
      const players = await deps.players(gameId);
      if (!players) throw notFound(GAME_ERRORS.notFound);
      const seat = seatOf(players, user.id);
      if (!seat) throw new HttpError('not_a_player', RECORDING_ERRORS.notPlayer);
      if (NEEDS_PLAN.has(action) && !PLANS[await deps.planOf(user.id)].recording) {
        throw new HttpError('recording_not_in_plan', RECORDING_ERRORS.notInPlan);
      }
      const to = seat === 'white' ? players.blackPlayerId : players.whitePlayerId;
      if (!to) throw new HttpError('conflict', RECORDING_ERRORS.noOpponent);
      const stopReason = action === 'stop' ? (reason ?? 'stopped') : undefined;
      // The log line first: the other side's REC indicator never shows without it.
      if (action === 'start' || action === 'stop') {
        await deps.chat.postSystem(gameId, recordingChatLine(user.username, action, stopReason ?? 'stopped'));
      }
      await publishToGame(
        deps.bus,
        gameId,
        {
          type: 'recording',
          gameId,
          from: user.id,
          username: user.username,
          action,
          ...(stopReason ? { reason: stopReason } : {}),
        },
        { kind: 'users', userIds: [to] },
      );
    },
  };
}
