import { Chess } from 'chess.js';
import { describe, expect, it } from 'vitest';
import { capturedPieces } from './captured';
import { clockComment, gamePgn, type PgnRecord } from './pgn';
import { Position } from './position';

function sanOf(moves: string[]): string[] {
  const position = Position.initial();
  return moves.map((move) => {
    const played = position.play(move);
    if (!played.ok) throw new Error(played.reason.code);
    return played.value.san;
  });
}

const FOOLS_MATE = ['f2-f3', 'e7-e5', 'g2-g4', 'd8-h4'];
const STALEMATE =
  'e2-e3 a7-a5 d1-h5 a8-a6 h5-a5 h7-h5 h2-h4 a6-h6 a5-c7 f7-f6 c7-d7 e8-f7 d7-b7 d8-d3 b7-b8 d3-h7 b8-c8 f7-g6 c8-e6';

/** A 10+0 game where each move costs its mover two seconds, as the referee would have kept the clocks. */
function clocksOf(plies: number) {
  return Array.from({ length: plies }, (_, ply) => ({
    whiteMs: 600_000 - 2000 * Math.ceil((ply + 1) / 2),
    blackMs: 600_000 - 2000 * Math.floor((ply + 1) / 2),
  }));
}

function finished(
  moves: string[],
  ending: Pick<PgnRecord, 'result' | 'termination'>,
  extra: Partial<PgnRecord> = {},
): PgnRecord {
  const san = sanOf(moves);
  return {
    site: 'https://chesschat.example/game/abc',
    date: Date.UTC(2026, 10, 21, 18, 30, 5),
    white: 'ada',
    black: 'alan',
    whiteRating: { before: 1500.4, after: 1492.2 },
    blackRating: { before: 1612.6, after: 1621.4 },
    timeControlSeconds: 600,
    incrementSeconds: 0,
    san,
    clocks: clocksOf(san.length),
    opening: { eco: 'A00', name: 'Amar Opening' },
    ...ending,
    ...extra,
    rated: extra.rated ?? true,
  };
}

