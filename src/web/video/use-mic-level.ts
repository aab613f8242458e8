import { useEffect, useState } from 'react';

/** Updates per second: enough for a meter, cheap for a phone. */
const LEVEL_INTERVAL_MS = 100;
/** Speech sits between -50 and -10 dBFS; the meter spans -60 to 0. */
const FLOOR_DB = -60;

/** 0–1: how loud the microphone is, for the meter a player watches before joining. */
export function levelFromSamples(samples: Float32Array): number {
  let sum = 0;
  for (const sample of samples) sum += sample * sample;
  const rms = Math.sqrt(sum / Math.max(1, samples.length));
  if (rms === 0) return 0;
  const db = 20 * Math.log10(rms);
  return Math.min(1, Math.max(0, (db - FLOOR_DB) / -FLOOR_DB));
}

/** The live level of the stream's microphone (0 when there is none, or it is switched off). */
export function useMicLevel(stream: MediaStream | null, version: number): number {
  const [level, setLevel] = useState(0);
  useEffect(() => {
    // `version` changes when another microphone was chosen: measure the new track.
    void version;
    const track = stream?.getTracks().find((candidate) => candidate.kind === 'audio');
    if (!track || typeof AudioContext === 'undefined') {
      setLevel(0);
      return;
    }
    const context = new AudioContext();
    const source = context.createMediaStreamSource(new MediaStream([track]));
    const analyser = context.createAnalyser();
    analyser.fftSize = 1024;
    source.connect(analyser);
    const samples = new Float32Array(analyser.fftSize);
    let frame = 0;
    let last = 0;
    const tick = (time: number) => {
      frame = requestAnimationFrame(tick);
      if (time - last < LEVEL_INTERVAL_MS) return;
      last = time;
      analyser.getFloatTimeDomainData(samples);
      const next = track.enabled ? Math.round(levelFromSamples(samples) * 20) / 20 : 0;
      setLevel((previous) => (previous === next ? previous : next));
    };
    frame = requestAnimationFrame(tick);
    // Started from a click (Preview or Join), so the browser lets it run.
    void context.resume().catch(() => {});
    return () => {
      cancelAnimationFrame(frame);
      source.disconnect();
      void context.close().catch(() => {});
    };
  }, [stream, version]);
  return level;
}
