import { describe, expect, it } from 'vitest';
import {
  type CallLayout,
  cutOf,
  fitPicture,
  layoutCall,
  MAX_CUT,
  PHONE_FACE_SHARE,
  phoneBoardDivisor,
  type Rect,
} from './call-layout';

const BAR = { width: 300, height: 36 };
const ITEMS = { count: 7, widest: 36, gap: 6 };

function overlaps(a: Rect, b: Rect): boolean {
  return (
    a.left < b.left + b.width &&
    b.left < a.left + a.width &&
    a.top < b.top + b.height &&
    b.top < a.top + a.height
  );
}

function inside(rect: Rect, stage: { width: number; height: number }): boolean {
  return (
    rect.left >= 0 &&
    rect.top >= 0 &&
    rect.left + rect.width <= stage.width &&
    rect.top + rect.height <= stage.height
  );
}

function expectSound(layout: CallLayout, stage: { width: number; height: number }, aspect: number): void {
  const cut = cutOf(layout.remote, aspect);
  expect(cut.width).toBeLessThanOrEqual(MAX_CUT + 0.01);
  expect(cut.height).toBeLessThanOrEqual(MAX_CUT + 0.01);
  expect(inside(layout.remote, stage)).toBe(true);
  expect(inside(layout.bar, stage)).toBe(true);
  expect(overlaps(layout.bar, layout.remote)).toBe(false);
  if (layout.self) {
    expect(inside(layout.self, stage)).toBe(true);
    expect(overlaps(layout.self, layout.remote)).toBe(false);
    expect(overlaps(layout.self, layout.bar)).toBe(false);
  }
}

describe('the call layout', () => {
  it('fits a picture whole, cutting at most a sliver to fill its box', () => {
    expect(fitPicture({ width: 800, height: 450 }, 16 / 9)).toEqual({ width: 800, height: 450 });
    const wide = fitPicture({ width: 800, height: 300 }, 16 / 9);
    expect(wide.height).toBe(300);
    expect(cutOf(wide, 16 / 9).height).toBeLessThanOrEqual(MAX_CUT + 0.01);
    expect(fitPicture({ width: 0, height: 300 }, 1)).toEqual({ width: 0, height: 0 });
  });

  for (const aspect of [16 / 9, 4 / 3, 3 / 4, 9 / 16]) {
    for (const stage of [
      { width: 789, height: 560 },
      { width: 809, height: 430 },
      { width: 374, height: 210 },
    ]) {
      it(`keeps one's own view and the buttons off a ${aspect.toFixed(2)} picture in ${stage.width}x${stage.height}`, () => {
        const input = {
          stage,
          remoteAspect: aspect,
          selfAspect: 4 / 3,
          bar: BAR,
          barItems: ITEMS,
          facesFirst: false,
        };
        expectSound(layoutCall({ ...input, selfShown: true }), stage, aspect);
        expectSound(layoutCall({ ...input, selfShown: false }), stage, aspect);
      });
    }
  }

  it('puts a tall picture in a column beside the buttons folded in two on a phone', () => {
    const stage = { width: 374, height: 212 };
    const layout = layoutCall({
      stage,
      remoteAspect: 4 / 3,
      selfAspect: 4 / 3,
      bar: { width: 290, height: 32 },
      barItems: { count: 7, widest: 32, gap: 6 },
      selfShown: true,
      facesFirst: false,
    });
    expect(layout.arrangement).toBe('column');
    expect(layout.barColumns).toBe(2);
    expectSound(layout, stage, 4 / 3);
  });

  it('folds the buttons into more columns where two are too tall for a short stage', () => {
    const stage = { width: 200, height: 150 };
    const layout = layoutCall({
      stage,
      remoteAspect: 16 / 9,
      selfAspect: 4 / 3,
      bar: { width: 260, height: 32 },
      barItems: { count: 7, widest: 32, gap: 6 },
      selfShown: true,
      facesFirst: false,
    });
    expect(layout.arrangement).toBe('column');
    expect(layout.barColumns).toBe(4);
    expectSound(layout, stage, 16 / 9);
  });

  it("lets a phone's board give way to a tall camera until the face reaches its share", () => {
    expect(phoneBoardDivisor(16 / 9)).toBe(1);
    expect(phoneBoardDivisor(4 / 3)).toBe(1);
    expect(phoneBoardDivisor(Number.NaN)).toBe(1);
    // 390x844: 584 px to share between a full-width board (374 px) and the face.
    const spare = 584;
    for (const aspect of [3 / 4, 9 / 16]) {
      const board = Math.min(374, spare / phoneBoardDivisor(aspect));
      const stage = { width: 374, height: spare - board };
      const layout = layoutCall({
        stage,
        remoteAspect: aspect,
        selfAspect: 4 / 3,
        bar: BAR,
        barItems: ITEMS,
        selfShown: true,
        facesFirst: false,
      });
      const cut = cutOf(layout.remote, aspect);
      const visible = layout.remote.width * (1 - cut.width) * layout.remote.height * (1 - cut.height);
      expect(visible / board ** 2).toBeGreaterThanOrEqual(0.35);
      expect(visible / board ** 2).toBeLessThan(PHONE_FACE_SHARE + 0.1);
      expect(board).toBeGreaterThan(300);
    }
  });

  it('shows the faces first side by side, alike in height', () => {
    const stage = { width: 900, height: 500 };
    const layout = layoutCall({
      stage,
      remoteAspect: 16 / 9,
      selfAspect: 4 / 3,
      bar: BAR,
      selfShown: true,
      facesFirst: true,
    });
    expect(layout.arrangement).toBe('pair');
    expect(layout.self?.height).toBe(layout.remote.height);
    expect(layout.self?.top).toBe(layout.remote.top);
    expectSound(layout, stage, 16 / 9);
  });

  it("puts a phone's faces first one above the other, larger than side by side", () => {
    const stage = { width: 374, height: 350 };
    const layout = layoutCall({
      stage,
      remoteAspect: 16 / 9,
      selfAspect: 4 / 3,
      bar: BAR,
      selfShown: true,
      facesFirst: true,
    });
    expect(layout.self?.height).toBe(layout.remote.height);
    expect((layout.self as Rect).top).toBeGreaterThanOrEqual(layout.remote.top + layout.remote.height);
    // Side by side they would be (374 - 8) / (16/9 + 4/3) = 117 px high.
    expect(layout.remote.height).toBeGreaterThan(140);
    expectSound(layout, stage, 16 / 9);
  });
});
