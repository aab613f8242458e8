/**
 * The 3D view's rotation rules (spec §4 and §9), kept free of React and three so they are tested
 * alone. Angles are degrees: `x` tilts the board towards or away from the viewer, `y` turns it about
 * its vertical axis, `z` rolls it (only reset touches it).
 */
export interface ViewAngles {
  x: number;
  y: number;
  z: number;
}

export const DEFAULT_VIEW: Readonly<ViewAngles> = { x: -30, y: 20, z: 0 };
export const ROTATION_STEP = 15;
export const MIN_TILT = -60;
export const MAX_TILT = 15;
/** The rotate controls stay disabled this long after each rotation. */
export const ROTATION_LOCK_MS = 300;

export type RotateCommand = 'up' | 'down' | 'left' | 'right' | 'reset';

function clampTilt(x: number): number {
  return Math.min(MAX_TILT, Math.max(MIN_TILT, x));
}

/** The angles after one press of a rotate control. */
export function rotate(angles: ViewAngles, command: RotateCommand): ViewAngles {
  switch (command) {
    case 'up':
      return { ...angles, x: clampTilt(angles.x - ROTATION_STEP) };
    case 'down':
      return { ...angles, x: clampTilt(angles.x + ROTATION_STEP) };
    case 'left':
      return { ...angles, y: angles.y - ROTATION_STEP };
    case 'right':
      return { ...angles, y: angles.y + ROTATION_STEP };
    case 'reset':
      return { ...DEFAULT_VIEW };
    default: {
      const unknown: never = command;
      throw new Error(`Unknown rotate command ${String(unknown)}`);
    }
  }
}

/** Dragging to orbit: turns and tilts by the given degrees, within the same tilt limits. */
export function orbit(angles: ViewAngles, turnDeg: number, tiltDeg: number): ViewAngles {
  return { ...angles, x: clampTilt(angles.x + tiltDeg), y: angles.y + turnDeg };
}

export interface RotationState {
  angles: ViewAngles;
  /** Epoch ms until which the rotate controls are disabled. */
  lockedUntil: number;
}

export const INITIAL_ROTATION: RotationState = { angles: { ...DEFAULT_VIEW }, lockedUntil: 0 };

export function isRotationLocked(state: RotationState, now: number): boolean {
  return now < state.lockedUntil;
}

/** A press of a rotate control at `now`: ignored while locked, else applied and locks the controls. */
export function pressRotate(state: RotationState, command: RotateCommand, now: number): RotationState {
  if (isRotationLocked(state, now)) return state;
  return { angles: rotate(state.angles, command), lockedUntil: now + ROTATION_LOCK_MS };
}

/** A drag step: orbits at once; the controls' lock is left as it is. */
export function dragOrbit(state: RotationState, turnDeg: number, tiltDeg: number): RotationState {
  return { ...state, angles: orbit(state.angles, turnDeg, tiltDeg) };
}
