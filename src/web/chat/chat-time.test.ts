import { describe, expect, it } from 'vitest';
import { levelFromSamples } from '../video/use-mic-level';
import { formatChatTime } from './chat-time';

describe('chat time', () => {
  it('shows 24-hour hours and minutes in local time', () => {
    const afternoon = new Date(2026, 10, 21, 15, 7, 59);
    expect(formatChatTime(afternoon.toISOString())).toBe('15:07');
    const morning = new Date(2026, 10, 21, 0, 5);
    expect(formatChatTime(morning.toISOString())).toBe('00:05');
  });

  it('shows nothing for a broken timestamp', () => {
    expect(formatChatTime('yesterday-ish')).toBe('');
  });
});

describe('microphone level', () => {
  it('is 0 for silence, near 1 for a full-scale signal, in between for speech', () => {
    expect(levelFromSamples(new Float32Array(256))).toBe(0);
    const full = Float32Array.from({ length: 256 }, (_, i) => (i % 2 ? 1 : -1));
    expect(levelFromSamples(full)).toBe(1);
    const speech = Float32Array.from({ length: 256 }, (_, i) => 0.03 * Math.sin(i / 3));
    const level = levelFromSamples(speech);
    expect(level).toBeGreaterThan(0.3);
    expect(level).toBeLessThan(0.8);
  });
});
