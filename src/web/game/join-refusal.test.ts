import { describe, expect, it } from 'vitest';
import { hostJoinNotice, joinRefusalScreen } from './join-refusal';

describe('a refused join', () => {
  it('gives the joiner a screen by the refusal code, with the way forward', () => {
    const spent = 'You have used your 3 games for this month on the Free plan.';
    expect(joinRefusalScreen('allowance_exhausted', spent)).toEqual({
      title: 'No games left this month',
      detail: spent,
      way: 'upgrade',
    });
    expect(joinRefusalScreen('game_full', 'anything')).toMatchObject({
      title: 'Game is Full',
      way: 'new_game',
    });
    expect(joinRefusalScreen('game_over', null)).toMatchObject({
      title: 'This game has ended',
      way: 'new_game',
    });
    expect(joinRefusalScreen('contact_refused', 'This game is not open to you.')).toMatchObject({
      title: 'You cannot join this game',
      way: 'new_game',
    });
    expect(joinRefusalScreen('seat_reserved', 'This seat is reserved for sam')?.detail).toBe(
      'This seat is reserved for sam. Start your own game to play chess!',
    );
  });

  it('gives no screen where asking again may work, whatever the wording', () => {
    expect(joinRefusalScreen(null, 'This game already has two players')).toBeNull();
    expect(joinRefusalScreen('server_busy', 'Try again in a moment')).toBeNull();
    expect(joinRefusalScreen('rate_limited', null)).toBeNull();
  });

  it('tells the host who could not join and why', () => {
    expect(hostJoinNotice('Sam', 'game_full')).toBe('Sam could not join: the game already has two players');
    expect(hostJoinNotice('Sam', 'allowance_exhausted')).toBe(
      'Sam could not join: one of you has no games left this month',
    );
    expect(hostJoinNotice('Sam', 'seat_reserved')).toBe(
      'Sam could not join: the seat is held for the player you invited',
    );
    expect(hostJoinNotice('Sam', 'game_over')).toBe('Sam could not join: the game is over');
  });
});
