import type { GameRecord } from '../record/record';
import type { GameSeats } from '../record/store';

/** What a player away from a game's room is told through the notification centre (issue 15). */
export interface AwayNote {
  kind: 'opponent_waiting' | 'game_result';
  fromUserId: string | null;
  gameId: string;
  text: string;
}

/** "Your game against bob ended: you won." for a player who was not in the room when it ended. */
export function resultNote(game: GameRecord, seats: GameSeats, userId: string): AwayNote | null {
  const color = game.whitePlayerId === userId ? 'white' : game.blackPlayerId === userId ? 'black' : null;
  if (color === null) return null;
  const opponent = color === 'white' ? seats.black : seats.white;
  const name = opponent?.username ?? 'your opponent';
  let outcome: string;
  if (game.termination === 'aborted' || game.result === null) outcome = 'it was aborted';
  else if (game.result === 'draw') outcome = 'a draw';
  else outcome = game.result === `${color}_wins` ? 'you won' : 'you lost';
  return {
    kind: 'game_result',
    fromUserId: opponent?.id ?? null,
    gameId: game.id,
    text: `Your game against ${name} ended: ${outcome}`,
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
