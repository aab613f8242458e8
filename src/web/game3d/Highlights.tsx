import { useEffect, useMemo } from 'react';
import { CircleGeometry, DoubleSide, MeshBasicMaterial, PlaneGeometry, RingGeometry } from 'three';
import type { SquareName } from '../../core/chess';
import { currentBoardColors, useBoardColorsVersion } from '../board/board-theme';
import type { SquarePair } from '../game/board-view';
import { squareToWorld } from './coordinates';

/**
 * Tints and marks. Last move, selection, premove and check take the player's board theme at draw time
 * (decision 222), as the 2D board does; these are the shades for moves and refusals, and the opacities.
 */
const STYLES = {
  lastMove: { color: '#f6d649', opacity: 0.55 },
  selected: { color: '#0f766e', opacity: 0.55 },
  premove: { color: '#3b82f6', opacity: 0.5 },
  check: { color: '#dc2626', opacity: 0.7 },
  target: { color: '#0f766e', opacity: 0.7 },
  rejected: { color: '#dc2626', opacity: 0.9 },
} as const;

type Style = keyof typeof STYLES;

function useHighlightKit() {
  const colorsVersion = useBoardColorsVersion();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the kit reads the colours in force; a new version means new colours
  const kit = useMemo(() => {
    const theme = currentBoardColors();
    const colorOf: Partial<Record<Style, string>> = {
      lastMove: theme.lastMove,
      selected: theme.selected,
      premove: theme.premove,
      check: theme.check,
    };
    // Flat on the board, facing up.
    const square = new PlaneGeometry(1, 1).rotateX(-Math.PI / 2);
    const dot = new CircleGeometry(0.17, 32).rotateX(-Math.PI / 2);
    const ring = new RingGeometry(0.38, 0.47, 48).rotateX(-Math.PI / 2);
    const materials = Object.fromEntries(
      Object.entries(STYLES).map(([name, { color, opacity }]) => [
        name,
        new MeshBasicMaterial({
          color: colorOf[name as Style] ?? color,
          opacity,
          transparent: true,
          depthWrite: false,
          side: DoubleSide,
        }),
      ]),
    ) as Record<Style, MeshBasicMaterial>;
    return { square, dot, ring, materials };
  }, [colorsVersion]);
  useEffect(
    () => () => {
      kit.square.dispose();
      kit.dot.dispose();
      kit.ring.dispose();
      for (const material of Object.values(kit.materials)) material.dispose();
    },
    [kit],
  );
  return kit;
}

export interface HighlightsProps {
  selected: SquareName | null;
  targets: readonly SquareName[];
  lastMove: SquarePair | null;
  checkSquare: SquareName | null;
  premove: SquarePair | null;
  /** The square ringed red for refusing a move, while the effect lasts. */
  rejected: SquareName | null;
  occupied: ReadonlySet<SquareName>;
}

/** SquareName tints (last move, selection, premove, check) and marks (targets, refusals) on the board. */
export function Highlights(props: HighlightsProps) {
  const kit = useHighlightKit();
  const tints: [SquareName, Style][] = [];
  if (props.lastMove) tints.push([props.lastMove.from, 'lastMove'], [props.lastMove.to, 'lastMove']);
  if (props.premove) tints.push([props.premove.from, 'premove'], [props.premove.to, 'premove']);
  if (props.selected) tints.push([props.selected, 'selected']);
  if (props.checkSquare) tints.push([props.checkSquare, 'check']);

  const at = (square: SquareName, height: number): [number, number, number] => {
    const { x, z } = squareToWorld(square);
    return [x, height, z];
  };

  return (
    <group>
      {tints.map(([square, style], index) => (
        <mesh
          // A square can carry several tints; later ones sit a hair higher and draw on top.
          key={`${style}:${square}`}
          geometry={kit.square}
          material={kit.materials[style]}
          position={at(square, 0.002 + index * 0.0005)}
          renderOrder={1 + index}
          receiveShadow={false}
        />
      ))}
      {props.targets.map((square) => (
        <mesh
          key={`target:${square}`}
          geometry={props.occupied.has(square) ? kit.ring : kit.dot}
          material={kit.materials.target}
          position={at(square, 0.012)}
          renderOrder={20}
        />
      ))}
      {props.rejected && (
        <mesh
          geometry={kit.ring}
          material={kit.materials.rejected}
          position={at(props.rejected, 0.014)}
          renderOrder={21}
        />
      )}
    </group>
  );
}
