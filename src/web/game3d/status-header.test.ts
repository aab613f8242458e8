import { describe, expect, it } from 'vitest';
import { statusHeader } from './status-header';

describe('3D status header', () => {
  it('reads live, waiting, or the raw status in a destructive style', () => {
    const none = { kind: 'none' } as const;
    expect(statusHeader({ gameStatus: 'active', outcome: none, turn: 'white' }).status).toEqual({
      text: '🔴 Live 3D Game',
      tone: 'live',
    });
    expect(statusHeader({ gameStatus: 'waiting', outcome: none, turn: 'white' }).status).toEqual({
      text: '🟡 Waiting for Player',
      tone: 'waiting',
    });
    expect(statusHeader({ gameStatus: 'completed', outcome: none, turn: 'white' }).status).toEqual({
      text: 'completed',
      tone: 'destructive',
    });
    expect(statusHeader({ gameStatus: '', outcome: none, turn: 'white' }).status.text).toBe('Unknown');
    expect(statusHeader({ gameStatus: undefined, outcome: none, turn: 'white' }).status.text).toBe('Unknown');
  });

  it('announces checkmate with the winner and a Game Over badge', () => {
    const header = statusHeader({
      gameStatus: 'completed',
      outcome: { kind: 'checkmate', winner: 'black' },
      turn: 'white',
    });
    expect(header.banner?.text).toBe('♔ CHECKMATE - BLACK WINS!');
    expect(header.badge).toBe('Game Over');
  });

  it('announces stalemate with a Draw badge', () => {
    const header = statusHeader({ gameStatus: 'completed', outcome: { kind: 'stalemate' }, turn: 'black' });
    expect(header.banner?.text).toBe('⚖️ STALEMATE - Draw Game');
    expect(header.badge).toBe('Draw');
  });

  it('warns of check and still says whose move it is', () => {
    const header = statusHeader({
      gameStatus: 'active',
      outcome: { kind: 'check', player: 'white' },
      turn: 'white',
    });
    expect(header.banner?.text).toBe('⚠️ CHECK - WHITE King in Danger!');
    expect(header.badge).toBe('White to move');
  });

  it('otherwise shows whose move it is', () => {
    expect(statusHeader({ gameStatus: 'active', outcome: { kind: 'none' }, turn: 'black' })).toMatchObject({
      banner: null,
      badge: 'Black to move',
    });
  });
});
