import { useEffect } from 'react';
import type { SquareName } from '../../core/chess';
import type { SceneRuntime, ScreenPoint } from './scene-runtime';

/**
 * A window hook for browser tests, installed only when the page was told it runs under test
 * (`window.__CHESSCHAT_TEST_HOOKS__ = true`, set by the test's init script before any app code).
 * It reveals what a player sees but a test cannot read from pixels: where each square is drawn,
 * how many frames were drawn, and whether an animation still runs. It changes nothing: the test
 * still clicks the canvas with the mouse and the board still picks the square by ray casting.
 */
export interface Board3dTestHook {
  /** Where a square's centre (raised by `height` world units) is on screen, in CSS px. */
  project(square: SquareName, height?: number): ScreenPoint | null;
  frames(): number;
  /** No camera glide or piece slide is running, and at least one frame has been drawn. */
  settled(): boolean;
}

declare global {
  interface Window {
    __CHESSCHAT_TEST_HOOKS__?: boolean;
    __chessBoard3d?: Board3dTestHook;
  }
}

export function useBoard3dTestHook(runtime: SceneRuntime): void {
  useEffect(() => {
    if (window.__CHESSCHAT_TEST_HOOKS__ !== true) return;
    window.__chessBoard3d = {
      project: (square, height) => runtime.queries?.project(square, height) ?? null,
      frames: () => runtime.frames,
      settled: () => runtime.frames > 0 && runtime.animating.size === 0,
    };
    return () => {
      delete window.__chessBoard3d;
    };
  }, [runtime]);
}
