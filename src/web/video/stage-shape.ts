import { useSyncExternalStore } from 'react';
import { type BarItems, type CallLayout, DEFAULT_ASPECT, type Size } from './call-layout';

/**
 * What the tiles and the call's buttons tell each other about their shapes (decision 269): the
 * cameras' aspect ratios as their frames arrive, the buttons' size, the stage's size and the layout
 * the tiles chose from them, so the buttons go where the tiles left room. Outlives a game, like the call.
 */
export interface StageShape {
  remoteAspect: number;
  selfAspect: number;
  bar: Size;
  barItems: BarItems;
  stage: Size;
  layout: CallLayout | null;
}

let shape: StageShape = {
  remoteAspect: DEFAULT_ASPECT,
  selfAspect: 4 / 3,
  bar: { width: 0, height: 0 },
  barItems: { count: 0, widest: 0, gap: 0 },
  stage: { width: 0, height: 0 },
  layout: null,
};
const listeners = new Set<() => void>();

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

export const stageShape = {
  get: (): StageShape => shape,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  set(change: Partial<StageShape>): void {
    const next = { ...shape, ...change };
    if (same(next, shape)) return;
    shape = next;
    for (const listener of [...listeners]) listener();
  },
};

export function useStageShape(): StageShape {
  return useSyncExternalStore(stageShape.subscribe, stageShape.get, stageShape.get);
}

/** A video element's shape (width / height) once it has a frame, and after every change of it. */
export function followAspect(video: HTMLVideoElement, report: (aspect: number) => void): () => void {
  const read = () => {
    if (video.videoWidth > 0 && video.videoHeight > 0) report(video.videoWidth / video.videoHeight);
  };
  read();
  video.addEventListener('resize', read);
  video.addEventListener('loadedmetadata', read);
  return () => {
    video.removeEventListener('resize', read);
    video.removeEventListener('loadedmetadata', read);
  };
}
