import { Chess } from 'chess.js';
import { describe, expect, it } from 'vitest';
import { capturedPieces } from './captured';
import { writePgn } from './pgn';
import { Position } from './position';

function sanOf(moves: string[]): string[] {
  const position = Position.initial();
  return moves.map((move) => {
    const played = position.play(move);
    if (!played.ok) throw new Error(played.reason.code);
    return played.value.san;
  });
}

describe('writePgn', () => {
  it('writes the tags and numbered moves, and reads back in chess.js', () => {
    const san = sanOf(['e2-e4', 'e7-e5', 'f1-c4', 'b8-c6', 'd1-h5', 'g8-f6', 'h5-f7']);
    const pgn = writePgn({
      site: 'http://localhost:3000/game/abc',
      date: Date.UTC(2026, 10, 21, 18, 30, 5),
      white: 'ada',
      black: 'alan',
      result: 'white_wins',
      termination: 'checkmate',
      timeControlSeconds: 300,
      incrementSeconds: 3,
      san,
    });
    expect(pgn).toContain('[White "ada"]');
    expect(pgn).toContain('[Black "alan"]');
    expect(pgn).toContain('[Result "1-0"]');
    expect(pgn).toContain('[Date "2026.11.21"]');
    expect(pgn).toContain('[UTCTime "18:30:05"]');
    expect(pgn).toContain('[TimeControl "300+3"]');
    expect(pgn).toContain('[Termination "normal"]');
    expect(pgn).toContain('1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 4. Qxf7# { White wins by checkmate. } 1-0');
    const chess = new Chess();
    chess.loadPgn(pgn);
    expect(chess.isCheckmate()).toBe(true);
    expect(chess.getHeaders().Result).toBe('1-0');
  });

  it('escapes quotes and backslashes in tag values', () => {
    const pgn = writePgn({
      site: 's',
      date: 0,
      white: 'ada "the" \\countess',
      black: 'b',
      result: null,
      termination: null,
      timeControlSeconds: 60,
      incrementSeconds: 0,
      san: [],
    });
    expect(pgn).toContain('[White "ada \\"the\\" \\\\countess"]');
  });

  it('marks games in progress and time forfeits, and wraps long games at 80 columns', () => {
    const shuffle = ['g1-f3', 'g8-f6', 'f3-g1', 'f6-g8'];
    const san = sanOf([...shuffle, 'b1-c3', 'b8-c6', 'c3-b1', 'c6-b8', ...shuffle.slice(0, 3)]);
    const running = writePgn({
      site: 's',
      date: 0,
      white: 'a',
      black: 'b',
      result: null,
      termination: null,
      timeControlSeconds: 600,
      incrementSeconds: 0,
      san: [...san, ...san, ...san],
    });
    expect(running).toContain('[Result "*"]');
    expect(running).toContain('[Termination "unterminated"]');
    expect(running.trimEnd().endsWith('*')).toBe(true);
    expect(Math.max(...running.split('\n').map((line) => line.length))).toBeLessThanOrEqual(80);
    const flagged = writePgn({
      site: 's',
      date: 0,
      white: 'a',
      black: 'b',
      result: 'black_wins',
      termination: 'timeout',
      timeControlSeconds: 60,
      incrementSeconds: 0,
      san: [],
    });
    expect(flagged).toContain('[Termination "time forfeit"]');
    expect(flagged.trimEnd().endsWith('0-1')).toBe(true);
  });
});

describe('capturedPieces', () => {
  it('collects captures by each side, en passant and promotions included', () => {
    const result = capturedPieces(['e2-e4', 'd7-d5', 'e4-d5', 'd8-d5', 'b1-c3', 'd5-a2', 'a1-a2']);
    expect(result).toEqual({ ok: true, value: { byWhite: ['p', 'q'], byBlack: ['P', 'P'] } });
    const ep = capturedPieces(['e2-e4', 'a7-a6', 'e4-e5', 'd7-d5', 'e5-d6']);
    expect(ep).toEqual({ ok: true, value: { byWhite: ['p'], byBlack: [] } });
    // The b-pawn takes its way to the eighth rank, and promotes taking the queen.
    const promotion = capturedPieces([
      'b2-b4',
      'a7-a5',
      'b4-a5',
      'b7-b6',
      'a5-b6',
      'c8-b7',
      'b6-c7',
      'b7-c6',
      'c7-d8q',
    ]);
    expect(promotion).toEqual({ ok: true, value: { byWhite: ['p', 'p', 'p', 'q'], byBlack: [] } });
  });

  it('refuses an impossible move list', () => {
    expect(capturedPieces(['e2-e5']).ok).toBe(false);
  });
});
