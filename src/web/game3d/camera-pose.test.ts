import { PerspectiveCamera, Vector3 } from 'three';
import { describe, expect, it } from 'vitest';
import type { SquareName } from '../../core/chess';
import type { Color } from '../../core/protocol';
import { BOARD_EXTENT } from './board-texture';
import { CAMERA_DISTANCE, CAMERA_FOV, cameraPose } from './camera-pose';
import { squareToWorld } from './coordinates';
import { DEFAULT_VIEW, type ViewAngles } from './rotation';

/** Normalised device coordinates (−1 … 1, y up) of a square's centre. */
function onScreen(square: SquareName, angles: ViewAngles, orientation: Color) {
  const camera = new PerspectiveCamera(CAMERA_FOV, 1, 0.1, 100);
  const pose = cameraPose(angles, orientation);
  camera.position.copy(pose.position);
  camera.quaternion.copy(pose.quaternion);
  camera.updateMatrixWorld();
  const { x, z } = squareToWorld(square);
  const ndc = new Vector3(x, 0, z).project(camera);
  return { x: ndc.x, y: ndc.y };
}

describe('camera pose', () => {
  it('looks at the centre of the board from the set distance', () => {
    const pose = cameraPose(DEFAULT_VIEW, 'white');
    expect(pose.position.length()).toBeCloseTo(CAMERA_DISTANCE);
    const forward = new Vector3(0, 0, -1).applyQuaternion(pose.quaternion);
    const towardCentre = pose.position.clone().negate().normalize();
    expect(forward.distanceTo(towardCentre)).toBeLessThan(1e-9);
  });

  it('sees the board from 60° above at the default tilt and straight down at x = 0', () => {
    const pose = cameraPose(DEFAULT_VIEW, 'white');
    const elevation = Math.asin(pose.position.y / pose.position.length());
    expect((elevation * 180) / Math.PI).toBeCloseTo(60);
    const flat = cameraPose({ x: 0, y: 0, z: 0 }, 'white');
    expect(flat.position.x).toBeCloseTo(0);
    expect(flat.position.z).toBeCloseTo(0);
    expect(flat.position.y).toBeCloseTo(CAMERA_DISTANCE);
  });

  it("turns the board to the player's side: a1 bottom left for White, top right for Black", () => {
    const straight = { x: -30, y: 0, z: 0 };
    const white = onScreen('a1', straight, 'white');
    expect(white.x).toBeLessThan(0);
    expect(white.y).toBeLessThan(0);
    const black = onScreen('a1', straight, 'black');
    expect(black.x).toBeGreaterThan(0);
    expect(black.y).toBeGreaterThan(0);
    expect(onScreen('h8', straight, 'black').y).toBeLessThan(0);
  });

  it('keeps the whole board, frame and tallest pieces in view at every tilt and turn', () => {
    const edge = BOARD_EXTENT / 2;
    const points = [
      ...[-edge, edge].flatMap((x) => [-edge, edge].map((z) => new Vector3(x, 0, z))),
      ...(['a1', 'h1', 'a8', 'h8'] as const).map((square) => {
        const { x, z } = squareToWorld(square);
        return new Vector3(x, 1.25, z);
      }),
    ];
    for (const x of [-60, -45, -30, -15, 0, 15]) {
      for (const y of [0, 20, 45, 90, 135, 180, 270]) {
        const camera = new PerspectiveCamera(CAMERA_FOV, 1, 0.1, 100);
        const pose = cameraPose({ x, y, z: 0 }, 'white');
        camera.position.copy(pose.position);
        camera.quaternion.copy(pose.quaternion);
        camera.updateMatrixWorld();
        for (const point of points) {
          const ndc = point.clone().project(camera);
          expect(Math.max(Math.abs(ndc.x), Math.abs(ndc.y)), `x ${x} y ${y}`).toBeLessThan(1);
        }
      }
    }
  });

  it('brings the near edge to the right when y grows', () => {
    const before = onScreen('e1', { x: -30, y: 0, z: 0 }, 'white');
    const after = onScreen('e1', { x: -30, y: 15, z: 0 }, 'white');
    expect(after.x).toBeGreaterThan(before.x);
  });
});
