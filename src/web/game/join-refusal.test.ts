import { describe, expect, it } from 'vitest';
import { inEnglish } from '../test/english';
import { hostJoinNotice, joinRefusalScreen } from './join-refusal';

const i18n = inEnglish();

describe('a refused join', () => {
  it('gives the joiner a screen by the refusal code, with the way forward', () => {
    const spent = 'You have used your 3 games for this month on the Free plan.';
    expect(joinRefusalScreen(i18n, 'allowance_exhausted', spent)).toEqual({
      title: 'No games left this month',
      detail: spent,
      way: 'upgrade',
    });
    expect(joinRefusalScreen(i18n, 'game_full', 'anything')).toMatchObject({
      title: 'Game is Full',
      way: 'new_game',
    });
    expect(joinRefusalScreen(i18n, 'game_over', null)).toMatchObject({
      title: 'This game has ended',
      way: 'new_game',
    });
    expect(joinRefusalScreen(i18n, 'contact_refused', 'This game is not open to you.')).toMatchObject({
      title: 'You cannot join this game',
      way: 'new_game',
    });
    expect(joinRefusalScreen(i18n, 'seat_reserved', 'This seat is reserved for sam')?.detail).toBe(
      'This seat is reserved for sam. Start your own game to play chess!',
    );
  });

  it('gives no screen where asking again may work, whatever the wording', () => {
    expect(joinRefusalScreen(i18n, null, 'This game already has two players')).toBeNull();
    expect(joinRefusalScreen(i18n, 'server_busy', 'Try again in a moment')).toBeNull();
    expect(joinRefusalScreen(i18n, 'rate_limited', null)).toBeNull();
  });

  it('tells the host who could not join and why', () => {
    expect(hostJoinNotice(i18n, 'Sam', 'game_full')).toBe(
      'Sam could not join: the game already has two players',
    );
    expect(hostJoinNotice(i18n, 'Sam', 'allowance_exhausted')).toBe(
      'Sam could not join: one of you has no games left this month',
    );
    expect(hostJoinNotice(i18n, 'Sam', 'seat_reserved')).toBe(
      'Sam could not join: the seat is held for the player you invited',
    );
    expect(hostJoinNotice(i18n, 'Sam', 'game_over')).toBe('Sam could not join: the game is over');
  });
});
