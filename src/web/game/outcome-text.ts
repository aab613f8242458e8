import type { I18n } from '@lingui/core';
import type { Outcome } from '../../core/chess';
import type { Color } from '../../core/protocol';

/**
 * How a game ended, in one sentence in the reader's language (core's `describeOutcome` keeps the English one for
 * PGN comments and e-mails). Each colour has its own sentence: languages agree words with "White" and "Black".
 */
export function outcomeSentence(i18n: I18n, { result, termination }: Outcome): string {
  const winner: Color = result === 'white_wins' ? 'white' : 'black';
  const loser: Color = result === 'white_wins' ? 'black' : 'white';
  switch (termination) {
    case 'checkmate':
      return i18n._('room.outcome.checkmate', { winner });
    case 'resignation':
      return i18n._('room.outcome.resignation', { loser });
    case 'timeout':
      return i18n._('room.outcome.timeout', { loser });
    case 'timeout_insufficient_material':
      return i18n._('room.outcome.timeoutInsufficientMaterial');
    case 'stalemate':
      return i18n._('room.outcome.stalemate');
    case 'threefold_repetition':
      return i18n._('room.outcome.threefoldRepetition');
    case 'fifty_move_rule':
      return i18n._('room.outcome.fiftyMoveRule');
    case 'insufficient_material':
      return i18n._('room.outcome.insufficientMaterial');
    case 'agreement':
      return i18n._('room.outcome.agreement');
    case 'aborted':
      return i18n._('room.outcome.aborted');
    case 'idle':
      return i18n._('room.outcome.idle');
    case 'opponent_left':
      return result === 'draw'
        ? i18n._('room.outcome.playerLeftDraw')
        : i18n._('room.outcome.playerLeft', { loser });
  }
}
