import { useEffect, useState } from 'react';
import {
  dragOrbit,
  INITIAL_ROTATION,
  isRotationLocked,
  pressRotate,
  type RotateCommand,
  type RotationState,
} from './rotation';

/**
 * The view's rotation as React state: the rotate controls (locked 300 ms after each press, and
 * re-enabled by a timer when the lock ends) and drag orbits, which the camera follows at once.
 */
export function useRotation() {
  const [rotation, setRotation] = useState<RotationState>(INITIAL_ROTATION);
  const [followingDrag, setFollowingDrag] = useState(false);
  const [now, setNow] = useState(() => Date.now());
  const locked = isRotationLocked(rotation, now);

  useEffect(() => {
    if (!locked) return;
    const timer = window.setTimeout(() => setNow(Date.now()), rotation.lockedUntil - Date.now());
    return () => window.clearTimeout(timer);
  }, [locked, rotation.lockedUntil]);

  const rotate = (command: RotateCommand) => {
    const at = Date.now();
    setNow(at);
    setFollowingDrag(false);
    setRotation((state) => pressRotate(state, command, at));
  };

  const orbit = (turnDeg: number, tiltDeg: number) => {
    setFollowingDrag(true);
    setRotation((state) => dragOrbit(state, turnDeg, tiltDeg));
  };

  return { angles: rotation.angles, locked, followingDrag, rotate, orbit };
}
