import { useEffect, useMemo } from 'react';
import type { Color } from '../../core/protocol';
import { useBoardColorsVersion } from '../board/board-theme';
import { BOARD_COLORS, BOARD_EXTENT, drawBoardTexture } from './board-texture';

const THICKNESS = 0.35;

/**
 * The board: a wooden block whose top face carries the squares, the frame and the coordinate
 * labels (one texture, redrawn when the viewer's side changes so the labels read upright, and when the
 * player's board colours change).
 */
export function BoardModel({ orientation }: { orientation: Color }) {
  const colorsVersion = useBoardColorsVersion();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the texture reads the colours in force; a new version means new colours
  const texture = useMemo(() => drawBoardTexture(orientation), [orientation, colorsVersion]);
  useEffect(() => () => texture.dispose(), [texture]);
  return (
    <group>
      <mesh rotation-x={-Math.PI / 2} receiveShadow>
        <planeGeometry args={[BOARD_EXTENT, BOARD_EXTENT]} />
        <meshStandardMaterial map={texture} roughness={0.7} metalness={0} />
      </mesh>
      <mesh position={[0, -THICKNESS / 2 - 0.001, 0]} receiveShadow>
        <boxGeometry args={[BOARD_EXTENT, THICKNESS, BOARD_EXTENT]} />
        <meshStandardMaterial color={BOARD_COLORS.frame} roughness={0.6} />
      </mesh>
    </group>
  );
}
