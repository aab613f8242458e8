/**
 * Move, capture, check and checkmate sounds, synthesized with Web Audio: no sound files to ship or
 * license, and nothing is downloaded until the first sound plays. Browsers keep audio suspended
 * until a user gesture, so the room calls `unlock()` from its first pointer or key press.
 */

export type SoundKind = 'move' | 'capture' | 'check' | 'checkmate';

/** The part of AudioContext the sounds use (a test passes a recording fake). */
export interface AudioLike {
  readonly currentTime: number;
  readonly state: string;
  readonly destination: AudioNode;
  readonly sampleRate: number;
  resume(): Promise<void>;
  createOscillator(): OscillatorNode;
  createGain(): GainNode;
  createBiquadFilter(): BiquadFilterNode;
  createBuffer(channels: number, length: number, sampleRate: number): AudioBuffer;
  createBufferSource(): AudioBufferSourceNode;
}

interface Tone {
  type: OscillatorType;
  from: number;
  to: number;
  at: number;
  length: number;
  volume: number;
}

interface Knock {
  at: number;
  volume: number;
  frequency: number;
}

const RECIPES: Record<SoundKind, { tones: Tone[]; knocks: Knock[] }> = {
  // A wooden "tock": a falling sine under a short filtered noise burst.
  move: {
    tones: [{ type: 'sine', from: 520, to: 220, at: 0, length: 0.09, volume: 0.35 }],
    knocks: [{ at: 0, volume: 0.25, frequency: 1800 }],
  },
  // Lower and doubled: a piece knocked off the board.
  capture: {
    tones: [
      { type: 'sine', from: 380, to: 140, at: 0, length: 0.1, volume: 0.45 },
      { type: 'sine', from: 300, to: 120, at: 0.05, length: 0.12, volume: 0.35 },
    ],
    knocks: [
      { at: 0, volume: 0.35, frequency: 1400 },
      { at: 0.05, volume: 0.25, frequency: 1100 },
    ],
  },
  check: {
    tones: [
      { type: 'triangle', from: 880, to: 880, at: 0, length: 0.09, volume: 0.25 },
      { type: 'triangle', from: 1175, to: 1175, at: 0.11, length: 0.14, volume: 0.25 },
    ],
    knocks: [{ at: 0, volume: 0.2, frequency: 1800 }],
  },
  checkmate: {
    tones: [
      { type: 'triangle', from: 659, to: 659, at: 0, length: 0.16, volume: 0.28 },
      { type: 'triangle', from: 523, to: 523, at: 0.17, length: 0.16, volume: 0.28 },
      { type: 'triangle', from: 392, to: 392, at: 0.34, length: 0.5, volume: 0.3 },
    ],
    knocks: [{ at: 0, volume: 0.25, frequency: 1400 }],
  },
};

export interface SoundPlayer {
  play(kind: SoundKind): void;
  /** Resumes audio; call from a user gesture. */
  unlock(): void;
  muted: boolean;
}

export function createSoundPlayer(createContext: () => AudioLike | null): SoundPlayer {
  let context: AudioLike | null = null;
  let noise: AudioBuffer | null = null;

  const ensure = (): AudioLike | null => {
    if (!context) context = createContext();
    return context;
  };

  const tone = (ctx: AudioLike, start: number, t: Tone) => {
    const oscillator = ctx.createOscillator();
    const gain = ctx.createGain();
    oscillator.type = t.type;
    oscillator.frequency.setValueAtTime(t.from, start + t.at);
    if (t.to !== t.from) oscillator.frequency.exponentialRampToValueAtTime(t.to, start + t.at + t.length);
    gain.gain.setValueAtTime(0.0001, start + t.at);
    gain.gain.exponentialRampToValueAtTime(t.volume, start + t.at + 0.005);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + t.at + t.length);
    oscillator.connect(gain).connect(ctx.destination);
    oscillator.start(start + t.at);
    oscillator.stop(start + t.at + t.length + 0.02);
  };

  const knock = (ctx: AudioLike, start: number, k: Knock) => {
    if (!noise) {
      const length = Math.floor(ctx.sampleRate * 0.04);
      noise = ctx.createBuffer(1, length, ctx.sampleRate);
      const data = noise.getChannelData(0);
      for (let i = 0; i < length; i += 1) data[i] = (Math.random() * 2 - 1) * (1 - i / length);
    }
    const source = ctx.createBufferSource();
    const filter = ctx.createBiquadFilter();
    const gain = ctx.createGain();
    source.buffer = noise;
    filter.type = 'bandpass';
    filter.frequency.value = k.frequency;
    gain.gain.value = k.volume;
    source.connect(filter).connect(gain).connect(ctx.destination);
    source.start(start + k.at);
  };

  return {
    muted: false,
    unlock() {
      const ctx = ensure();
      if (ctx && ctx.state === 'suspended') void ctx.resume().catch(() => undefined);
    },
    play(kind) {
      if (this.muted) return;
      const ctx = ensure();
      if (ctx?.state !== 'running') return;
      const start = ctx.currentTime + 0.01;
      const recipe = RECIPES[kind];
      for (const t of recipe.tones) tone(ctx, start, t);
      for (const k of recipe.knocks) knock(ctx, start, k);
    },
  };
}

function browserAudio(): AudioLike | null {
  if (typeof window === 'undefined' || typeof window.AudioContext !== 'function') return null;
  try {
    return new window.AudioContext();
  } catch {
    return null;
  }
}

const MUTE_KEY = 'chesschat:soundMuted';

/** The tab's one sound player; the mute choice is remembered. */
export const sounds: SoundPlayer = createSoundPlayer(browserAudio);
try {
  sounds.muted = typeof localStorage !== 'undefined' && localStorage.getItem(MUTE_KEY) === '1';
} catch {
  sounds.muted = false;
}

export function setMuted(muted: boolean): void {
  sounds.muted = muted;
  try {
    localStorage.setItem(MUTE_KEY, muted ? '1' : '0');
  } catch {
    // Not remembered when storage is unavailable; the choice still holds for this page.
  }
}

/** Which sound a move makes: checkmate over check over capture over a plain move. */
export function soundFor(move: {
  isCheck: boolean;
  isCheckmate: boolean;
  captured: string | null;
}): SoundKind {
  if (move.isCheckmate) return 'checkmate';
  if (move.isCheck) return 'check';
  return move.captured ? 'capture' : 'move';
}
