import { describe, expect, it } from 'vitest';
import {
  DEFAULT_VIEW,
  dragOrbit,
  INITIAL_ROTATION,
  isRotationLocked,
  orbit,
  pressRotate,
  ROTATION_LOCK_MS,
  type RotateCommand,
  rotate,
} from './rotation';

function pressAll(commands: RotateCommand[]) {
  return commands.reduce(rotate, { ...DEFAULT_VIEW });
}

describe('rotate controls', () => {
  it('starts at x −30, y 20, z 0', () => {
    expect(INITIAL_ROTATION.angles).toEqual({ x: -30, y: 20, z: 0 });
  });

  it('up lowers x by 15 down to a floor of −60', () => {
    expect(rotate(DEFAULT_VIEW, 'up')).toEqual({ x: -45, y: 20, z: 0 });
    expect(pressAll(['up', 'up'])).toMatchObject({ x: -60 });
    expect(pressAll(['up', 'up', 'up', 'up'])).toMatchObject({ x: -60 });
  });

  it('down raises x by 15 up to a cap of 15', () => {
    expect(rotate(DEFAULT_VIEW, 'down')).toEqual({ x: -15, y: 20, z: 0 });
    expect(pressAll(['down', 'down', 'down'])).toMatchObject({ x: 15 });
    expect(pressAll(['down', 'down', 'down', 'down', 'down'])).toMatchObject({ x: 15 });
  });

  it('left lowers y and right raises y by 15, without limit', () => {
    expect(rotate(DEFAULT_VIEW, 'left')).toEqual({ x: -30, y: 5, z: 0 });
    expect(rotate(DEFAULT_VIEW, 'right')).toEqual({ x: -30, y: 35, z: 0 });
    expect(pressAll(Array<RotateCommand>(30).fill('right'))).toMatchObject({ y: 470 });
    expect(pressAll(Array<RotateCommand>(30).fill('left'))).toMatchObject({ y: -430 });
  });

  it('reset returns to x −30, y 20, z 0 from anywhere', () => {
    expect(rotate({ x: 15, y: -400, z: 12 }, 'reset')).toEqual({ x: -30, y: 20, z: 0 });
  });
});

describe('rotation lock', () => {
  it('locks the controls for 300 ms after each rotation', () => {
    const t0 = 1_000_000;
    const first = pressRotate(INITIAL_ROTATION, 'right', t0);
    expect(first.angles.y).toBe(35);
    expect(isRotationLocked(first, t0)).toBe(true);
    expect(isRotationLocked(first, t0 + ROTATION_LOCK_MS - 1)).toBe(true);
    expect(isRotationLocked(first, t0 + ROTATION_LOCK_MS)).toBe(false);

    // A press during the lock changes nothing, not even the lock's end.
    const ignored = pressRotate(first, 'right', t0 + 100);
    expect(ignored).toBe(first);

    const second = pressRotate(first, 'up', t0 + ROTATION_LOCK_MS);
    expect(second.angles).toEqual({ x: -45, y: 35, z: 0 });
    expect(second.lockedUntil).toBe(t0 + 2 * ROTATION_LOCK_MS);
  });

  it('locks after reset too', () => {
    const state = pressRotate(INITIAL_ROTATION, 'reset', 5_000);
    expect(isRotationLocked(state, 5_299)).toBe(true);
    expect(pressRotate(state, 'left', 5_200)).toBe(state);
  });
});

describe('drag to orbit', () => {
  it('turns freely and tilts within −60 … 15', () => {
    expect(orbit(DEFAULT_VIEW, 7.5, 10)).toEqual({ x: -20, y: 27.5, z: 0 });
    expect(orbit(DEFAULT_VIEW, 0, -100)).toMatchObject({ x: -60 });
    expect(orbit(DEFAULT_VIEW, 0, 100)).toMatchObject({ x: 15 });
  });

  it('neither waits for nor sets the controls lock', () => {
    const locked = pressRotate(INITIAL_ROTATION, 'left', 1_000);
    const dragged = dragOrbit(locked, 30, 0);
    expect(dragged.angles.y).toBe(35);
    expect(dragged.lockedUntil).toBe(locked.lockedUntil);
  });
});
