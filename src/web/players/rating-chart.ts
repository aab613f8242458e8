import type { RatingPoint } from '../../core/protocol';

/** The drawing of a rating history: a line through the points, in a box of the given size. */
export interface ChartGeometry {
  path: string;
  dots: Array<{ x: number; y: number; rating: number }>;
  /** The rating values the horizontal guide lines stand for, lowest first, and their heights. */
  guides: Array<{ y: number; rating: number }>;
}

/** Rounds the range out to whole steps of 50 with room around the line. */
function range(ratings: number[]): { low: number; high: number } {
  const min = Math.min(...ratings);
  const max = Math.max(...ratings);
  const low = Math.floor((min - 10) / 50) * 50;
  const high = Math.max(Math.ceil((max + 10) / 50) * 50, low + 100);
  return { low, high };
}

/**
 * Points spread evenly by game (one game, one step), heights by rating; the y axis grows upwards.
 * `pad` is the room left of the first point.
 */
export function chartGeometry(
  points: readonly RatingPoint[],
  width: number,
  height: number,
  pad = 8,
): ChartGeometry {
  if (points.length === 0) return { path: '', dots: [], guides: [] };
  const ratings = points.map((point) => point.rating);
  const { low, high } = range(ratings);
  const top = 8;
  const bottom = height - 8;
  const y = (rating: number) => bottom - ((rating - low) / (high - low)) * (bottom - top);
  const step = points.length > 1 ? (width - pad - 8) / (points.length - 1) : 0;
  const x = (index: number) => pad + (points.length > 1 ? index * step : (width - pad) / 2);
  const dots = points.map((point, index) => ({ x: x(index), y: y(point.rating), rating: point.rating }));
  const path = dots
    .map((dot, index) => `${index === 0 ? 'M' : 'L'}${dot.x.toFixed(1)},${dot.y.toFixed(1)}`)
    .join(' ');
  const middle = Math.round((low + high) / 2);
  const guides = [low, middle, high].map((rating) => ({ y: y(rating), rating }));
  return { path, dots, guides };
}
