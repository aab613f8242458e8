import { describe, expect, it } from 'vitest';
import { Position } from '../chess/position';
import { CONDITIONAL_LINES_MAX, CONDITIONAL_PLIES_MAX } from '../limits';
import { seededRandom } from '../pairing/seeded-random';
import {
  answerConditional,
  type ConditionalLine,
  checkConditionalLines,
  followConditional,
  readWrittenLine,
} from './conditional-moves';

/** After 1.e4: Black (the opponent) to move; the lines are White's. */
const AFTER_E4 = 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1';

describe('checking conditional lines', () => {
  it('accepts legal lines in pairs, written as the server writes moves, each kept once', () => {
    const lines = [
      ['e7-e5', 'g1-f3'],
      ['c7-c5', 'g1-f3', 'd7-d6', 'd2-d4'],
      ['e7-e5', 'g1-f3'],
    ];
    expect(checkConditionalLines(AFTER_E4, lines)).toEqual({
      ok: true,
      value: [
        ['e7-e5', 'g1-f3'],
        ['c7-c5', 'g1-f3', 'd7-d6', 'd2-d4'],
      ],
    });
  });

  it('names the line and ply of an illegal move', () => {
    expect(
      checkConditionalLines(AFTER_E4, [
        ['e7-e5', 'g1-f3'],
        ['c7-c5', 'e1-e3'],
      ]),
    ).toEqual({
      ok: false,
      reason: { code: 'conditional_illegal', line: 2, ply: 2 },
    });
    expect(checkConditionalLines(AFTER_E4, [['e2-e4', 'e7-e5']])).toEqual({
      ok: false,
      reason: { code: 'conditional_illegal', line: 1, ply: 1 },
    });
  });

  it('refuses a line that is empty or ends on the opponent’s move', () => {
    expect(checkConditionalLines(AFTER_E4, [[]]).ok).toBe(false);
    expect(checkConditionalLines(AFTER_E4, [['e7-e5', 'g1-f3', 'b8-c6']])).toEqual({
      ok: false,
      reason: { code: 'conditional_unpaired', line: 1 },
    });
  });

  it('refuses two answers to the same moves', () => {
    expect(
      checkConditionalLines(AFTER_E4, [
        ['e7-e5', 'g1-f3'],
        ['e7-e5', 'f1-c4'],
      ]),
    ).toEqual({
      ok: false,
      reason: { code: 'conditional_ambiguous', line: 2, ply: 2 },
    });
    expect(
      checkConditionalLines(AFTER_E4, [
        ['e7-e5', 'g1-f3', 'b8-c6', 'f1-b5'],
        ['e7-e5', 'g1-f3', 'b8-c6', 'f1-c4'],
      ]),
    ).toEqual({ ok: false, reason: { code: 'conditional_ambiguous', line: 2, ply: 4 } });
  });

  it('refuses a line that goes on after the game has ended', () => {
    // 1.f3 e5 2.g4, Black to move: Qh4 is mate.
    const fen = 'rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq g3 0 2';
    expect(checkConditionalLines(fen, [['d8-h4', 'a2-a3']])).toEqual({
      ok: false,
      reason: { code: 'conditional_after_end', line: 1, ply: 2 },
    });
  });

  it('holds to its limits', () => {
    const many = Array.from({ length: CONDITIONAL_LINES_MAX + 1 }, () => ['e7-e5', 'g1-f3']);
    expect(checkConditionalLines(AFTER_E4, many)).toEqual({
      ok: false,
      reason: { code: 'conditional_too_many', max: CONDITIONAL_LINES_MAX },
    });
    const long = [
      'e7-e5',
      'g1-f3',
      'b8-c6',
      'f1-b5',
      'a7-a6',
      'b5-a4',
      'g8-f6',
      'e1-g1',
      'f8-e7',
      'f1-e1',
      'b7-b5',
      'a4-b3',
    ];
    expect(long.length).toBeGreaterThan(CONDITIONAL_PLIES_MAX);
    expect(checkConditionalLines(AFTER_E4, [long])).toEqual({
      ok: false,
      reason: { code: 'conditional_too_long', line: 1, max: CONDITIONAL_PLIES_MAX },
    });
  });
});

describe('answering the opponent’s move', () => {
  const lines: ConditionalLine[] = [
    ['e7-e5', 'g1-f3', 'b8-c6', 'f1-b5'],
    ['e7-e5', 'g1-f3', 'd7-d6', 'd2-d4'],
    ['c7-c5', 'g1-f3'],
  ];

  it('plays the answer of the lines that begin with the move, and keeps their rest', () => {
    expect(answerConditional(lines, 'e7-e5')).toEqual({
      answer: 'g1-f3',
      rest: [
        ['b8-c6', 'f1-b5'],
        ['d7-d6', 'd2-d4'],
      ],
    });
    expect(answerConditional(lines, 'c7-c5')).toEqual({ answer: 'g1-f3', rest: [] });
  });

  it('drops every line when the move is one no line foresaw', () => {
    expect(answerConditional(lines, 'd7-d5')).toEqual({ answer: null, rest: [] });
  });
});

