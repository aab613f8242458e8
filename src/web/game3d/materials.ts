import { type Material, MeshStandardMaterial } from 'three';
import type { PieceSet } from '../../core/piece-sets';
import type { Color } from '../../core/protocol';

/**
 * Ivory and ebony, a little glossy so their shape reads from the highlights, tinted to the player's piece set
 * (decision 222) so the 3D pieces keep the colours of the 2D ones.
 */
export function createPieceMaterials(tints: PieceSet['tints']): Record<Color, Material> {
  return {
    white: new MeshStandardMaterial({ color: tints.white, roughness: 0.38, metalness: 0.05 }),
    black: new MeshStandardMaterial({ color: tints.black, roughness: 0.32, metalness: 0.1 }),
  };
}
