import type { NotificationParams } from '../../../core/protocol';
import type { GameRecord } from '../record/record';
import type { GameSeats } from '../record/store';

/** What a player away from a game's room is told through the notification centre (issue 15). */
export interface AwayNote {
  kind: 'opponent_waiting' | 'game_result';
  fromUserId: string | null;
  gameId: string;
  text: string;
  /** How the game ended, for the reader's own words (decision 311). */
  params?: NotificationParams;
}

const OUTCOME_TEXT: Record<NonNullable<NotificationParams['outcome']>, string> = {
  won: 'you won',
  lost: 'you lost',
  draw: 'a draw',
  aborted: 'it was aborted',
};

/** "Your game against bob ended: you won." for a player who was not in the room when it ended. */
export function resultNote(game: GameRecord, seats: GameSeats, userId: string): AwayNote | null {
  const color = game.whitePlayerId === userId ? 'white' : game.blackPlayerId === userId ? 'black' : null;
  if (color === null) return null;
  const opponent = color === 'white' ? seats.black : seats.white;
  const name = opponent?.username ?? 'your opponent';
  const outcome: NonNullable<NotificationParams['outcome']> =
    game.termination === 'aborted' || game.result === null
      ? 'aborted'
      : game.result === 'draw'
        ? 'draw'
        : game.result === `${color}_wins`
          ? 'won'
          : 'lost';
  return {
    kind: 'game_result',
    fromUserId: opponent?.id ?? null,
    gameId: game.id,
    text: `Your game against ${name} ended: ${OUTCOME_TEXT[outcome]}`,
    params: { outcome, ...(opponent ? { opponent: opponent.username } : {}) },
  };
}

export function waitingNote(guest: { id: string; username: string }, gameId: string): AwayNote {
  return {
    kind: 'opponent_waiting',
    fromUserId: guest.id,
    gameId,
    text: `${guest.username} joined your game and is waiting for you`,
  };
}
