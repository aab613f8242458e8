import { describe, expect, it } from 'vitest';
import { blockKey } from '../pairing/compatibility';
import { seededRandom } from '../pairing/seeded-random';
import { type ArenaWaiting, mayMeet, pairArena } from './arena-pairing';

/** 300 seeded random arenas of up to 120 waiting players (fast-check is not a dependency: the seeds play its part). */
const ARENAS = 300;

function arenaFor(seed: number) {
  const random = seededRandom(seed);
  const size = Math.floor(random() * 120);
  const waiting: ArenaWaiting[] = [];
  for (let n = 0; n < size; n++)
    waiting.push({ userId: `u${n}`, rank: n + 1 + Math.floor(random() * 3) * 1000 });
  // A stale second entry now and then: it must never pair anyone twice.
  if (size > 0 && random() < 0.3) waiting.push({ ...waiting[Math.floor(random() * size)] });
  const blocks = new Set<string>();
  const lastOpponent = new Map<string, string>();
  for (let n = 0; n + 1 < size; n++) {
    if (random() < 0.15) blocks.add(blockKey(`u${n}`, `u${n + 1 + Math.floor(random() * 3)}`));
    if (random() < 0.3) {
      const other = `u${Math.min(size - 1, n + 1 + Math.floor(random() * 2))}`;
      lastOpponent.set(`u${n}`, other);
      lastOpponent.set(other, `u${n}`);
    }
  }
  const keptApart = (a: string, b: string) => blocks.has(blockKey(a, b));
  return { waiting, blocks, lastOpponent, keptApart, random: seededRandom(seed * 7) };
}

describe('pairArena on 300 seeded random arenas', () => {
  it('pairs nobody with themselves or twice, and places each waiting person once', () => {
    for (let seed = 1; seed <= ARENAS; seed++) {
      const arena = arenaFor(seed);
      const { pairs, left } = pairArena(arena);
      const placed = [
        ...pairs.flatMap((p) => [p.white.userId, p.black.userId]),
        ...left.map((p) => p.userId),
      ];
      expect(new Set(placed).size, `seed ${seed}`).toBe(placed.length);
      expect(new Set(placed), `seed ${seed}`).toEqual(new Set(arena.waiting.map((p) => p.userId)));
      for (const { white, black } of pairs) expect(white.userId).not.toBe(black.userId);
    }
  });

  it('never pairs last game’s opponents nor two kept apart', () => {
    let checked = 0;
    for (let seed = 1; seed <= ARENAS; seed++) {
      const arena = arenaFor(seed);
      for (const { white, black } of pairArena(arena).pairs) {
        expect(arena.keptApart(white.userId, black.userId), `seed ${seed}`).toBe(false);
        expect(arena.lastOpponent.get(white.userId)).not.toBe(black.userId);
        expect(arena.lastOpponent.get(black.userId)).not.toBe(white.userId);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(ARENAS * 10);
  });

  it('leaves nobody waiting who could have met someone else left waiting', () => {
    for (let seed = 1; seed <= ARENAS; seed++) {
      const arena = arenaFor(seed);
      const { left } = pairArena(arena);
      for (let i = 0; i < left.length; i++) {
        for (let j = i + 1; j < left.length; j++) {
          expect(mayMeet(left[i], left[j], arena.lastOpponent, arena.keptApart), `seed ${seed}`).toBe(false);
        }
      }
    }
  });
});
