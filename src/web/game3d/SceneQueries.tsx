import { useFrame, useThree } from '@react-three/fiber';
import { type RefObject, useEffect } from 'react';
import { type Group, Plane, Raycaster, Vector2, Vector3 } from 'three';
import { isSquareName } from '../../core/chess';
import { type BoardPoint, squareToWorld, worldToSquare } from './coordinates';
import type { SceneRuntime, ScreenPoint } from './scene-runtime';

const PLAYING_SURFACE = new Plane(new Vector3(0, 1, 0), 0);

/**
 * Registers the scene's answers about the screen (what square is under the pointer, where a square
 * is drawn) for the DOM side of the board, and counts the frames drawn.
 */
export function SceneQueries({
  runtime,
  piecesRef,
}: {
  runtime: SceneRuntime;
  piecesRef: RefObject<Group | null>;
}) {
  const camera = useThree((state) => state.camera);
  const canvas = useThree((state) => state.gl.domElement);

  useFrame(() => {
    runtime.frames += 1;
  });

  useEffect(() => {
    const raycaster = new Raycaster();
    const aim = (point: ScreenPoint) => {
      const rect = canvas.getBoundingClientRect();
      const ndc = new Vector2(
        ((point.x - rect.left) / rect.width) * 2 - 1,
        -((point.y - rect.top) / rect.height) * 2 + 1,
      );
      raycaster.setFromCamera(ndc, camera);
    };
    const boardPointAt = (point: ScreenPoint): BoardPoint | null => {
      aim(point);
      const hit = raycaster.ray.intersectPlane(PLAYING_SURFACE, new Vector3());
      return hit ? { x: hit.x, z: hit.z } : null;
    };
    runtime.queries = {
      squareAt(point) {
        aim(point);
        const pieces = piecesRef.current?.children ?? [];
        for (const hit of raycaster.intersectObjects(pieces, false)) {
          const square: unknown = hit.object.userData.square;
          if (typeof square === 'string' && isSquareName(square)) return square;
        }
        const onBoard = boardPointAt(point);
        return onBoard ? worldToSquare(onBoard.x, onBoard.z) : null;
      },
      boardPointAt,
      project(square, height = 0) {
        const rect = canvas.getBoundingClientRect();
        if (rect.width === 0 || rect.height === 0) return null;
        const { x, z } = squareToWorld(square);
        const ndc = new Vector3(x, height, z).project(camera);
        return {
          x: rect.left + ((ndc.x + 1) / 2) * rect.width,
          y: rect.top + ((1 - ndc.y) / 2) * rect.height,
        };
      },
    };
    return () => {
      runtime.queries = null;
    };
  }, [camera, canvas, runtime, piecesRef]);

  return null;
}
