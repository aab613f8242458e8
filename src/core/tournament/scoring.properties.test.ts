import { describe, expect, it } from 'vitest';
import { seededRandom } from '../pairing/seeded-random';
import { gamePoints, type PlayedGame, scoreSheet } from './scoring';

/** 500 seeded random score sheets (fast-check is not a dependency: the seeds play its part). */
const SHEETS = 500;

function randomGames(random: () => number): PlayedGame[] {
  const games: PlayedGame[] = [];
  const count = Math.floor(random() * 40);
  for (let n = 0; n < count; n++) {
    const r = random();
    games.push({
      gameId: `g${n}`,
      outcome: r < 0.45 ? 'win' : r < 0.65 ? 'draw' : 'loss',
      berserk: random() < 0.3,
      plies: Math.floor(random() * 80),
      agreedDraw: random() < 0.5,
    });
  }
  return games;
}

describe('scoreSheet on 500 seeded random sheets', () => {
  it('always scores the sum of its games’ points', () => {
    for (let seed = 1; seed <= SHEETS; seed++) {
      const sheet = scoreSheet(randomGames(seededRandom(seed)));
      expect(sheet.score, `seed ${seed}`).toBe(sheet.games.reduce((sum, g) => sum + g.points, 0));
    }
  });

  it('is on fire exactly after two wins in a row, and scores each game by that', () => {
    for (let seed = 1; seed <= SHEETS; seed++) {
      const games = randomGames(seededRandom(seed));
      const sheet = scoreSheet(games);
      games.forEach((g, i) => {
        const fire = i >= 2 && games[i - 1].outcome === 'win' && games[i - 2].outcome === 'win';
        expect(sheet.games[i].onFire, `seed ${seed} game ${i}`).toBe(fire);
        expect(sheet.games[i].points).toBe(gamePoints(g, fire));
        expect(sheet.games[i].points).toBeGreaterThanOrEqual(0);
        expect(sheet.games[i].points).toBeLessThanOrEqual(5);
      });
    }
  });

  it('never lets adding a game lower the score', () => {
    for (let seed = 1; seed <= SHEETS; seed++) {
      const games = randomGames(seededRandom(seed));
      for (let n = 1; n <= games.length; n++) {
        expect(scoreSheet(games.slice(0, n)).score).toBeGreaterThanOrEqual(
          scoreSheet(games.slice(0, n - 1)).score,
        );
      }
    }
  });
});
