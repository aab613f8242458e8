import { describe, expect, it } from 'vitest';
import { brushFor, toggleShape } from './shapes';

const keys = { shiftKey: false, altKey: false, metaKey: false, ctrlKey: false };

describe('drawing on the review board', () => {
  it('picks the brush from the modifier keys as lichess does', () => {
    expect(brushFor(keys)).toBe('green');
    expect(brushFor({ ...keys, shiftKey: true })).toBe('red');
    expect(brushFor({ ...keys, altKey: true })).toBe('blue');
    expect(brushFor({ ...keys, shiftKey: true, altKey: true })).toBe('yellow');
  });

  it('draws a circle on one square, an arrow between two, and removes or recolours a repeat', () => {
    const circle = toggleShape([], 'e4', 'e4', 'green');
    expect(circle).toEqual([{ kind: 'circle', square: 'e4', brush: 'green' }]);
    const withArrow = toggleShape(circle, 'g1', 'f3', 'red');
    expect(withArrow).toHaveLength(2);
    expect(toggleShape(withArrow, 'g1', 'f3', 'red')).toEqual(circle);
    expect(toggleShape(withArrow, 'g1', 'f3', 'blue')).toEqual([
      ...circle,
      { kind: 'arrow', from: 'g1', to: 'f3', brush: 'blue' },
    ]);
  });
});
