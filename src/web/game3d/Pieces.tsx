import { useFrame, useThree } from '@react-three/fiber';
import { type RefObject, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import type { BufferGeometry, Group, Material, Mesh } from 'three';
import { colorOfLetter, type PieceLetter, piecesOf, type SquareName } from '../../core/chess';
import { DEFAULT_PIECE_SET, pieceSetById } from '../../core/piece-sets';
import type { Color } from '../../core/protocol';
import type { SquarePair } from '../game/board-view';
import { usePieceSet } from '../lib/piece-set';
import { squareToWorld } from './coordinates';
import { createPieceMaterials } from './materials';
import { buildPieceGeometries, type PieceKind } from './piece-geometry';
import type { SceneRuntime } from './scene-runtime';

const SLIDE_MS = 260;
/** How high a moving or dragged piece is lifted off the board. */
const LIFT = 0.35;

interface Slide {
  from: SquareName;
  /** Changes with every move, so the same square can slide again. */
  key: string;
}

function PieceMesh({
  square,
  geometry,
  material,
  color,
  slide,
  dragged,
  runtime,
}: {
  square: SquareName;
  geometry: BufferGeometry;
  material: Material;
  color: Color;
  slide: Slide | null;
  dragged: boolean;
  runtime: SceneRuntime;
}) {
  const invalidate = useThree((state) => state.invalidate);
  const ref = useRef<Mesh>(null);
  const animation = useRef<{ from: SquareName; start: number } | null>(null);
  const home = squareToWorld(square);
  const id = `piece:${square}`;

  const appliedSlide = useRef<string | null>(null);

  // Placed before the first frame that shows it: at home, or where its slide starts.
  // biome-ignore lint/correctness/useExhaustiveDependencies: slide.key marks a new move; home follows square
  useLayoutEffect(() => {
    const mesh = ref.current;
    if (!mesh) return;
    if (slide && slide.key !== appliedSlide.current) {
      appliedSlide.current = slide.key;
      animation.current = { from: slide.from, start: performance.now() };
      runtime.animating.add(id);
      const start = squareToWorld(slide.from);
      mesh.position.set(start.x, 0, start.z);
    } else if (!animation.current) {
      mesh.position.set(home.x, 0, home.z);
    }
    invalidate();
  }, [square, slide?.key, dragged]);

  useEffect(() => () => void runtime.animating.delete(id), [runtime, id]);

  useFrame(() => {
    const mesh = ref.current;
    if (!mesh) return;
    if (dragged && runtime.dragPoint) {
      mesh.position.set(runtime.dragPoint.x, LIFT, runtime.dragPoint.z);
      return;
    }
    const running = animation.current;
    if (!running) return;
    const t = Math.min(1, (performance.now() - running.start) / SLIDE_MS);
    const eased = 1 - (1 - t) ** 3;
    const from = squareToWorld(running.from);
    mesh.position.set(
      from.x + (home.x - from.x) * eased,
      LIFT * Math.sin(Math.PI * t),
      from.z + (home.z - from.z) * eased,
    );
    if (t < 1) {
      invalidate();
    } else {
      animation.current = null;
      runtime.animating.delete(id);
    }
  });

  return (
    <mesh
      ref={ref}
      geometry={geometry}
      material={material}
      // Knights show their profile to their owner, facing left and a little towards the opponent.
      rotation-y={color === 'white' ? (5 * Math.PI) / 6 : -Math.PI / 6}
      castShadow
      userData={{ square }}
    />
  );
}

/**
 * The pieces of the drawn position. After a move the moved piece slides (with a small hop) from
 * its old square, unless the viewer just dropped it there by hand.
 */
export function Pieces({
  fen,
  lastMove,
  draggingFrom,
  droppedOn,
  runtime,
  groupRef,
}: {
  fen: string;
  lastMove: SquarePair | null;
  draggingFrom: SquareName | null;
  /** The square the viewer's last drag ended on: that move is not slid again. */
  droppedOn: SquareName | null;
  runtime: SceneRuntime;
  groupRef: RefObject<Group | null>;
}) {
  const geometries = useMemo(buildPieceGeometries, []);
  const set = usePieceSet();
  const materials = useMemo(() => {
    const chosen = pieceSetById(set) ?? pieceSetById(DEFAULT_PIECE_SET);
    return createPieceMaterials(chosen?.tints ?? { white: '#f3e9d6', black: '#2b2521' });
  }, [set]);
  useEffect(
    () => () => {
      for (const geometry of Object.values(geometries)) geometry.dispose();
      for (const material of Object.values(materials)) material.dispose();
    },
    [geometries, materials],
  );

  const pieces = useMemo(() => [...piecesOf(fen)], [fen]);
  // Only a move that arrives while the board is shown slides; the position it opened on does not.
  const openingFen = useRef(fen);
  const slideTo = fen !== openingFen.current && lastMove && lastMove.to !== droppedOn ? lastMove : null;

  return (
    <group ref={groupRef}>
      {pieces.map(([square, letter]: [SquareName, PieceLetter]) => {
        const color = colorOfLetter(letter);
        return (
          <PieceMesh
            key={square}
            square={square}
            geometry={geometries[letter.toLowerCase() as PieceKind]}
            material={materials[color]}
            color={color}
            slide={slideTo?.to === square ? { from: slideTo.from, key: fen } : null}
            dragged={draggingFrom === square}
            runtime={runtime}
          />
        );
      })}
    </group>
  );
}
