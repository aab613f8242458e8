import { describe, expect, it } from 'vitest';
import type { ClientMessage } from '../../core/protocol';
import { GameSubscriptions } from './game-subscriptions';

describe('the game subscriptions', () => {
  it('joins on the first join and leaves on the last leave, and joins all again on rejoin', () => {
    const sent: ClientMessage[] = [];
    const games = new GameSubscriptions((message) => sent.push(message) > 0);
    games.join('g1');
    games.join('g1');
    games.join('g2');
    games.leave('g1');
    games.leave('g2');
    games.leave('g2');
    expect(sent.map((m) => `${m.type} ${'gameId' in m ? m.gameId : ''}`)).toEqual([
      'join_game g1',
      'join_game g2',
      'leave_game g2',
    ]);
    sent.length = 0;
    games.rejoin();
    expect(sent).toEqual([{ type: 'join_game', gameId: 'g1', ref: 'join:g1' }]);
  });
});