describe('conditional lines on 60 seeded random positions', () => {
  function randomLine(fen: string, random: () => number): string[] {
    const position = Position.fromFen(fen);
    if (!position.ok) throw new Error(fen);
    const line: string[] = [];
    const plies = 2 * (1 + Math.floor(random() * (CONDITIONAL_PLIES_MAX / 2)));
    for (let n = 0; n < plies; n++) {
      const moves = position.value.legalMoves();
      if (moves.length === 0 || position.value.outcome()) break;
      const move = moves[Math.floor(random() * moves.length)] as string;
      position.value.play(move);
      line.push(move);
    }
    return line.length % 2 === 0 ? line : line.slice(0, -1);
  }

  it('always answers with a legal move, and its rest is valid from the answer’s position', () => {
    for (let seed = 1; seed <= 60; seed++) {
      const random = seededRandom(seed);
      const start = Position.initial();
      for (let n = 0; n < 1 + Math.floor(random() * 12) && !start.outcome(); n++) {
        const moves = start.legalMoves();
        start.play(moves[Math.floor(random() * moves.length)] as string);
      }
      if (start.outcome()) continue;
      const drawn = Array.from({ length: 1 + Math.floor(random() * 4) }, () =>
        randomLine(start.fen, random),
      ).filter((line) => line.length > 0);
      const checked = checkConditionalLines(start.fen, drawn);
      if (!checked.ok) {
        expect(checked.reason.code, `seed ${seed}`).toBe('conditional_ambiguous');
        continue;
      }
      const opponentMoves = start.legalMoves();
      const move = opponentMoves[Math.floor(random() * opponentMoves.length)] as string;
      const { answer, rest } = answerConditional(checked.value, move);
      const after = Position.fromFen(start.fen);
      if (!after.ok) throw new Error(start.fen);
      expect(after.value.play(move).ok).toBe(true);
      if (answer === null) {
        expect(rest).toEqual([]);
        continue;
      }
      expect(after.value.play(answer).ok, `seed ${seed}`).toBe(true);
      if (rest.length > 0) expect(checkConditionalLines(after.value.fen, rest).ok, `seed ${seed}`).toBe(true);
    }
  });
});

describe('following stored lines through the moves played since', () => {
  const lines: ConditionalLine[] = [
    ['e7-e5', 'g1-f3', 'b8-c6', 'f1-b5'],
    ['e7-e5', 'g1-f3', 'g8-f6', 'f3-e5'],
    ['c7-c5', 'g1-f3'],
  ];
  const before = ['e2-e4'];

  it('waits while the opponent has not moved', () => {
    expect(followConditional(lines, 1, before)).toEqual({ kind: 'waiting', lines, ply: 1 });
  });

  it('asks for the answer to a move a line begins with, keeping the rest of those lines', () => {
    expect(followConditional(lines, 1, [...before, 'e7-e5'])).toEqual({
      kind: 'answer',
      move: 'g1-f3',
      ply: 2,
      rest: [
        ['b8-c6', 'f1-b5'],
        ['g8-f6', 'f3-e5'],
      ],
    });
  });

  it('consumes an answer already played and waits for the next move', () => {
    expect(followConditional(lines, 1, [...before, 'e7-e5', 'g1-f3'])).toEqual({
      kind: 'waiting',
      lines: [
        ['b8-c6', 'f1-b5'],
        ['g8-f6', 'f3-e5'],
      ],
      ply: 3,
    });
    expect(followConditional(lines, 1, [...before, 'e7-e5', 'g1-f3', 'g8-f6'])).toMatchObject({
      kind: 'answer',
      move: 'f3-e5',
      ply: 4,
      rest: [],
    });
  });

  it('drops the lines for a move none begins with, another answer, lines run out, or a takeback', () => {
    expect(followConditional(lines, 1, [...before, 'd7-d5'])).toEqual({ kind: 'dropped' });
    expect(followConditional(lines, 1, [...before, 'e7-e5', 'f1-c4'])).toEqual({ kind: 'dropped' });
    expect(followConditional(lines, 1, [...before, 'c7-c5', 'g1-f3'])).toEqual({ kind: 'dropped' });
    expect(followConditional(lines, 1, [])).toEqual({ kind: 'dropped' });
    expect(followConditional([], 1, before)).toEqual({ kind: 'dropped' });
  });
});

describe('reading a line written in SAN', () => {
  const afterE4 = 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1';

  it('turns SAN, with or without move numbers and signs, into the server’s moves', () => {
    expect(readWrittenLine(afterE4, '1... e5 2. Nf3 Nc6 Bb5!?')).toEqual({
      ok: true,
      line: ['e7-e5', 'g1-f3', 'b8-c6', 'f1-b5'],
      san: ['e5', 'Nf3', 'Nc6', 'Bb5'],
    });
  });

  it('names the first move that is not legal', () => {
    expect(readWrittenLine(afterE4, 'e5 Ke3')).toEqual({ ok: false, ply: 2 });
    expect(readWrittenLine(afterE4, 'Nf3')).toEqual({ ok: false, ply: 1 });
  });
});
