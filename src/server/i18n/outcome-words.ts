import type { Outcome } from '../../core/chess';
import type { Words } from './words';

/** How a game ended, as one sentence in the reader's language: core's `describeOutcome`, worded (decision 299). */
export function outcomeWords(words: Words, { result, termination }: Outcome): string {
  const winner = result === 'white_wins' ? 'white' : 'black';
  switch (termination) {
    case 'checkmate':
      return words.t('outcome.checkmate', { winner });
    case 'resignation':
      return words.t('outcome.resignation', { winner });
    case 'timeout':
      return words.t('outcome.timeout', { winner });
    case 'timeout_insufficient_material':
      return words.t('outcome.timeoutInsufficientMaterial');
    case 'stalemate':
      return words.t('outcome.stalemate');
    case 'threefold_repetition':
      return words.t('outcome.threefold');
    case 'fifty_move_rule':
      return words.t('outcome.fiftyMoves');
    case 'insufficient_material':
      return words.t('outcome.insufficientMaterial');
    case 'agreement':
      return words.t('outcome.agreement');
    case 'aborted':
      return words.t('outcome.aborted');
    case 'idle':
      return words.t('outcome.idle');
    case 'opponent_left':
      return result === 'draw'
        ? words.t('outcome.playerLeftDraw')
        : words.t('outcome.playerLeft', { winner });
  }
}
