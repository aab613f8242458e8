import { type Material, MeshStandardMaterial } from 'three';
import type { Color } from '../../core/protocol';

/** Ivory and ebony, a little glossy so their shape reads from the highlights. */
export function createPieceMaterials(): Record<Color, Material> {
  return {
    white: new MeshStandardMaterial({ color: '#f3e9d6', roughness: 0.38, metalness: 0.05 }),
    black: new MeshStandardMaterial({ color: '#2b2521', roughness: 0.32, metalness: 0.1 }),
  };
}
