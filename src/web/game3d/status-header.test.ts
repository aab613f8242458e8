import { describe, expect, it } from 'vitest';
import { positionOutcome, statusHeader } from './status-header';

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

describe('the outcome of a drawn position, by the rules in core', () => {
  it('finds checkmate and its winner', () => {
    // Fool's mate: White is mated.
    expect(positionOutcome('rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3')).toEqual({
      kind: 'checkmate',
      winner: 'black',
    });
  });

  it('finds stalemate', () => {
    expect(positionOutcome('7k/5Q2/6K1/8/8/8/8/8 b - - 0 1')).toEqual({ kind: 'stalemate' });
  });

  it('finds the side in check', () => {
    expect(positionOutcome('rnbqkbnr/ppp2ppp/3p4/1B2p3/4P3/8/PPPP1PPP/RNBQK1NR b KQkq - 1 3')).toEqual({
      kind: 'check',
      player: 'black',
    });
  });

  it('says nothing of a quiet or unreadable position', () => {
    expect(positionOutcome('rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1')).toEqual({
      kind: 'none',
    });
    expect(positionOutcome('not a fen')).toEqual({ kind: 'none' });
  });
});
