import { afterEach, describe, expect, it } from 'vitest';
import { Position } from '../../core/chess';
import { activateLocale, i18n } from '../i18n/i18n';
import { moveRefusalText } from './move-refusal-text';

/** The sentence the client shows for `move` in `fen`, as the rules refuse it. */
function refusalText(move: string, fen?: string): string {
  const position = fen ? Position.fromFen(fen) : { ok: true as const, value: Position.initial() };
  if (!position.ok) throw new Error(position.reason);
  const played = position.value.play(move);
  if (played.ok) throw new Error(`${move} was allowed`);
  return moveRefusalText(i18n, played.reason);
}

describe('moveRefusalText', () => {
  afterEach(() => activateLocale('en'));

  it('words every refusal of the rules with its squares and pieces', () => {
    expect(refusalText('e2e4')).toBe('A move looks like e2-e4, or e7-e8q for a promotion');
    expect(refusalText('e2-e2')).toBe('A move must go to a different square');
    expect(refusalText('e3-e4')).toBe('There is no piece on e3');
    expect(refusalText('e7-e5')).toBe("The piece on e7 is Black's; it is White to move");
    expect(refusalText('e2-e5')).toBe('Illegal move: the pawn on e2 cannot go to e5');
    expect(refusalText('a1-a2')).toBe('Illegal move: a2 holds your own pawn');
    expect(refusalText('e2-e4q')).toBe('Only a pawn reaching the last rank can be promoted');
    expect(refusalText('a7-a8', '8/P7/8/8/8/8/8/k6K w - - 0 1')).toBe(
      'Choose a piece to promote to: add q, r, b or n (a7-a8q)',
    );
    expect(refusalText('d2-f3', '4k3/8/8/8/1b6/8/3N4/4K3 w - - 0 1')).toBe(
      'Illegal move: that would leave your king in check',
    );
    expect(refusalText('a2-a3', '4k3/4r3/8/8/8/8/P7/4K3 w - - 0 1')).toBe(
      'Illegal move: your king is in check',
    );
    expect(refusalText('e1-g1', 'r3k2r/8/8/8/8/8/8/R3K1NR w KQkq - 0 1')).toMatch(
      /^Castling is not allowed here/,
    );
  });

  it("words them in the reader's language, a piece with its own article", async () => {
    await activateLocale('de');
    expect(refusalText('e2-e5')).toBe('Ungültiger Zug: Der Bauer auf e2 kann nicht nach e5 ziehen');
    expect(refusalText('e7-e5')).toBe('Die Figur auf e7 gehört Schwarz; Weiß ist am Zug');
    await activateLocale('es');
    expect(refusalText('d1-d2')).toBe('Movimiento ilegal: en d2 está tu propio peón');
    expect(refusalText('d1-d5', '4k3/8/8/8/8/8/3P4/3QK3 w - - 0 1')).toBe(
      'Movimiento ilegal: la dama de d1 no puede ir a d5',
    );
    await activateLocale('ru');
    expect(refusalText('a1-a2')).toBe('Недопустимый ход: на a2 стоит ваша собственная пешка');
  });
});
