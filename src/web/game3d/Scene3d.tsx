import { Canvas } from '@react-three/fiber';
import { memo, useMemo, useRef } from 'react';
import type { Group } from 'three';
import { piecesOf, type SquareName } from '../../core/chess';
import type { Color } from '../../core/protocol';
import type { SquarePair } from '../game/board-view';
import { BoardModel } from './BoardModel';
import { CameraRig } from './CameraRig';
import { CAMERA_FOV } from './camera-pose';
import { Highlights } from './Highlights';
import { Pieces } from './Pieces';
import type { ViewAngles } from './rotation';
import { SceneQueries } from './SceneQueries';
import type { SceneRuntime } from './scene-runtime';

export interface Scene3dProps {
  fen: string;
  orientation: Color;
  angles: ViewAngles;
  /** The angles follow a drag: no glide. */
  immediate: boolean;
  selected: SquareName | null;
  targets: readonly SquareName[];
  lastMove: SquarePair | null;
  checkSquare: SquareName | null;
  premove: SquarePair | null;
  rejected: SquareName | null;
  draggingFrom: SquareName | null;
  droppedOn: SquareName | null;
  runtime: SceneRuntime;
}

const samePair = (a: SquarePair | null, b: SquarePair | null) =>
  a === b || (a !== null && b !== null && a.from === b.from && a.to === b.to);

/** Whether two sets of props draw the same picture (the room may hand over fresh but equal objects). */
export function sameScene(a: Scene3dProps, b: Scene3dProps): boolean {
  return (
    a.fen === b.fen &&
    a.orientation === b.orientation &&
    a.angles.x === b.angles.x &&
    a.angles.y === b.angles.y &&
    a.angles.z === b.angles.z &&
    a.immediate === b.immediate &&
    a.selected === b.selected &&
    a.targets.join() === b.targets.join() &&
    samePair(a.lastMove, b.lastMove) &&
    a.checkSquare === b.checkSquare &&
    samePair(a.premove, b.premove) &&
    a.rejected === b.rejected &&
    a.draggingFrom === b.draggingFrom &&
    a.droppedOn === b.droppedOn &&
    a.runtime === b.runtime
  );
}

/**
 * The canvas. It draws on demand only (frameloop "demand"): a frame when something in it changes,
 * and frame after frame only while a piece slides or the camera glides. Memoised, so the room's
 * clock ticks never reach it.
 */
export const Scene3d = memo(function Scene3d(props: Scene3dProps) {
  const piecesRef = useRef<Group>(null);
  const occupied = useMemo(() => new Set(piecesOf(props.fen).keys()), [props.fen]);
  return (
    <Canvas
      frameloop="demand"
      shadows="percentage"
      flat
      dpr={[1, 2]}
      camera={{ fov: CAMERA_FOV, near: 0.5, far: 60 }}
      gl={{ antialias: true }}
      aria-hidden="true"
    >
      <hemisphereLight args={['#fff8ec', '#5a4633', 0.85]} />
      <directionalLight
        position={[5, 11, 4]}
        intensity={2.8}
        castShadow
        shadow-mapSize={[1024, 1024]}
        shadow-camera-left={-6}
        shadow-camera-right={6}
        shadow-camera-top={6}
        shadow-camera-bottom={-6}
        shadow-camera-near={2}
        shadow-camera-far={30}
        shadow-bias={-0.0005}
        shadow-normalBias={0.02}
      />
      <directionalLight position={[-6, 5, -5]} intensity={0.7} />
      <BoardModel orientation={props.orientation} />
      <Highlights
        selected={props.selected}
        targets={props.targets}
        lastMove={props.lastMove}
        checkSquare={props.checkSquare}
        premove={props.premove}
        rejected={props.rejected}
        occupied={occupied}
      />
      <Pieces
        fen={props.fen}
        lastMove={props.lastMove}
        draggingFrom={props.draggingFrom}
        droppedOn={props.droppedOn}
        runtime={props.runtime}
        groupRef={piecesRef}
      />
      <CameraRig
        angles={props.angles}
        orientation={props.orientation}
        immediate={props.immediate}
        runtime={props.runtime}
      />
      <SceneQueries runtime={props.runtime} piecesRef={piecesRef} />
    </Canvas>
  );
}, sameScene);
