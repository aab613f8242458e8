import { shownName } from '../../core/game-card';
import type { Color, Game } from '../../core/protocol';
import { type ClockReading, formatClock, remainingAt } from '../game/clock';
import { type BoardPicture, drawBoard, type PieceImages } from './canvas-board';

/** The recording's picture: 1280×720, the board on the left, both cameras stacked on the right. */
export const SCENE_WIDTH = 1280;
export const SCENE_HEIGHT = 720;
const BOARD = 560;
const BOARD_X = 40;
const BOARD_Y = 80;
const CAMERA_X = 660;
const CAMERA_W = 580;
const CAMERA_H = 326;

export interface SceneData {
  game: Game;
  /** The position the recording player looks at: the live one, or a past one while reviewing. */
  shown: { fen: string; lastMove: string | null };
  clock: ClockReading | null;
  clockOffsetMs: number;
  /** The recording player's side, drawn at the bottom. */
  me: Color;
  /** The words drawn into the picture, in the recording player's language. */
  words: SceneWords;
}

export interface SceneWords {
  colour: Record<Color, string>;
  cameraOff: string;
  /** How the game ended, once it has. */
  outcome: string | null;
}

export interface SceneVideos {
  mine: HTMLVideoElement;
  theirs: HTMLVideoElement;
}

function drawPlayerBar(
  ctx: CanvasRenderingContext2D,
  data: SceneData,
  color: Color,
  y: number,
  seconds: number,
): void {
  const player = color === 'white' ? data.game.white : data.game.black;
  ctx.fillStyle = '#f5f5f4';
  ctx.font = 'bold 28px sans-serif';
  ctx.textBaseline = 'middle';
  ctx.textAlign = 'left';
  ctx.fillText(`${shownName(player)} (${data.words.colour[color]})`, BOARD_X, y);
  const running = data.clock?.clockRunning === color && data.game.status === 'active';
  ctx.fillStyle = running ? '#fbbf24' : '#d6d3d1';
  ctx.font = 'bold 30px monospace';
  ctx.textAlign = 'right';
  ctx.fillText(formatClock(seconds), BOARD_X + BOARD, y);
}

function drawCamera(
  cameraOff: string,
  ctx: CanvasRenderingContext2D,
  video: HTMLVideoElement,
  name: string,
  y: number,
): void {
  ctx.fillStyle = '#0c0a09';
  ctx.fillRect(CAMERA_X, y, CAMERA_W, CAMERA_H);
  if (video.videoWidth > 0 && video.readyState >= 2) {
    // Fit the frame inside the box, keeping its shape.
    const scale = Math.min(CAMERA_W / video.videoWidth, CAMERA_H / video.videoHeight);
    const w = video.videoWidth * scale;
    const h = video.videoHeight * scale;
    ctx.drawImage(video, CAMERA_X + (CAMERA_W - w) / 2, y + (CAMERA_H - h) / 2, w, h);
  } else {
    ctx.fillStyle = '#a8a29e';
    ctx.font = '24px sans-serif';
    ctx.textAlign = 'center';
    ctx.fillText(cameraOff, CAMERA_X + CAMERA_W / 2, y + CAMERA_H / 2);
  }
  ctx.fillStyle = 'rgba(0, 0, 0, 0.55)';
  ctx.fillRect(CAMERA_X, y + CAMERA_H - 36, CAMERA_W, 36);
  ctx.fillStyle = '#f5f5f4';
  ctx.font = '20px sans-serif';
  ctx.textAlign = 'left';
  ctx.fillText(name, CAMERA_X + 12, y + CAMERA_H - 18);
}

/** One frame: the position with its last move, both clocks, names, the result once there is one, and both cameras. */
export function drawScene(
  ctx: CanvasRenderingContext2D,
  data: SceneData,
  videos: SceneVideos,
  images: PieceImages,
  localNow: number,
): void {
  const { game, me } = data;
  const them: Color = me === 'white' ? 'black' : 'white';
  ctx.fillStyle = '#1f2430';
  ctx.fillRect(0, 0, SCENE_WIDTH, SCENE_HEIGHT);
  const picture: BoardPicture = { ...data.shown, orientation: me };
  drawBoard(ctx, picture, images, BOARD_X, BOARD_Y, BOARD);
  const times = data.clock
    ? remainingAt(data.clock, localNow, data.clockOffsetMs)
    : { white: game.whiteTimeRemaining, black: game.blackTimeRemaining };
  drawPlayerBar(ctx, data, them, BOARD_Y - 32, times[them]);
  drawPlayerBar(ctx, data, me, BOARD_Y + BOARD + 32, times[me]);
  const theirPlayer = them === 'white' ? game.white : game.black;
  const myPlayer = me === 'white' ? game.white : game.black;
  drawCamera(data.words.cameraOff, ctx, videos.theirs, shownName(theirPlayer), 24);
  drawCamera(data.words.cameraOff, ctx, videos.mine, shownName(myPlayer), 24 + CAMERA_H + 16);
  if (data.words.outcome) {
    ctx.fillStyle = 'rgba(0, 0, 0, 0.7)';
    ctx.fillRect(BOARD_X, BOARD_Y + BOARD / 2 - 40, BOARD, 80);
    ctx.fillStyle = '#ffffff';
    ctx.font = 'bold 26px sans-serif';
    ctx.textAlign = 'center';
    ctx.fillText(data.words.outcome, BOARD_X + BOARD / 2, BOARD_Y + BOARD / 2);
  }
}
