import { describe, expect, it } from 'vitest';
import { formatScore, parseBestMove, parseInfo, uciToMoveText } from './uci';

describe('reading the engine', () => {
  it('reads a multi-PV line and turns the score to White’s view', () => {
    const line = 'info depth 14 seldepth 20 multipv 2 score cp 35 nodes 12000 nps 400000 pv e7e5 g1f3 b8c6';
    expect(parseInfo(line, false)).toEqual({
      rank: 2,
      depth: 14,
      score: { cp: -35 },
      pv: ['e7e5', 'g1f3', 'b8c6'],
    });
    expect(parseInfo('info depth 3 score mate 1 pv h5f7', true)).toEqual({
      rank: 1,
      depth: 3,
      score: { mate: 1 },
      pv: ['h5f7'],
    });
  });

  it('skips bounds, strings and lines without a variation', () => {
    expect(parseInfo('info depth 10 score cp 20 lowerbound pv e2e4', true)).toBeNull();
    expect(parseInfo('info string NNUE evaluation enabled', true)).toBeNull();
    expect(parseInfo('info depth 1 currmove e2e4 currmovenumber 1', true)).toBeNull();
  });

  it('reads the best move, and none in a finished position', () => {
    expect(parseBestMove('bestmove e7e8q ponder a1a2')).toBe('e7e8q');
    expect(parseBestMove('bestmove (none)')).toBeNull();
    expect(parseBestMove('info depth 1')).toBeUndefined();
    expect(uciToMoveText('e7e8q')).toBe('e7-e8q');
  });

  it('writes scores as people read them', () => {
    expect(formatScore({ cp: 35 })).toBe('+0.35');
    expect(formatScore({ cp: -120 })).toBe('−1.20');
    expect(formatScore({ cp: 0 })).toBe('0.00');
    expect(formatScore({ mate: -2 })).toBe('#−2');
  });
});
