import {
  RECORDING_AUDIO_BITS_PER_SECOND,
  RECORDING_CHUNK_MS,
  RECORDING_MAX_MS,
  RECORDING_VIDEO_BITS_PER_SECOND,
} from '../../core/limits';
import type { PieceImages } from './canvas-board';
import { type ChunkStore, openChunkStore } from './chunk-store';
import { drawScene, SCENE_HEIGHT, SCENE_WIDTH, type SceneData } from './scene';

/** Frames a second drawn and recorded: a board and two faces need no more. */
const FRAME_RATE = 15;
const FINAL_FRAME_MS = 300;
/**
 * The scene is laid out at 1280×720 and recorded at half that, 640×360: Chromium's MediaRecorder dropped
 * nearly every frame of larger canvases on our CI machine (measured, decision 192), and 360p keeps the
 * board and both faces readable.
 */
const RECORDING_SCALE = 0.5;

/** The formats tried in order; WebM with VP8 or VP9 and Opus plays everywhere that matters. */
const MIME_TYPES = ['video/webm;codecs=vp8,opus', 'video/webm;codecs=vp9,opus', 'video/webm'];

export interface CallStreams {
  local: MediaStream | null;
  remote: MediaStream | null;
}

export interface RecorderInput {
  scene(): SceneData;
  streams(): CallStreams;
  images: PieceImages;
  /** The recorder ended by itself: the length limit, or the browser stopped it. */
  onEnded(reason: 'limit' | 'stopped'): void;
}

export interface FinishedRecording {
  file: Blob;
  durationMs: number;
  /** Removes the stored chunks once the file has been handed to the browser. */
  discard(): Promise<void>;
}

export interface Recorder {
  stop(): Promise<FinishedRecording>;
}

function pickMimeType(): string {
  const type = MIME_TYPES.find((candidate) => MediaRecorder.isTypeSupported(candidate));
  if (!type) throw new Error('This browser cannot record WebM');
  return type;
}

function hiddenVideo(): HTMLVideoElement {
  const video = document.createElement('video');
  video.muted = true;
  video.playsInline = true;
  video.autoplay = true;
  return video;
}

/**
 * Records the room as one video: a canvas drawing the board and both cameras, and both voices mixed
 * through Web Audio. Chunks go to IndexedDB as MediaRecorder hands them over (decision 192).
 */
export async function startRecorder(input: RecorderInput): Promise<Recorder> {
  const mimeType = pickMimeType();
  const canvas = document.createElement('canvas');
  canvas.width = SCENE_WIDTH * RECORDING_SCALE;
  canvas.height = SCENE_HEIGHT * RECORDING_SCALE;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('No 2D canvas');
  ctx.scale(RECORDING_SCALE, RECORDING_SCALE);
  const videos = { mine: hiddenVideo(), theirs: hiddenVideo() };

  const audio = new AudioContext();
  const mix = audio.createMediaStreamDestination();
  const mixed = new Set<string>();
  function follow(streams: CallStreams): void {
    const pairs: Array<[HTMLVideoElement, MediaStream | null]> = [
      [videos.mine, streams.local],
      [videos.theirs, streams.remote],
    ];
    for (const [video, stream] of pairs) {
      if (video.srcObject !== stream) {
        video.srcObject = stream;
        if (stream) void video.play().catch(() => undefined);
      }
      for (const track of stream?.getAudioTracks() ?? []) {
        if (mixed.has(track.id)) continue;
        mixed.add(track.id);
        audio.createMediaStreamSource(new MediaStream([track])).connect(mix);
      }
    }
  }

  // Frames are pushed by hand after each drawing: a canvas captured at a frame rate gives frames only when
  // the page paints, which a hidden or throttled page hardly does.
  const [video] = canvas.captureStream(0).getVideoTracks() as CanvasCaptureMediaStreamTrack[];
  if (!video) throw new Error('No canvas capture');
  const draw = () => {
    follow(input.streams());
    drawScene(ctx, input.scene(), videos, input.images, Date.now());
    video.requestFrame();
  };
  draw();
  // A timer, not animation frames: those stop in a background tab, and the recording must go on.
  const drawTimer = setInterval(draw, 1000 / FRAME_RATE);

  const stream = new MediaStream([video, ...mix.stream.getAudioTracks()]);
  const recorder = new MediaRecorder(stream, {
    mimeType,
    videoBitsPerSecond: RECORDING_VIDEO_BITS_PER_SECOND,
    audioBitsPerSecond: RECORDING_AUDIO_BITS_PER_SECOND,
  });
  const store: ChunkStore = await openChunkStore(`${Date.now()}-${Math.random().toString(36).slice(2)}`);
  recorder.ondataavailable = (event) => {
    if (event.data.size > 0) void store.append(event.data);
  };
  const stopped = new Promise<void>((resolve) => {
    recorder.onstop = () => resolve();
  });
  let stopping = false;
  recorder.onerror = () => {
    if (!stopping) input.onEnded('stopped');
  };
  const startedAt = Date.now();
  await new Promise<void>((resolve, reject) => {
    recorder.onstart = () => resolve();
    try {
      recorder.start(RECORDING_CHUNK_MS);
    } catch (error) {
      reject(error);
    }
  });
  const limitTimer = setTimeout(() => input.onEnded('limit'), RECORDING_MAX_MS);

  return {
    async stop() {
      stopping = true;
      clearTimeout(limitTimer);
      clearInterval(drawTimer);
      if (recorder.state !== 'inactive') {
        // One last picture at the end, and a moment for the encoder to take it: the video runs as long as the sound.
        draw();
        await new Promise((resolve) => setTimeout(resolve, FINAL_FRAME_MS));
        recorder.stop();
      }
      await stopped;
      for (const track of stream.getTracks()) track.stop();
      for (const video of [videos.mine, videos.theirs]) video.srcObject = null;
      await audio.close();
      const durationMs = Date.now() - startedAt;
      return { file: await store.file('video/webm'), durationMs, discard: () => store.discard() };
    },
  };
}
