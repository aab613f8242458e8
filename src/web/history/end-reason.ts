import type { PlayerGame, PlayerOutcome, Termination } from '../../core/protocol';

/** Who the reason is about, from the player's side: they won, lost, or drew (null: no result). */
type Side = PlayerOutcome | null;

/** How a game ended, in a few words, told from the player's side where it matters (decision 278). */
const REASONS: Record<Termination, (side: Side) => string> = {
  checkmate: () => 'Checkmate',
  resignation: (side) => (side === 'win' ? 'Opponent resigned' : 'You resigned'),
  timeout: (side) => (side === 'win' ? 'Opponent ran out of time' : 'You ran out of time'),
  timeout_insufficient_material: () => 'Time ran out, no mate possible',
  stalemate: () => 'Stalemate',
  threefold_repetition: () => 'Threefold repetition',
  fifty_move_rule: () => 'Fifty-move rule',
  insufficient_material: () => 'Insufficient material',
  agreement: () => 'Draw agreed',
  aborted: () => 'Ended before both sides moved',
  idle: () => 'Left alone for a day',
  opponent_left: (side) =>
    side === 'win' ? 'Opponent left' : side === 'loss' ? 'You left' : 'A player left',
};

/** The reason a history row shows; null while the game goes on. */
export function endReason(game: Pick<PlayerGame, 'termination' | 'outcome'>): string | null {
  return game.termination ? REASONS[game.termination](game.outcome) : null;
}
