import type { SquareName } from '../../core/chess';

/**
 * What a pointer does on the 3D board, decided from its path alone: a press and release in place is
 * a click on the square under it; a press on a piece that may move, then a move beyond the slop, drags
 * that piece; any other drag orbits the camera. Plain data in, plain events out.
 */
export const CLICK_SLOP_PX = 5;
/** Degrees of turn or tilt per pixel dragged. */
export const ORBIT_DEG_PER_PX = 0.35;

export type Gesture =
  | { kind: 'idle' }
  | { kind: 'pressed'; x: number; y: number; square: SquareName | null; canDragPiece: boolean }
  | { kind: 'dragging-piece'; from: SquareName }
  | { kind: 'orbiting'; x: number; y: number };

export type GestureEvent =
  | { type: 'click'; square: SquareName }
  | { type: 'piece-drag-start'; square: SquareName }
  | { type: 'piece-drag-move'; x: number; y: number }
  | { type: 'piece-drop'; from: SquareName; x: number; y: number }
  | { type: 'orbit'; turnDeg: number; tiltDeg: number };

export const IDLE: Gesture = { kind: 'idle' };

export function pointerDown(x: number, y: number, square: SquareName | null, canDragPiece: boolean): Gesture {
  return { kind: 'pressed', x, y, square, canDragPiece };
}

export function pointerMove(gesture: Gesture, x: number, y: number): [Gesture, GestureEvent[]] {
  switch (gesture.kind) {
    case 'idle':
      return [gesture, []];
    case 'pressed': {
      if (Math.hypot(x - gesture.x, y - gesture.y) <= CLICK_SLOP_PX) return [gesture, []];
      if (gesture.canDragPiece && gesture.square) {
        return [
          { kind: 'dragging-piece', from: gesture.square },
          [
            { type: 'piece-drag-start', square: gesture.square },
            { type: 'piece-drag-move', x, y },
          ],
        ];
      }
      return pointerMove({ kind: 'orbiting', x: gesture.x, y: gesture.y }, x, y);
    }
    case 'dragging-piece':
      return [gesture, [{ type: 'piece-drag-move', x, y }]];
    case 'orbiting': {
      // Dragging right turns the board right; dragging down tips its far edge up towards flat.
      const event: GestureEvent = {
        type: 'orbit',
        turnDeg: (x - gesture.x) * ORBIT_DEG_PER_PX,
        tiltDeg: (y - gesture.y) * ORBIT_DEG_PER_PX,
      };
      return [{ kind: 'orbiting', x, y }, [event]];
    }
    default: {
      const unknown: never = gesture;
      throw new Error(`Unknown gesture ${JSON.stringify(unknown)}`);
    }
  }
}

export function pointerUp(gesture: Gesture, x: number, y: number): [Gesture, GestureEvent[]] {
  switch (gesture.kind) {
    case 'pressed':
      return [IDLE, gesture.square ? [{ type: 'click', square: gesture.square }] : []];
    case 'dragging-piece':
      return [IDLE, [{ type: 'piece-drop', from: gesture.from, x, y }]];
    case 'idle':
    case 'orbiting':
      return [IDLE, []];
    default: {
      const unknown: never = gesture;
      throw new Error(`Unknown gesture ${JSON.stringify(unknown)}`);
    }
  }
}
