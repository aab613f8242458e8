import { CanvasTexture, SRGBColorSpace } from 'three';
import { FILES, RANKS } from '../../core/chess';
import type { Color } from '../../core/protocol';
import { currentBoardColors } from '../board/board-theme';
import { ALL_SQUARES, isLightSquare, SQUARE_SIZE, squareToWorld } from './coordinates';

/** The frame round the 64 squares, in world units, where the coordinate labels sit. */
export const BORDER = 0.6;
/** Side of the board's top face, frame included. */
export const BOARD_EXTENT = FILES.length * SQUARE_SIZE + 2 * BORDER;

export const BOARD_COLORS = {
  light: '#f0d9b5',
  dark: '#b58863',
  frame: '#4a2f1c',
  label: '#f6e7cb',
} as const;

const TEXTURE_PX = 1024;

/**
 * The board's top face as one texture: squares, frame and the a–h / 1–8 labels on all four edges.
 * Drawn as a diagram seen from above with rank 8 at the top of the canvas, which is how a plane
 * laid flat on the x–z plane maps it. Labels are turned to read upright from the viewer's side.
 */
export function drawBoardTexture(orientation: Color): CanvasTexture {
  const canvas = document.createElement('canvas');
  canvas.width = TEXTURE_PX;
  canvas.height = TEXTURE_PX;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('2D canvas is unavailable');
  const scale = TEXTURE_PX / BOARD_EXTENT;
  /** Canvas pixel of a world point on the top face. */
  const toPixel = (x: number, z: number) => ({
    px: (x + BOARD_EXTENT / 2) * scale,
    py: (z + BOARD_EXTENT / 2) * scale,
  });

  // The player's board theme (issue 17), as the 2D board shows it.
  const squares = currentBoardColors();
  context.fillStyle = BOARD_COLORS.frame;
  context.fillRect(0, 0, TEXTURE_PX, TEXTURE_PX);

  for (const square of ALL_SQUARES) {
    const { x, z } = squareToWorld(square);
    const { px, py } = toPixel(x - SQUARE_SIZE / 2, z - SQUARE_SIZE / 2);
    context.fillStyle = isLightSquare(square) ? squares.light : squares.dark;
    context.fillRect(px, py, SQUARE_SIZE * scale, SQUARE_SIZE * scale);
  }

  context.fillStyle = BOARD_COLORS.label;
  context.font = `600 ${Math.round(BORDER * scale * 0.55)}px ui-sans-serif, system-ui, sans-serif`;
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  const label = (text: string, x: number, z: number) => {
    const { px, py } = toPixel(x, z);
    context.save();
    context.translate(px, py);
    if (orientation === 'black') context.rotate(Math.PI);
    context.fillText(text, 0, 0);
    context.restore();
  };
  const edge = FILES.length / 2 + BORDER / 2;
  FILES.forEach((file) => {
    const { x } = squareToWorld(`${file}1`);
    label(file, x, edge);
    label(file, x, -edge);
  });
  RANKS.forEach((rank) => {
    const { z } = squareToWorld(`a${rank}`);
    label(rank, -edge, z);
    label(rank, edge, z);
  });

  const texture = new CanvasTexture(canvas);
  texture.colorSpace = SRGBColorSpace;
  texture.anisotropy = 4;
  return texture;
}
