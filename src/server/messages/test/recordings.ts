import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Recordings made here by ffmpeg, as a browser's recorder would send them, for the messages' tests. */
export interface Recordings {
  /** Two seconds of a test picture and a tone, VP8 and Opus in WebM. */
  video: Uint8Array;
  /** Two seconds of a tone, Opus in WebM: an audio-only message. */
  audio: Uint8Array;
  /** Thirty-one seconds of a tone, Opus in Ogg: one second too long. */
  tooLong: Uint8Array;
  /** One second of uncompressed sound in WAV: sound, but not a type browsers record. */
  wav: Uint8Array;
  /** A WebM header on bytes that are no recording. */
  broken: Uint8Array;
}

export function makeRecordings(): Recordings {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'chesschat-recordings-'));
  const make = (name: string, args: string[]) => {
    const file = path.join(dir, name);
    execFileSync('ffmpeg', ['-v', 'error', '-y', ...args, file]);
    return new Uint8Array(readFileSync(file));
  };
  try {
    const tone = ['-f', 'lavfi', '-i', 'sine=frequency=440'];
    const video = make('video.webm', [
      ...['-f', 'lavfi', '-i', 'testsrc=size=160x120:rate=10', ...tone, '-t', '2'],
      ...['-c:v', 'libvpx', '-b:v', '100k', '-c:a', 'libopus', '-f', 'webm'],
    ]);
    const audio = make('audio.webm', [...tone, '-t', '2', '-c:a', 'libopus', '-f', 'webm']);
    const tooLong = make('long.ogg', [...tone, '-t', '31', '-c:a', 'libopus', '-b:a', '16k', '-f', 'ogg']);
    const wav = make('sound.wav', [...tone, '-t', '1', '-c:a', 'pcm_s16le', '-f', 'wav']);
    const broken = new Uint8Array([...video.slice(0, 40), ...new Uint8Array(400).fill(7)]);
    return { video, audio, tooLong, wav, broken };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
