import { Box3, type BufferGeometry } from 'three';
import { describe, expect, it } from 'vitest';
import { buildPieceGeometries, type PieceKind } from './piece-geometry';

const geometries = buildPieceGeometries();
const KINDS: PieceKind[] = ['p', 'r', 'n', 'b', 'q', 'k'];

function bounds(geometry: BufferGeometry): Box3 {
  geometry.computeBoundingBox();
  return geometry.boundingBox ?? new Box3();
}

describe('piece geometry', () => {
  it('builds six solid shapes that stand on the board and fit a square', () => {
    for (const kind of KINDS) {
      const geometry = geometries[kind];
      const position = geometry.getAttribute('position');
      expect(position.count, kind).toBeGreaterThan(300);
      const box = bounds(geometry);
      expect(box.min.y, kind).toBeCloseTo(0, 5);
      expect(box.max.x - box.min.x, kind).toBeLessThanOrEqual(0.8);
      expect(box.max.z - box.min.z, kind).toBeLessThanOrEqual(0.8);
      // Normals are usable for lighting: none is zero or not a number.
      const normal = geometry.getAttribute('normal');
      for (let i = 0; i < normal.count; i += 1) {
        const length = Math.hypot(normal.getX(i), normal.getY(i), normal.getZ(i));
        expect(length, `${kind} normal ${i}`).toBeGreaterThan(0.99);
      }
    }
  });

  it('ranks the pieces by height: pawn, rook, knight, bishop, queen, king', () => {
    const heights = KINDS.map((kind) => bounds(geometries[kind]).max.y);
    const sorted = [...heights].sort((a, b) => a - b);
    expect(heights).toEqual(sorted);
    expect(new Set(heights).size).toBe(6);
  });

  it('gives the knight a flat head in profile: the only shape not turned on a lathe', () => {
    const spanAboveFoot = (geometry: BufferGeometry) => {
      const position = geometry.getAttribute('position');
      let [minX, maxX, minZ, maxZ] = [0, 0, 0, 0];
      for (let i = 0; i < position.count; i += 1) {
        if (position.getY(i) < 0.3) continue;
        minX = Math.min(minX, position.getX(i));
        maxX = Math.max(maxX, position.getX(i));
        minZ = Math.min(minZ, position.getZ(i));
        maxZ = Math.max(maxZ, position.getZ(i));
      }
      return { x: maxX - minX, z: maxZ - minZ };
    };
    const knight = spanAboveFoot(geometries.n);
    expect(knight.x).toBeGreaterThan(2 * knight.z);
    for (const kind of ['p', 'r', 'b', 'q', 'k'] as const) {
      const turned = spanAboveFoot(geometries[kind]);
      expect(Math.abs(turned.x - turned.z), kind).toBeLessThan(0.02);
    }
  });
});
