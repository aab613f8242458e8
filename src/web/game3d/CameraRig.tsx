import { useFrame, useThree } from '@react-three/fiber';
import { useEffect, useRef } from 'react';
import type { Color } from '../../core/protocol';
import { cameraPose } from './camera-pose';
import type { ViewAngles } from './rotation';
import type { SceneRuntime } from './scene-runtime';

/** A rotate control's turn takes as long as the controls stay locked. */
const TURN_MS = 300;

interface Tween {
  from: ViewAngles;
  to: ViewAngles;
  start: number;
}

const easeInOut = (t: number) => (t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2);

/** The angles as seen from White's side, so a change of orientation is a half turn like any other. */
function absolute(angles: ViewAngles, orientation: Color): ViewAngles {
  return { ...angles, y: angles.y - (orientation === 'black' ? 180 : 0) };
}

/**
 * Puts the camera where the view angles say. Button turns and flips glide over 300 ms, drawing
 * frames only while they run; drags (`immediate`) jump, since the pointer already moves smoothly.
 */
export function CameraRig({
  angles,
  orientation,
  immediate,
  runtime,
}: {
  angles: ViewAngles;
  orientation: Color;
  immediate: boolean;
  runtime: SceneRuntime;
}) {
  const camera = useThree((state) => state.camera);
  const invalidate = useThree((state) => state.invalidate);
  const target = absolute(angles, orientation);
  const shown = useRef<ViewAngles>(target);
  const tween = useRef<Tween | null>(null);
  const placed = useRef(false);

  const place = (view: ViewAngles) => {
    const pose = cameraPose(view, 'white');
    camera.position.copy(pose.position);
    camera.quaternion.copy(pose.quaternion);
    camera.updateMatrixWorld();
    shown.current = view;
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: the target's numbers are the dependencies
  useEffect(() => {
    if (immediate || !placed.current) {
      placed.current = true;
      tween.current = null;
      runtime.animating.delete('camera');
      place(target);
    } else {
      tween.current = { from: shown.current, to: target, start: performance.now() };
      runtime.animating.add('camera');
    }
    invalidate();
  }, [target.x, target.y, target.z, immediate]);

  useFrame(() => {
    const running = tween.current;
    if (!running) return;
    const t = Math.min(1, (performance.now() - running.start) / TURN_MS);
    const k = easeInOut(t);
    const mix = (a: number, b: number) => a + (b - a) * k;
    place({
      x: mix(running.from.x, running.to.x),
      y: mix(running.from.y, running.to.y),
      z: mix(running.from.z, running.to.z),
    });
    if (t < 1) {
      invalidate();
    } else {
      tween.current = null;
      runtime.animating.delete('camera');
    }
  });

  return null;
}
