import { describe, expect, it } from 'vitest';
import { CLICK_SLOP_PX, IDLE, ORBIT_DEG_PER_PX, pointerDown, pointerMove, pointerUp } from './gesture';

describe('3D board gestures', () => {
  it('reads a press and release in place as a click on the pressed square', () => {
    const pressed = pointerDown(100, 100, 'e2', true);
    const [still] = pointerMove(pressed, 100 + CLICK_SLOP_PX, 100);
    expect(still).toBe(pressed);
    expect(pointerUp(still, 103, 101)).toEqual([IDLE, [{ type: 'click', square: 'e2' }]]);
  });

  it('ignores a click off the board', () => {
    expect(pointerUp(pointerDown(5, 5, null, false), 5, 5)).toEqual([IDLE, []]);
  });

  it('drags a movable piece and drops it where the pointer is released', () => {
    const [dragging, start] = pointerMove(pointerDown(100, 100, 'g1', true), 120, 90);
    expect(dragging).toEqual({ kind: 'dragging-piece', from: 'g1' });
    expect(start).toEqual([
      { type: 'piece-drag-start', square: 'g1' },
      { type: 'piece-drag-move', x: 120, y: 90 },
    ]);
    expect(pointerMove(dragging, 140, 80)[1]).toEqual([{ type: 'piece-drag-move', x: 140, y: 80 }]);
    expect(pointerUp(dragging, 150, 70)).toEqual([IDLE, [{ type: 'piece-drop', from: 'g1', x: 150, y: 70 }]]);
  });

  it('orbits when the drag starts on anything that may not move', () => {
    const [orbiting, first] = pointerMove(pointerDown(100, 100, 'e7', false), 120, 90);
    expect(orbiting).toEqual({ kind: 'orbiting', x: 120, y: 90 });
    expect(first).toEqual([
      { type: 'orbit', turnDeg: 20 * ORBIT_DEG_PER_PX, tiltDeg: -10 * ORBIT_DEG_PER_PX },
    ]);
    const [, second] = pointerMove(orbiting, 110, 100);
    expect(second).toEqual([
      { type: 'orbit', turnDeg: -10 * ORBIT_DEG_PER_PX, tiltDeg: 10 * ORBIT_DEG_PER_PX },
    ]);
    expect(pointerUp(orbiting, 110, 100)).toEqual([IDLE, []]);
  });

  it('orbits from off the board too, and does nothing without a press', () => {
    expect(pointerMove(pointerDown(0, 0, null, true), 40, 0)[0].kind).toBe('orbiting');
    expect(pointerMove(IDLE, 40, 0)).toEqual([IDLE, []]);
  });
});
