import { describe, expect, it } from 'vitest';
import { describeOutcome, type Outcome } from '../../core/chess';
import { Termination } from '../../core/protocol';
import { outcomeWords } from './outcome-words';
import { wordsFor } from './words';

describe('outcome words', () => {
  it("say in English exactly what core's sentence says, for every way a game ends", () => {
    const english = wordsFor('en');
    for (const termination of Termination.options) {
      for (const result of ['white_wins', 'black_wins', 'draw'] as const) {
        const outcome: Outcome = { result, termination };
        expect(outcomeWords(english, outcome)).toBe(describeOutcome(outcome));
      }
    }
  });

  it("say it in the reader's language", () => {
    expect(outcomeWords(wordsFor('de'), { result: 'black_wins', termination: 'resignation' })).toBe(
      'Weiß gibt auf. Schwarz gewinnt.',
    );
    expect(outcomeWords(wordsFor('es'), { result: 'draw', termination: 'stalemate' })).toBe(
      'Tablas por ahogado.',
    );
  });
});
