import { describe, expect, it } from 'vitest';
import { chartGeometry } from './rating-chart';

const point = (rating: number, index: number) => ({
  gameId: index === 0 ? null : `g${index}`,
  at: new Date(2026, 0, index + 1).toISOString(),
  rating,
});

describe('the rating chart', () => {
  it('spreads the games evenly and puts higher ratings higher, inside the box', () => {
    const { dots, path, guides } = chartGeometry([1200, 1362, 1290, 1410].map(point), 560, 180);
    expect(dots.map((dot) => dot.rating)).toEqual([1200, 1362, 1290, 1410]);
    const gaps = dots.slice(1).map((dot, index) => dot.x - (dots[index]?.x ?? 0));
    expect(new Set(gaps.map((gap) => gap.toFixed(3))).size).toBe(1);
    expect(dots[1]?.y).toBeLessThan(dots[0]?.y ?? 0);
    for (const dot of dots) {
      expect(dot.y).toBeGreaterThanOrEqual(0);
      expect(dot.y).toBeLessThanOrEqual(180);
      expect(dot.x).toBeLessThanOrEqual(560);
    }
    expect(path.startsWith('M')).toBe(true);
    expect(guides[0]?.rating).toBeLessThanOrEqual(1200);
    expect(guides[guides.length - 1]?.rating).toBeGreaterThanOrEqual(1410);
  });

  it('draws nothing without points, and a flat line with room around it', () => {
    expect(chartGeometry([], 560, 180)).toEqual({ path: '', dots: [], guides: [] });
    const flat = chartGeometry([1200, 1200].map(point), 560, 180);
    expect(flat.guides[flat.guides.length - 1]?.rating).toBeGreaterThan(1200);
  });
});
