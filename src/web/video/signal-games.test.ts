import { describe, expect, it } from 'vitest';
import { PairChannel } from './signal-games';

const bye = { kind: 'bye', session: 'session-123' } as const;
const media = { kind: 'media', session: 'session-123', camera: true, mic: true } as const;

describe('the pair’s signalling channel', () => {
  it('signals on the current game, accepts the last few, and says bye on the one before too', () => {
    const channel = new PairChannel('ann', { gameId: 'g1', color: 'white', opponentId: 'bob' });
    expect(channel.attach({ gameId: 'g1', color: 'white', opponentId: 'bob' })).toBeNull();
    for (const id of ['g2', 'g3', 'g4', 'g5'])
      channel.attach({ gameId: id, color: 'black', opponentId: 'bob' });
    expect(channel.target).toEqual({ gameId: 'g5', color: 'black', opponentId: 'bob' });
    expect(['g1', 'g2', 'g3', 'g4', 'g5', 'other'].map((id) => channel.accepts(id, 'bob'))).toEqual([
      false,
      true,
      true,
      true,
      true,
      false,
    ]);
    expect(channel.gamesFor(media)).toEqual(['g5']);
    expect(channel.gamesFor(bye)).toEqual(['g5', 'g4']);
  });

  it('keeps who waits for the offer when colours swap, learning the opponent from a signal if need be', () => {
    const ann = new PairChannel('ann', { gameId: 'g1', color: 'white', opponentId: null });
    const bob = new PairChannel('bob', { gameId: 'g1', color: 'black', opponentId: 'ann' });
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
