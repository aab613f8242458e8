import { describe, expect, it } from 'vitest';
import { opponentName, outcomeFor } from './game-outcome';
import type { GameSummary } from './queries';

const base: GameSummary = {
  id: 'g1',
  status: 'completed',
  result: 'white_wins',
  whitePlayerId: 'w',
  blackPlayerId: 'b',
  timeControl: 600,
  createdAt: '2026-01-01T00:00:00.000Z',
};

describe('a game from the viewer’s side (spec §4)', () => {
  it('reads white_wins as a Win for White and a Loss for Black, and the reverse', () => {
    expect(outcomeFor(base, 'w')).toBe('Win');
    expect(outcomeFor(base, 'b')).toBe('Loss');
    expect(outcomeFor({ ...base, result: 'black_wins' }, 'w')).toBe('Loss');
    expect(outcomeFor({ ...base, result: 'black_wins' }, 'b')).toBe('Win');
    expect(outcomeFor({ ...base, result: 'draw' }, 'w')).toBe('Draw');
    expect(outcomeFor(base, 'spectator')).toBe('Unknown');
  });

  it('shows active games in progress, open ones waiting, abandoned ones as such', () => {
    expect(outcomeFor({ ...base, status: 'active', result: null }, 'w')).toBe('In Progress');
    expect(outcomeFor({ ...base, status: 'waiting', result: null, blackPlayerId: null }, 'w')).toBe(
      'Waiting',
    );
    expect(outcomeFor({ ...base, status: 'abandoned', result: null }, 'w')).toBe('Abandoned');
  });

  it('names the opponent, and writes time controls in minutes or Standard', () => {
    const black = {
      id: 'b',
      username: 'tal',
      displayName: null,
      rating: 1500,
      subscriptionTier: 'free' as const,
    };
    expect(opponentName({ ...base, black }, 'w')).toBe('tal');
    expect(opponentName({ ...base, black: { ...black, displayName: 'Misha' } }, 'w')).toBe('Misha');
    expect(opponentName({ ...base, white: null }, 'b')).toBeNull();
  });
});
