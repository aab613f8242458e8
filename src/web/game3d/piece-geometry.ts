import {
  BoxGeometry,
  type BufferGeometry,
  ExtrudeGeometry,
  LatheGeometry,
  Shape,
  SphereGeometry,
  Vector2,
} from 'three';
import { mergeGeometries } from 'three/examples/jsm/utils/BufferGeometryUtils.js';

/**
 * The six Staunton-like piece shapes, built from geometry (no downloaded models): turned bodies
 * are lathe profiles, the knight's head is an extruded silhouette, crowns and crosses are small
 * boxes and spheres. Each piece becomes one merged geometry standing on y = 0, at most 0.8 wide,
 * so it fits a one-unit square and casts a shadow in one draw call.
 */
export type PieceKind = 'p' | 'n' | 'b' | 'r' | 'q' | 'k';

const LATHE_SEGMENTS = 32;

/** A profile point: radius from the axis, height. */
type Profile = [number, number][];

/** Points on a circle arc, for rounded heads and collars in a profile. */
function arc(cx: number, cy: number, r: number, fromDeg: number, toDeg: number, steps: number): Profile {
  const points: Profile = [];
  for (let i = 0; i <= steps; i += 1) {
    const angle = ((fromDeg + ((toDeg - fromDeg) * i) / steps) * Math.PI) / 180;
    points.push([Math.max(0, cx + r * Math.cos(angle)), cy + r * Math.sin(angle)]);
  }
  return points;
}

function lathe(profile: Profile): BufferGeometry {
  return new LatheGeometry(
    profile.map(([r, y]) => new Vector2(r, y)),
    LATHE_SEGMENTS,
  );
}

/** The foot every piece stands on: a wide disc with a rounded step. */
function foot(radius: number): Profile {
  return [
    [0, 0],
    [radius, 0],
    [radius, 0.05],
    [radius - 0.03, 0.08],
    [radius - 0.06, 0.1],
  ];
}

function box(w: number, h: number, d: number, x: number, y: number, z: number): BufferGeometry {
  return new BoxGeometry(w, h, d).translate(x, y, z);
}

function merge(parts: BufferGeometry[]): BufferGeometry {
  // Lathe, box and sphere geometries are indexed and extrusions are not; merging wants one kind.
  const merged = mergeGeometries(parts.map((part) => (part.index ? part.toNonIndexed() : part)));
  if (!merged) throw new Error('Piece parts could not be merged');
  for (const part of parts) part.dispose();
  merged.computeBoundingBox();
  merged.computeBoundingSphere();
  return merged;
}

function pawn(): BufferGeometry {
  return lathe([
    ...foot(0.3),
    [0.2, 0.13],
    [0.13, 0.2],
    [0.1, 0.32],
    [0.17, 0.35],
    [0.17, 0.38],
    [0.09, 0.4],
    ...arc(0, 0.5, 0.13, -50, 90, 10),
  ]);
}

function rook(): BufferGeometry {
  const body = lathe([
    ...foot(0.33),
    [0.24, 0.14],
    [0.19, 0.2],
    [0.17, 0.46],
    [0.23, 0.5],
    [0.23, 0.62],
    [0.15, 0.62],
    [0.15, 0.58],
    [0, 0.58],
  ]);
  // Six merlons round the rim.
  const merlons = Array.from({ length: 6 }, (_, i) => {
    const angle = (i * Math.PI) / 3;
    return box(0.09, 0.08, 0.07, 0, 0.66, 0)
      .rotateY(angle)
      .translate(0.19 * Math.sin(angle), 0, 0.19 * Math.cos(angle));
  });
  return merge([body, ...merlons]);
}

function knight(): BufferGeometry {
  const base = lathe([...foot(0.32), [0.22, 0.13], [0.2, 0.16], [0, 0.16]]);
  // The horse's head in profile, nose towards +x; extruded across z.
  const head = new Shape();
  head.moveTo(-0.2, 0.12);
  head.lineTo(0.18, 0.12);
  head.quadraticCurveTo(0.12, 0.28, 0.1, 0.38);
  head.quadraticCurveTo(0.16, 0.47, 0.3, 0.5);
  head.quadraticCurveTo(0.34, 0.58, 0.28, 0.63);
  head.quadraticCurveTo(0.18, 0.68, 0.08, 0.74);
  head.lineTo(0.04, 0.84);
  head.lineTo(-0.04, 0.76);
  head.quadraticCurveTo(-0.2, 0.72, -0.24, 0.5);
  head.quadraticCurveTo(-0.26, 0.3, -0.2, 0.12);
  const depth = 0.16;
  const extruded = new ExtrudeGeometry(head, {
    depth,
    bevelEnabled: true,
    bevelThickness: 0.03,
    bevelSize: 0.025,
    bevelSegments: 3,
    curveSegments: 10,
  }).translate(0, 0, -depth / 2);
  // Extrusion and lathe lay out texture coordinates differently; pieces are untextured anyway.
  extruded.deleteAttribute('uv');
  base.deleteAttribute('uv');
  return merge([base, extruded]);
}

function bishop(): BufferGeometry {
  return lathe([
    ...foot(0.31),
    [0.21, 0.14],
    [0.14, 0.22],
    [0.1, 0.44],
    [0.18, 0.47],
    [0.18, 0.5],
    [0.1, 0.52],
    // The mitre: an egg rising to a point, then a small ball.
    [0.14, 0.58],
    [0.15, 0.64],
    [0.12, 0.72],
    [0.05, 0.79],
    [0.03, 0.8],
    ...arc(0, 0.84, 0.045, -40, 90, 6),
  ]);
}

function queen(): BufferGeometry {
  const body = lathe([
    ...foot(0.34),
    [0.23, 0.15],
    [0.15, 0.24],
    [0.1, 0.56],
    [0.19, 0.6],
    [0.19, 0.63],
    [0.11, 0.66],
    // The crown flares into a cup and closes in a low dome.
    [0.2, 0.8],
    [0.2, 0.82],
    ...arc(0, 0.84, 0.12, 0, 90, 6),
  ]);
  const points = Array.from({ length: 8 }, (_, i) => {
    const angle = (i * Math.PI) / 4;
    return new SphereGeometry(0.035, 10, 8).translate(0.19 * Math.sin(angle), 0.84, 0.19 * Math.cos(angle));
  });
  const top = new SphereGeometry(0.05, 12, 10).translate(0, 1.0, 0);
  return merge([body, ...points, top]);
}

function king(): BufferGeometry {
  const body = lathe([
    ...foot(0.35),
    [0.24, 0.15],
    [0.16, 0.25],
    [0.11, 0.6],
    [0.2, 0.64],
    [0.2, 0.67],
    [0.12, 0.7],
    [0.18, 0.84],
    ...arc(0, 0.87, 0.18, 0, 90, 8),
  ]);
  const upright = box(0.06, 0.2, 0.06, 0, 1.13, 0);
  const arm = box(0.16, 0.06, 0.06, 0, 1.15, 0);
  return merge([body, upright, arm]);
}

const BUILDERS: Record<PieceKind, () => BufferGeometry> = {
  p: pawn,
  n: knight,
  b: bishop,
  r: rook,
  q: queen,
  k: king,
};

/** One geometry per kind, for both colours (materials differ, shapes do not). */
export function buildPieceGeometries(): Record<PieceKind, BufferGeometry> {
  return {
    p: BUILDERS.p(),
    n: BUILDERS.n(),
    b: BUILDERS.b(),
    r: BUILDERS.r(),
    q: BUILDERS.q(),
    k: BUILDERS.k(),
  };
}
