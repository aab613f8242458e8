import { applyPalette, GIFEncoder, quantize } from 'gifenc';
import type { Color } from '../../core/protocol';
import { PositionHistory } from '../game/history';
import { drawBoard, loadPieceImages } from './canvas-board';

/** The animation's size: a board that reads well in a chat message and stays small. */
export const REPLAY_SIZE = 480;
/** How long each move stays on screen, and the final position before the loop starts again. */
const MOVE_MS = 800;
const FINAL_MS = 3000;
/** Colours per frame: the board's two, both sides' pieces, the highlight and their edges fit easily. */
const COLOURS = 64;

/**
 * The game's moves as an animated GIF of the board (decision 191). Encoded in the page in one pass,
 * faster than the game could be played back, and never sent anywhere.
 */
export async function animatedReplay(moves: readonly string[], orientation: Color): Promise<Blob> {
  const images = await loadPieceImages();
  const history = new PositionHistory();
  if (!history.sync(moves)) throw new Error('The moves could not be replayed');
  const canvas = document.createElement('canvas');
  canvas.width = REPLAY_SIZE;
  canvas.height = REPLAY_SIZE;
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  if (!ctx) throw new Error('No 2D canvas');
  const gif = GIFEncoder();
  for (let ply = 0; ply <= moves.length; ply++) {
    const step = history.at(ply);
    const lastMove = step.lastMove ? `${step.lastMove.from}-${step.lastMove.to}` : null;
    drawBoard(ctx, { fen: step.fen, lastMove, orientation }, images, 0, 0, REPLAY_SIZE);
    const { data } = ctx.getImageData(0, 0, REPLAY_SIZE, REPLAY_SIZE);
    const palette = quantize(data, COLOURS);
    gif.writeFrame(applyPalette(data, palette), REPLAY_SIZE, REPLAY_SIZE, {
      palette,
      delay: ply === moves.length ? FINAL_MS : MOVE_MS,
    });
    // Let the page breathe between frames: a long game must not freeze the room.
    if (ply % 10 === 9) await new Promise((resolve) => setTimeout(resolve, 0));
  }
  gif.finish();
  return new Blob([gif.bytes()], { type: 'image/gif' });
}
