import { describe, expect, it } from 'vitest';
import { longTimeControl, shortTimeControl } from './time-control';

describe('time controls in words', () => {
  it('are short where space is tight, with the increment', () => {
    expect(shortTimeControl(600, 0)).toBe('10 min');
    expect(shortTimeControl(180, 2)).toBe('3+2');
    expect(shortTimeControl(300, 3)).toBe('5+3');
    expect(shortTimeControl(45, 0)).toBe('45 s');
    expect(shortTimeControl(90, 5)).toBe('1:30+5');
  });

  it('are spelt out in lists and sentences, with the increment', () => {
    expect(longTimeControl(300, 3)).toBe('5 min + 3 s');
    expect(longTimeControl(600, 0)).toBe('10 min');
    expect(longTimeControl(90, 5)).toBe('1 min 30 s + 5 s');
    expect(longTimeControl(45, 0)).toBe('45 s');
    expect(longTimeControl(10_800, 0)).toBe('180 min');
  });

  it('name a game with no clock the same way everywhere (decision 288)', () => {
    expect(shortTimeControl(0, 0)).toBe('No clock');
    expect(longTimeControl(0, 0)).toBe('No clock');
  });
});
