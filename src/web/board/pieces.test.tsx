import { act, cleanup, render } from '@testing-library/react';
import type { MeshStandardMaterial } from 'three';
import { afterEach, describe, expect, it } from 'vitest';
import { pieceSetById } from '../../core/piece-sets';
import { createPieceMaterials } from '../game3d/materials';
import { applyPieceSet, PIECE_SET_KEY } from '../lib/piece-set';
import { PieceImage } from './pieces';

afterEach(() => {
  cleanup();
  act(() => applyPieceSet('classic'));
});

describe('PieceImage and the piece-set store', () => {
  it('draws Classic inline and another set from its file, and redraws when the set changes', () => {
    const { container } = render(<PieceImage piece="n" />);
    expect(container.querySelector('[data-piece-set="classic"] svg')).not.toBeNull();
    expect(container.querySelector('img')).toBeNull();
    act(() => applyPieceSet('merida'));
    expect(container.querySelector('[data-piece-set="merida"] img')?.getAttribute('src')).toBe(
      '/pieces/merida/bN.svg',
    );
    expect(window.localStorage.getItem(PIECE_SET_KEY)).toBe('merida');
  });

  it('lets a preview name its own set', () => {
    const { container } = render(<PieceImage piece="Q" set="noto" />);
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/pieces/noto/wQ.svg');
  });

  it('tints the 3D materials with the set’s colours', () => {
    const tints = pieceSetById('pirouetti')?.tints;
    if (!tints) throw new Error('no Pirouetti set');
    const materials = createPieceMaterials(tints);
    expect(`#${(materials.white as MeshStandardMaterial).color.getHexString()}`).toBe(tints.white);
    expect(`#${(materials.black as MeshStandardMaterial).color.getHexString()}`).toBe(tints.black);
  });
});
