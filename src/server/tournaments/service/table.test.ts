import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../../core/pairing/seeded-random';
import type { Entry } from '../store/entry-rows';
import type { TournamentGame } from '../store/game-rows';
import { buildTable, tableRanks } from './table';

/** A random arena: players (some withdrawn), games ended in any order, some in play, some by departed players. */
function randomArena(random: () => number): { entries: Entry[]; games: TournamentGame[] } {
  const players = 2 + Math.floor(random() * 30);
  const entries: Entry[] = Array.from({ length: players }, (_, n) => ({
    tournamentId: 't',
    userId: `u${n}`,
    status: random() < 0.1 ? 'withdrawn' : 'active',
    // Few distinct ratings, so ties reach the later keys of the order.
    ratingAtStart: 1400 + 100 * Math.floor(random() * 4),
    joinedAt: 0,
  }));
  const games: TournamentGame[] = [];
  const count = Math.floor(random() * 120);
  for (let n = 0; n < count; n++) {
    // Now and then an opponent who is no longer among the entries (their rating counts as 1200).
    const white = `u${Math.floor(random() * players)}`;
    const black = random() < 0.05 ? 'gone' : `u${Math.floor(random() * players)}`;
    const ended = random() < 0.85;
    const r = random();
    games.push({
      gameId: `g${n}`,
      tournamentId: 't',
      whiteId: white,
      blackId: black,
      pairedAt: n,
      startsAt: n,
      ended,
      // An ended game without a result (aborted before the rules) scores for nobody.
      result: !ended || r < 0.03 ? null : r < 0.45 ? 'white_wins' : r < 0.85 ? 'black_wins' : 'draw',
      plies: Math.floor(random() * 60),
      agreedDraw: random() < 0.5,
      berserk: { white: random() < 0.3, black: random() < 0.3 },
      // Ends in another order than the pairings, with equal times broken by the id.
      endedAt: ended ? Math.floor(random() * 40) : null,
    });
  }
  return { entries, games };
}

describe('tableRanks', () => {
  it('ranks every player as the whole table does, on 300 seeded random arenas', () => {
    for (let seed = 1; seed <= 300; seed++) {
      const { entries, games } = randomArena(seededRandom(seed));
      const table = buildTable(entries, games, new Map());
      const expected = new Map(table.lines.map((line) => [line.player.id, line.rank]));
      expect(tableRanks(entries, games), `seed ${seed}`).toEqual(expected);
    }
  });

  it('puts a streak and a berserk win above the same games without them', () => {
    const entries: Entry[] = ['a', 'b', 'c'].map((userId) => ({
      tournamentId: 't',
      userId,
      status: 'active',
      ratingAtStart: 1500,
      joinedAt: 0,
    }));
    const game = (n: number, whiteId: string, blackId: string, berserk = false): TournamentGame => ({
      gameId: `g${n}`,
      tournamentId: 't',
      whiteId,
      blackId,
      pairedAt: n,
      startsAt: n,
      ended: true,
      result: 'white_wins',
      plies: 40,
      agreedDraw: false,
      berserk: { white: berserk, black: false },
      endedAt: n,
    });
    // a: three wins in a row, the third on fire (2 + 2 + 4); b: two wins, one berserk (3 + 2); c: none.
    const games = [game(1, 'a', 'c'), game(2, 'b', 'c', true), game(3, 'a', 'c'), game(4, 'b', 'c')];
    games.push(game(5, 'a', 'b'));
    expect([...tableRanks(entries, games)]).toEqual([
      ['a', 1],
      ['b', 2],
      ['c', 3],
    ]);
  });
});
