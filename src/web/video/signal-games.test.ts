import { describe, expect, it } from 'vitest';
import { SignalGames } from './signal-games';

const bye = { kind: 'bye', session: 'session-123' } as const;
const media = { kind: 'media', session: 'session-123', camera: true, mic: true } as const;

describe('the games the pair signals on', () => {
  it('signals on the current game, accepts the last few, and says bye on the one before too', () => {
    const games = new SignalGames('ann', { gameId: 'g1', color: 'white', opponentId: 'bob' });
    expect(games.attach({ gameId: 'g1', color: 'white', opponentId: 'bob' })).toBeNull();
    for (const id of ['g2', 'g3', 'g4', 'g5'])
      games.attach({ gameId: id, color: 'black', opponentId: 'bob' });
    expect(games.target).toEqual({ gameId: 'g5', color: 'black', opponentId: 'bob' });
    expect(['g1', 'g2', 'g3', 'g4', 'g5', 'other'].map((id) => games.accepts(id, 'bob'))).toEqual([
      false,
      true,
      true,
      true,
      true,
      false,
    ]);
    expect(games.gamesFor(media)).toEqual(['g5']);
    expect(games.gamesFor(bye)).toEqual(['g5', 'g4']);
  });

  it('keeps who waits for the offer when colours swap, learning the opponent from a signal if need be', () => {
    const ann = new SignalGames('ann', { gameId: 'g1', color: 'white', opponentId: null });
    const bob = new SignalGames('bob', { gameId: 'g1', color: 'black', opponentId: 'ann' });
    expect(ann.accepts('g1', 'bob')).toBe(true);
    expect([ann.polite(), bob.polite()]).toEqual([false, true]);
    ann.attach({ gameId: 'g2', color: 'black', opponentId: 'bob' });
    bob.attach({ gameId: 'g2', color: 'white', opponentId: 'ann' });
    expect([ann.polite(), bob.polite()]).toEqual([false, true]);
    // A game still waiting for its second player keeps the opponent already known.
    ann.attach({ gameId: 'g3', color: 'white', opponentId: null });
    expect(ann.target.opponentId).toBe('bob');
  });
});
