import { describe, expect, it } from 'vitest';
import { wordsFor } from '../i18n/words';
import { challengeNotice } from './challenge-notice';
import type { ChallengeRow } from './challenge-wire';

const row: ChallengeRow = {
  id: 'c1',
  challengerId: 'a',
  challengedId: 'b',
  timeControl: 300,
  increment: 2,
  color: 'white',
  rated: 1,
  status: 'pending',
  gameId: null,
  hidden: 0,
  createdAt: 0,
  expiresAt: 600_000,
  answeredAt: null,
  daysPerMove: null,
};

describe("a challenge on the challenged player's devices", () => {
  it('is written in their language, with their colour (the other one than asked for)', () => {
    expect(challengeNotice('ann', row)(wordsFor(null))).toEqual({
      kind: 'challenge',
      title: 'A chess challenge',
      body: 'ann challenges you: 5 min + 2 s · Rated, you play Black',
      url: '/friends',
      tag: 'challenge-c1',
    });
    expect(challengeNotice('ann', { ...row, rated: 0, color: 'random' })(wordsFor('fr'))).toMatchObject({
      title: 'Un défi aux échecs',
      body: 'ann vous défie\u00a0: 5 min + 2 s · Amicale, couleurs tirées au sort',
    });
    expect(challengeNotice('ann', { ...row, color: 'black' })(wordsFor('ru')).body).toBe(
      'ann вызывает вас: 5 мин + 2 с · Рейтинговая, вы играете белыми',
    );
  });

  it('says days per move for a correspondence challenge (decision 329)', () => {
    const days = { ...row, timeControl: 3 * 24 * 60 * 60, increment: 0, daysPerMove: 3 };
    expect(challengeNotice('ann', days)(wordsFor(null)).body).toBe(
      'ann challenges you: 3 days per move · Rated, you play Black',
    );
    expect(challengeNotice('ann', { ...days, daysPerMove: 1 })(wordsFor('de')).body).toContain(
      '1 Tag pro Zug',
    );
    expect(challengeNotice('ann', { ...days, daysPerMove: 5 })(wordsFor('ru')).body).toContain(
      '5 дней на ход',
    );
  });
});
