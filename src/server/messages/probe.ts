import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { VideoMessageKind } from '../../core/protocol';

const run = promisify(execFile);

/** What a recording turned out to be once decoded. */
export interface ProbedMedia {
  kind: VideoMessageKind;
  /** The type it is served with, from its container and streams, not from what the sender said. */
  contentType: string;
  durationMs: number;
}

export type Container = 'webm' | 'mp4' | 'ogg';

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) =>
  bytes.length >= at + prefix.length && prefix.every((byte, index) => bytes[at + index] === byte);

/** The container from the first bytes, whatever type the file was sent as; null for anything else. */
export function sniffContainer(bytes: Uint8Array): Container | null {
  // EBML (Matroska/WebM), `ftyp` at byte 4 (MP4), `OggS`.
  if (startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3])) return 'webm';
  if (startsWith(bytes, [0x66, 0x74, 0x79, 0x70], 4)) return 'mp4';
  if (startsWith(bytes, [0x4f, 0x67, 0x67, 0x53])) return 'ogg';
  return null;
}

/** The codecs browsers record in and play back; anything else in the right container is refused. */
const VIDEO_CODECS = new Set(['vp8', 'vp9', 'av1', 'h264']);
const AUDIO_CODECS = new Set(['opus', 'vorbis', 'aac']);

interface ProbeJson {
  streams?: Array<{ codec_type?: string; codec_name?: string }>;
  format?: { format_name?: string; duration?: string };
  packets?: Array<{ pts_time?: string; duration_time?: string }>;
}

/**
 * Decodes the recording's structure with ffprobe and measures it: its streams, and its length from the last
 * packet's end (a browser's recorder writes WebM without a duration in its header, and a header could lie).
 * Null when ffprobe cannot read it, or it holds no stream a browser plays.
 */
export async function probeRecording(bytes: Uint8Array, container: Container): Promise<ProbedMedia | null> {
  const file = path.join(os.tmpdir(), `chesschat-message-${randomBytes(8).toString('hex')}.${container}`);
  await writeFile(file, bytes, { mode: 0o600 });
  try {
    let parsed: ProbeJson;
    try {
      const { stdout } = await run(
        'ffprobe',
        [
          '-v',
          'error',
          '-show_entries',
          'stream=codec_type,codec_name:format=format_name,duration:packet=pts_time,duration_time',
          '-of',
          'json',
          file,
        ],
        { timeout: 15_000, maxBuffer: 16 * 1024 * 1024 },
      );
      parsed = JSON.parse(stdout) as ProbeJson;
    } catch {
      return null;
    }
    const streams = parsed.streams ?? [];
    const video = streams.some((s) => s.codec_type === 'video' && VIDEO_CODECS.has(s.codec_name ?? ''));
    const audio = streams.some((s) => s.codec_type === 'audio' && AUDIO_CODECS.has(s.codec_name ?? ''));
    const unknown = streams.some(
      (s) =>
        (s.codec_type === 'video' && !VIDEO_CODECS.has(s.codec_name ?? '')) ||
        (s.codec_type === 'audio' && !AUDIO_CODECS.has(s.codec_name ?? '')),
    );
    if ((!video && !audio) || unknown) return null;
    let seconds = Number(parsed.format?.duration ?? 0) || 0;
    for (const packet of parsed.packets ?? []) {
      const end = (Number(packet.pts_time) || 0) + (Number(packet.duration_time) || 0);
      if (end > seconds) seconds = end;
    }
    const kind: VideoMessageKind = video ? 'video' : 'audio';
    const contentType = container === 'ogg' ? 'audio/ogg' : `${kind}/${container}`;
    if (container === 'ogg' && video) return null;
    return { kind, contentType, durationMs: Math.round(seconds * 1000) };
  } finally {
    await rm(file, { force: true });
  }
}
