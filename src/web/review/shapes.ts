import type { SquareName } from '../../core/chess';
import type { Brush, ReviewShape } from '../../core/protocol';

/** lichess's drawing colours: plain right-drag green, Shift red, Alt (or Meta) blue, both yellow. */
export function brushFor(modifiers: {
  shiftKey: boolean;
  altKey: boolean;
  metaKey: boolean;
  ctrlKey: boolean;
}): Brush {
  const alt = modifiers.altKey || modifiers.metaKey;
  if (modifiers.shiftKey && alt) return 'yellow';
  if (modifiers.shiftKey || modifiers.ctrlKey) return 'red';
  if (alt) return 'blue';
  return 'green';
}

export const BRUSH_COLOURS: Record<Brush, string> = {
  green: '#15803d',
  red: '#dc2626',
  blue: '#2563eb',
  yellow: '#ca8a04',
};

const sameShape = (a: ReviewShape, b: ReviewShape) =>
  a.kind === 'arrow' && b.kind === 'arrow'
    ? a.from === b.from && a.to === b.to
    : a.kind === 'circle' && b.kind === 'circle' && a.square === b.square;

/**
 * A right-drag from `from` to `to`: a circle when it ends where it began, an arrow otherwise. Drawing a
 * shape that is there removes it (or recolours it when the brush differs), as on lichess.
 */
export function toggleShape(
  shapes: readonly ReviewShape[],
  from: SquareName,
  to: SquareName,
  brush: Brush,
): ReviewShape[] {
  const drawn: ReviewShape =
    from === to ? { kind: 'circle', square: from, brush } : { kind: 'arrow', from, to, brush };
  const existing = shapes.find((shape) => sameShape(shape, drawn));
  const others = shapes.filter((shape) => !sameShape(shape, drawn));
  return existing && existing.brush === brush ? others : [...others, drawn];
}
