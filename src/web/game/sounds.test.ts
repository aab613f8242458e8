import { describe, expect, it } from 'vitest';
import { type AudioLike, createSoundPlayer, soundFor } from './sounds';

/** Records what the player builds instead of making a sound. */
function fakeAudio(state = 'running') {
  const started: string[] = [];
  const param = () => ({
    value: 0,
    setValueAtTime() {},
    exponentialRampToValueAtTime() {},
  });
  const node = (kind: string) => ({
    type: '',
    frequency: param(),
    gain: param(),
    buffer: null,
    connect(next: unknown) {
      return next;
    },
    start() {
      started.push(kind);
    },
    stop() {},
  });
  const audio = {
    currentTime: 0,
    state,
    destination: {},
    sampleRate: 8000,
    resumed: 0,
    async resume() {
      this.resumed += 1;
    },
    createOscillator: () => node('tone'),
    createGain: () => node('gain'),
    createBiquadFilter: () => node('filter'),
    createBufferSource: () => node('knock'),
    createBuffer: (_channels: number, length: number) => ({ getChannelData: () => new Float32Array(length) }),
  };
  return { audio, started };
}

describe('sound player', () => {
  it('synthesizes a distinct recipe per sound', () => {
    const { audio, started } = fakeAudio();
    const player = createSoundPlayer(() => audio as unknown as AudioLike);
    player.play('move');
    expect(started).toEqual(['tone', 'knock']);
    started.length = 0;
    player.play('checkmate');
    expect(started.filter((s) => s === 'tone')).toHaveLength(3);
  });

  it('stays silent while muted or while the browser keeps audio suspended, and resumes on unlock', () => {
    const { audio, started } = fakeAudio('suspended');
    const player = createSoundPlayer(() => audio as unknown as AudioLike);
    player.play('move');
    expect(started).toEqual([]);
    player.unlock();
    expect(audio.resumed).toBe(1);
    const running = fakeAudio();
    const muted = createSoundPlayer(() => running.audio as unknown as AudioLike);
    muted.muted = true;
    muted.play('capture');
    expect(running.started).toEqual([]);
  });

  it('plays nothing where Web Audio is missing', () => {
    expect(() => createSoundPlayer(() => null).play('check')).not.toThrow();
  });

  it('picks checkmate over check over capture over a plain move', () => {
    expect(soundFor({ isCheck: true, isCheckmate: true, captured: 'q' })).toBe('checkmate');
    expect(soundFor({ isCheck: true, isCheckmate: false, captured: 'q' })).toBe('check');
    expect(soundFor({ isCheck: false, isCheckmate: false, captured: 'p' })).toBe('capture');
    expect(soundFor({ isCheck: false, isCheckmate: false, captured: null })).toBe('move');
  });
});
