import { describe, expect, it } from 'vitest';
import { inEnglish } from '../test/english';
import { signalledName, tabSignal } from './tab-signal';
import { gameAfter } from './test-game';

const i18n = inEnglish();

describe('the room tab', () => {
  it('says "(Your move)" only to the player to move', () => {
    const whiteToMove = gameAfter([]);
    expect(tabSignal(whiteToMove, 'white')).toBe('your_move');
    expect(tabSignal(whiteToMove, 'black')).toBeNull();
    expect(tabSignal(whiteToMove, null)).toBeNull();
    expect(tabSignal(gameAfter(['e2-e4']), 'black')).toBe('your_move');
    expect(
      tabSignal(gameAfter([], { status: 'waiting', blackPlayerId: null, black: null }), 'white'),
    ).toBeNull();
  });

  it('says "(Game over)" once the game ended, to everyone', () => {
    const over = gameAfter(['e2-e4'], {
      status: 'completed',
      result: 'white_wins',
      termination: 'resignation',
    });
    expect(tabSignal(over, 'black')).toBe('game_over');
    expect(tabSignal(over, null)).toBe('game_over');
  });

  it('puts the signal first in the name', () => {
    expect(signalledName(i18n, 'Game vs Sam', 'your_move')).toBe('(Your move) Game vs Sam');
    expect(signalledName(i18n, 'Game vs Sam', 'game_over')).toBe('(Game over) Game vs Sam');
    expect(signalledName(i18n, 'Game vs Sam', null)).toBe('Game vs Sam');
  });
});
