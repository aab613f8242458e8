import { createElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { boardFromFen, type PieceLetter } from '../../core/chess';
import { DEFAULT_PIECE_SET, pieceUrl } from '../../core/piece-set-files';
import type { Color } from '../../core/protocol';
import { PieceImage, pieceKeyOf } from '../board/pieces';
import { currentPieceSet } from '../lib/piece-set';

/** The 2D board's colours (ChessBoard2D), so a recording looks like the room. */
const LIGHT = '#f0d9b5';
const DARK = '#b58863';
const LAST_MOVE = 'rgba(155, 199, 0, 0.45)';

const LETTERS: PieceLetter[] = ['K', 'Q', 'R', 'B', 'N', 'P', 'k', 'q', 'r', 'b', 'n', 'p'];

export type PieceImages = Map<PieceLetter, HTMLImageElement>;

/** A set's SVG files (decision 222), same-origin so the canvas stays readable. */
async function loadSetFiles(set: string): Promise<PieceImages> {
  const images: PieceImages = new Map();
  await Promise.all(
    LETTERS.map((piece) => {
      const image = new Image();
      image.src = pieceUrl(set, pieceKeyOf(piece));
      images.set(piece, image);
      return image.decode();
    }),
  );
  return images;
}

/**
 * The board's own piece drawings as images a canvas can draw, in the player's piece set: another set's files,
 * or (for Classic, or when those files cannot be had) each `PieceImage` rendered once into a detached element,
 * its SVG taken as a data URL.
 */
export async function loadPieceImages(set: string = currentPieceSet()): Promise<PieceImages> {
  if (set !== DEFAULT_PIECE_SET) {
    try {
      return await loadSetFiles(set);
    } catch {
      // Offline or gone: the recording still gets pieces, the Classic ones.
    }
  }
  const container = document.createElement('div');
  const root = createRoot(container);
  flushSync(() => {
    root.render(
      createElement(
        'div',
        null,
        LETTERS.map((piece) => createElement(PieceImage, { key: piece, piece, set: DEFAULT_PIECE_SET })),
      ),
    );
  });
  const svgs = [...container.querySelectorAll('svg')].map((svg) => {
    svg.setAttribute('width', '90');
    svg.setAttribute('height', '90');
    return svg.outerHTML;
  });
  root.unmount();
  const images: PieceImages = new Map();
  await Promise.all(
    LETTERS.map((piece, index) => {
      const image = new Image();
      image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svgs[index] ?? '')}`;
      images.set(piece, image);
      return image.decode();
    }),
  );
  return images;
}

export interface BoardPicture {
  fen: string;
  /** The last move as "e2-e4", highlighted. */
  lastMove: string | null;
  /** The side at the bottom. */
  orientation: Color;
}

function squareAt(name: string, orientation: Color): { file: number; row: number } {
  const file = name.charCodeAt(0) - 97;
  const rank = Number(name[1]) - 1;
  return orientation === 'white' ? { file, row: 7 - rank } : { file: 7 - file, row: rank };
}

/** Draws the position at (x, y), `size` pixels square. */
export function drawBoard(
  ctx: CanvasRenderingContext2D,
  picture: BoardPicture,
  images: PieceImages,
  x: number,
  y: number,
  size: number,
): void {
  const square = size / 8;
  for (let row = 0; row < 8; row++) {
    for (let file = 0; file < 8; file++) {
      ctx.fillStyle = (row + file) % 2 === 0 ? LIGHT : DARK;
      ctx.fillRect(x + file * square, y + row * square, square, square);
    }
  }
  const [from, to] = picture.lastMove?.split('-') ?? [];
  for (const name of [from, to]) {
    if (!name) continue;
    const at = squareAt(name.slice(0, 2), picture.orientation);
    ctx.fillStyle = LAST_MOVE;
    ctx.fillRect(x + at.file * square, y + at.row * square, square, square);
  }
  boardFromFen(picture.fen).forEach((rankRow, index) => {
    rankRow.forEach((letter, fileIndex) => {
      const image = images.get(letter as PieceLetter);
      if (!image) return;
      const name = `${String.fromCharCode(97 + fileIndex)}${8 - index}`;
      const at = squareAt(name, picture.orientation);
      ctx.drawImage(image, x + at.file * square, y + at.row * square, square, square);
    });
  });
}
