import { describe, expect, it } from 'vitest';
import type { Score } from '../../core/review/accuracy';
import { type Evaluator, scoresForTry } from './judge';

/** After 1. e4 e5 2. Bc4 Nc6 3. Qh5: Black to move. */
const FEN = 'r1bqkbnr/pppp1ppp/2n5/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR b KQkq - 3 3';

function engine(scores: Record<string, Score>): Evaluator & { asked: string[] } {
  const asked: string[] = [];
  return {
    asked,
    async evaluate(fen) {
      asked.push(fen);
      return { score: scores[fen.split(' ')[0] as string] ?? null, best: null };
    },
  };
}

describe('scores for a training try', () => {
  it('asks nothing for the best move', async () => {
    const stand = engine({});
    expect(await scoresForTry(stand, { fen: FEN, best: 'g7-g6' }, 'g7-g6')).toBeNull();
    expect(stand.asked).toEqual([]);
  });

  it('scores the best move and the tried one at the same depth', async () => {
    const stand = engine({
      'r1bqkbnr/pppp1p1p/2n3p1/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR': { cp: 30 },
      'r1b1kbnr/ppppqppp/2n5/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR': { cp: 45 },
    });
    expect(await scoresForTry(stand, { fen: FEN, best: 'g7-g6' }, 'd8-e7')).toEqual({
      best: { cp: 30 },
      tried: { cp: 45 },
    });
    expect(stand.asked).toHaveLength(2);
  });

  it('takes the rules’ verdict after a mating move, and refuses an engine without a score', async () => {
    // 1. f3 e5 2. g4: Black mates with Qh4.
    const fen = 'rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2';
    const stand = engine({ 'rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR': { cp: 0 } });
    const scored = await scoresForTry(stand, { fen, best: 'd8-h4' }, 'd8-h4');
    expect(scored).toBeNull();
    await expect(scoresForTry(stand, { fen, best: 'a7-a6' }, 'd8-h4')).rejects.toThrow('no score');
    const mated = engine({ 'rnbqkbnr/p1pp1ppp/1p6/4p3/6P1/5P2/PPPPP2P/RNBQKBNR': { cp: -50 } });
    expect(await scoresForTry(mated, { fen, best: 'b7-b6' }, 'd8-h4')).toEqual({
      best: { cp: -50 },
      tried: { mate: -1 },
    });
  });
});
