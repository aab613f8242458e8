import type { SquareName } from '../../core/chess';
import type { BoardPoint } from './coordinates';

/** Screen point in CSS pixels, relative to the viewport (as pointer events report them). */
export interface ScreenPoint {
  x: number;
  y: number;
}

/** What the scene answers about the screen, registered from inside the canvas. */
export interface SceneQueries {
  /** The square under a screen point: the piece hit first, else the board square; null off the board. */
  squareAt(point: ScreenPoint): SquareName | null;
  /** Where a screen point meets the playing surface; null when it misses the board's plane. */
  boardPointAt(point: ScreenPoint): BoardPoint | null;
  /** Where a square's centre (raised by `height`) is drawn on screen; null before the first frame. */
  project(square: SquareName, height?: number): ScreenPoint | null;
}

/**
 * Mutable state shared by the DOM side of the 3D board and the scene inside its canvas, kept out of
 * React state because it changes at pointer or frame rate and must not re-render the page.
 */
export interface SceneRuntime {
  queries: SceneQueries | null;
  /** Where the dragged piece is; read by the piece every frame while a drag lasts. */
  dragPoint: BoardPoint | null;
  /** Running animations (camera, sliding pieces): the scene keeps drawing while any runs. */
  animating: Set<string>;
  /** Frames drawn so far: stays put while nothing moves (frameloop "demand"). */
  frames: number;
}

export function createSceneRuntime(): SceneRuntime {
  return { queries: null, dragPoint: null, animating: new Set(), frames: 0 };
}
