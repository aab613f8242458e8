import { FILES, RANKS, type SquareName } from '../../core/chess';
import type { Color, ReviewShape } from '../../core/protocol';
import { BRUSH_COLOURS } from './shapes';

/** The centre of a square in board units (0–8, from the top left as drawn). */
export function centreOf(square: SquareName, orientation: Color): { x: number; y: number } {
  const file = FILES.indexOf(square[0] as (typeof FILES)[number]);
  const rank = RANKS.indexOf(square[1] as (typeof RANKS)[number]);
  return orientation === 'white'
    ? { x: file + 0.5, y: 7 - rank + 0.5 }
    : { x: 7 - file + 0.5, y: rank + 0.5 };
}

/** Arrows and circles over the board; it takes no pointer events, so the board below stays usable. */
export function ShapesOverlay({
  shapes,
  orientation,
  hint,
}: {
  shapes: readonly ReviewShape[];
  orientation: Color;
  /** The engine's best move, drawn thinner and apart from the players' drawings. */
  hint?: { from: SquareName; to: SquareName } | null;
}) {
  const arrow = (
    key: string,
    from: SquareName,
    to: SquareName,
    colour: string,
    width: number,
    opacity: number,
  ) => {
    const a = centreOf(from, orientation);
    const b = centreOf(to, orientation);
    const length = Math.hypot(b.x - a.x, b.y - a.y);
    // Stop short of the centre so the head sits on the target square.
    const end = { x: b.x - ((b.x - a.x) / length) * 0.3, y: b.y - ((b.y - a.y) / length) * 0.3 };
    return (
      <g key={key} opacity={opacity}>
        <line
          x1={a.x}
          y1={a.y}
          x2={end.x}
          y2={end.y}
          stroke={colour}
          strokeWidth={width}
          strokeLinecap="round"
        />
        <polygon
          points="0,-0.25 0.35,0 0,0.25"
          fill={colour}
          transform={`translate(${end.x} ${end.y}) rotate(${(Math.atan2(b.y - a.y, b.x - a.x) * 180) / Math.PI})`}
        />
      </g>
    );
  };
  return (
    <svg
      viewBox="0 0 8 8"
      className="pointer-events-none absolute inset-0 size-full"
      aria-hidden="true"
      data-testid="review-shapes"
    >
      {shapes.map((shape) =>
        shape.kind === 'circle' ? (
          <circle
            key={`c-${shape.square}`}
            cx={centreOf(shape.square as SquareName, orientation).x}
            cy={centreOf(shape.square as SquareName, orientation).y}
            r={0.45}
            fill="none"
            stroke={BRUSH_COLOURS[shape.brush]}
            strokeWidth={0.08}
            opacity={0.85}
          />
        ) : (
          arrow(
            `a-${shape.from}-${shape.to}`,
            shape.from as SquareName,
            shape.to as SquareName,
            BRUSH_COLOURS[shape.brush],
            0.16,
            0.8,
          )
        ),
      )}
      {hint ? (
        <g data-testid="engine-hint" data-hint={`${hint.from}${hint.to}`}>
          {arrow('hint', hint.from, hint.to, '#1d4ed8', 0.1, 0.55)}
        </g>
      ) : null}
    </svg>
  );
}
