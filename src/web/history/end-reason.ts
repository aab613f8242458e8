import type { I18n } from '@lingui/core';
import type { PlayerGame, PlayerOutcome, Termination } from '../../core/protocol';
import { i18n as appI18n } from '../i18n/i18n';

/** Who the reason is about, from the player's side: they won, lost, or drew (null: no result). */
type Side = PlayerOutcome | null;

type EndId = Parameters<I18n['_']>[0] & string;

/**
 * How a game ended, in a few words, told from the player's side where it matters (decision 278). The words are
 * the shell's (decision 297): the history's rows and the profile's head-to-head both show them.
 */
const REASONS: Record<Termination, (side: Side) => EndId> = {
  checkmate: () => 'game.end.checkmate',
  resignation: (side) => (side === 'win' ? 'game.end.opponentResigned' : 'game.end.youResigned'),
  timeout: (side) => (side === 'win' ? 'game.end.opponentTimeout' : 'game.end.youTimeout'),
  timeout_insufficient_material: () => 'game.end.timeoutNoMate',
  stalemate: () => 'game.end.stalemate',
  threefold_repetition: () => 'game.end.threefold',
  fifty_move_rule: () => 'game.end.fiftyMoves',
  insufficient_material: () => 'game.end.material',
  agreement: () => 'game.end.agreement',
  aborted: () => 'game.end.aborted',
  idle: () => 'game.end.idle',
  opponent_left: (side) =>
    side === 'win' ? 'game.end.opponentLeft' : side === 'loss' ? 'game.end.youLeft' : 'game.end.playerLeft',
};

/** The reason a history row shows, in the page's language; null while the game goes on. */
export function endReason(
  game: Pick<PlayerGame, 'termination' | 'outcome'>,
  i18n: I18n = appI18n,
): string | null {
  return game.termination ? i18n._(REASONS[game.termination](game.outcome)) : null;
}