/** The movetext on one line, whatever the wrapping. */
const flat = (pgn: string) => pgn.replace(/\n(?!\n|\[)/g, ' ');

/** Reads the PGN back with chess.js, as any chess program would. */
function readBack(pgn: string) {
  const chess = new Chess();
  chess.loadPgn(pgn);
  return chess;
}

describe('gamePgn', () => {
  it('writes a correspondence game as one move per its days, with no clock comments (decision 325)', () => {
    const pgn = gamePgn({
      ...finished(['e2-e4', 'e7-e5', 'g1-f3'], { result: 'white_wins', termination: 'resignation' }),
      timeControlSeconds: 3 * 24 * 60 * 60,
      incrementSeconds: 0,
      daysPerMove: 3,
    });
    expect(pgn).toContain('[TimeControl "1/259200"]');
    expect(pgn).not.toContain('%clk');
    expect(readBack(pgn).history()).toEqual(['e4', 'e5', 'Nf3']);
  });

  it('writes a game with no clock as TimeControl "-", and one left idle as abandoned (decision 288)', () => {
    const pgn = gamePgn({
      ...finished(['e2-e4', 'e7-e5', 'g1-f3'], { result: null, termination: 'idle' }),
      timeControlSeconds: 0,
      incrementSeconds: 0,
    });
    expect(pgn).toContain('[TimeControl "-"]');
    expect(pgn).not.toContain('%clk');
    expect(pgn).toContain('[Termination "Abandoned"]');
    expect(pgn).toContain('[Result "*"]');
    expect(readBack(pgn).history()).toEqual(['e4', 'e5', 'Nf3']);
  });

  it("writes lichess's tags: ratings at the game, their change, variant, opening, termination", () => {
    const pgn = gamePgn(finished(FOOLS_MATE, { result: 'black_wins', termination: 'checkmate' }));
    const header = pgn.split('\n\n')[0];
    expect(header).toBe(
      [
        '[Event "Rated game"]',
        '[Site "https://chesschat.example/game/abc"]',
        '[Date "2026.11.21"]',
        '[Round "-"]',
        '[White "ada"]',
        '[Black "alan"]',
        '[Result "0-1"]',
        '[UTCDate "2026.11.21"]',
        '[UTCTime "18:30:05"]',
        '[WhiteElo "1500"]',
        '[BlackElo "1613"]',
        '[WhiteRatingDiff "-8"]',
        '[BlackRatingDiff "+8"]',
        '[Variant "Standard"]',
        '[TimeControl "600+0"]',
        '[ECO "A00"]',
        '[Opening "Amar Opening"]',
        '[Termination "Normal"]',
      ].join('\n'),
    );
  });

  it("gives each move its mover's clock and reads back in chess.js, mate and all", () => {
    const pgn = gamePgn(finished(FOOLS_MATE, { result: 'black_wins', termination: 'checkmate' }));
    expect(flat(pgn)).toContain(
      '1. f3 { [%clk 0:09:58] } 1... e5 { [%clk 0:09:58] } 2. g4 { [%clk 0:09:56] } 2... Qh4# { [%clk 0:09:56] }',
    );
    expect(pgn.trimEnd().endsWith('{ Black wins by checkmate. } 0-1')).toBe(true);
    const chess = readBack(pgn);
    expect(chess.isCheckmate()).toBe(true);
    expect(chess.getHeaders()).toMatchObject({
      WhiteElo: '1500',
      Termination: 'Normal',
      Opening: 'Amar Opening',
    });
    expect(chess.getComments().map((entry) => entry.comment.trim())).toContain('[%clk 0:09:58]');
  });

  it('says how each game ended: time, resignation, agreement, stalemate, abandonment', () => {
    const timeout = gamePgn(
      finished(FOOLS_MATE.slice(0, 2), { result: 'black_wins', termination: 'timeout' }),
    );
    expect(timeout).toContain('[Termination "Time forfeit"]');
    expect(flat(timeout)).toContain('{ White ran out of time. Black wins. } 0-1');
    const resigned = gamePgn(
      finished(FOOLS_MATE.slice(0, 3), { result: 'white_wins', termination: 'resignation' }),
    );
    expect(resigned).toContain('[Termination "Normal"]');
    expect(flat(resigned)).toContain('{ Black resigns. White wins. } 1-0');
    const agreed = gamePgn(finished(FOOLS_MATE.slice(0, 2), { result: 'draw', termination: 'agreement' }));
    expect(agreed).toContain('[Result "1/2-1/2"]');
    expect(flat(agreed)).toContain('{ Draw by agreement. } 1/2-1/2');
    const stalemate = gamePgn(finished(STALEMATE.split(' '), { result: 'draw', termination: 'stalemate' }));
    expect(flat(stalemate)).toContain('10. Qe6 { [%clk 0:09:40] } { Draw by stalemate. } 1/2-1/2');
    expect(readBack(stalemate).isStalemate()).toBe(true);
    const left = gamePgn(
      finished(FOOLS_MATE.slice(0, 2), { result: 'white_wins', termination: 'opponent_left' }),
    );
    expect(left).toContain('[Termination "Time forfeit"]');
    const aborted = gamePgn(
      finished(
        [],
        { result: null, termination: 'aborted' },
        { whiteRating: null, blackRating: null, opening: null },
      ),
    );
    // Aborted, a rated game has no ratings to write, and is still a rated game.
    expect(aborted.split('\n\n')[0]).toContain(
      '[Event "Rated game"]\n[Site "https://chesschat.example/game/abc"]',
    );
    expect(aborted).toContain('[WhiteElo "?"]\n[BlackElo "?"]\n[Variant "Standard"]');
    expect(aborted).toContain('[ECO "?"]\n[Opening "?"]\n[Termination "Abandoned"]');
    expect(aborted).not.toContain('RatingDiff');
    for (const pgn of [timeout, resigned, agreed, stalemate, left, aborted]) {
      expect(readBack(pgn).getHeaders().Termination).toBeTruthy();
    }
  });

  it('names a casual game so from the game, not from its missing ratings', () => {
    const casual = gamePgn(
      finished(
        FOOLS_MATE,
        { result: 'black_wins', termination: 'checkmate' },
        { rated: false, whiteRating: null, blackRating: null },
      ),
    );
    expect(casual).toContain('[Event "Casual game"]');
    expect(casual).toContain('[WhiteElo "?"]\n[BlackElo "?"]');
    expect(casual).not.toContain('RatingDiff');
  });

  it('writes hours on long clocks and no clock where none was kept', () => {
    expect(clockComment(5_400_000)).toBe('{ [%clk 1:30:00] }');
    expect(clockComment(59_600)).toBe('{ [%clk 0:01:00] }');
    expect(clockComment(-20)).toBe('{ [%clk 0:00:00] }');
    const pgn = gamePgn(
      finished(FOOLS_MATE, { result: 'black_wins', termination: 'checkmate' }, { clocks: [] }),
    );
    expect(flat(pgn)).toContain('1. f3 e5 2. g4 Qh4# { Black wins by checkmate. } 0-1');
  });

  it('escapes quotes and backslashes in tag values', () => {
    const pgn = gamePgn({
      site: 's',
      date: 0,
      white: 'ada "the" \\countess',
      black: 'b',
      rated: true,
      result: null,
      termination: null,
      timeControlSeconds: 60,
      incrementSeconds: 0,
      san: [],
    });
    expect(pgn).toContain('[White "ada \\"the\\" \\\\countess"]');
  });

  it('marks games in progress and wraps long games at 80 columns', () => {
    const cycle = ['g1-f3', 'g8-f6', 'f3-g1', 'f6-g8', 'b1-c3', 'b8-c6', 'c3-b1', 'c6-b8'];
    const moves = sanOf([...cycle, ...cycle, ...cycle, ...cycle, 'g1-f3']);
    const running = gamePgn({
      site: 's',
      date: 0,
      white: 'a',
      black: 'b',
      rated: true,
      result: null,
      termination: null,
      timeControlSeconds: 600,
      incrementSeconds: 0,
      san: moves,
      clocks: clocksOf(moves.length),
    });
    expect(running).toContain('[Event "Rated game"]');
    expect(running).toContain('[WhiteElo "?"]\n[BlackElo "?"]');
    expect(running).toContain('[Result "*"]');
    expect(running).toContain('[Termination "Unterminated"]');
    expect(running.trimEnd().endsWith('*')).toBe(true);
    expect(Math.max(...running.split('\n').map((line) => line.length))).toBeLessThanOrEqual(80);
    expect(readBack(running).history()).toHaveLength(moves.length);
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
