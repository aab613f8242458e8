import { Euler, MathUtils, Quaternion, Vector3 } from 'three';
import type { Color } from '../../core/protocol';
import type { ViewAngles } from './rotation';

/** How far the camera sits from the board's centre (world units; the board is 8 wide). */
export const CAMERA_DISTANCE = 20;
/** Vertical field of view of the camera, degrees. */
export const CAMERA_FOV = 38;

export interface CameraPose {
  position: Vector3;
  quaternion: Quaternion;
}

/**
 * Where the camera stands for a view. At x = 0 it looks straight down on the board; a negative x
 * tilts the board away (x −30 sees it at 60° from above, x −60 at 30°) and a positive x tips it past
 * flat, as the old product's CSS rotateX did. y turns the board: a positive y brings its near edge
 * to the right. The viewer's own side is always nearest: Black's camera starts half a turn round.
 */
export function cameraPose(angles: ViewAngles, orientation: Color): CameraPose {
  const euler = new Euler(
    MathUtils.degToRad(-(90 + angles.x)),
    MathUtils.degToRad(-angles.y + (orientation === 'black' ? 180 : 0)),
    MathUtils.degToRad(angles.z),
    'YXZ',
  );
  return {
    position: new Vector3(0, 0, CAMERA_DISTANCE).applyEuler(euler),
    quaternion: new Quaternion().setFromEuler(euler),
  };
}
