import type { ChallengeColor, PushNotice } from '../../core/protocol';
import type { Words } from '../i18n/words';
import { type ChallengeRow, daysPerMoveOf } from './challenge-wire';

/** The challenged player's colour: the challenger asked for the other one. */
function challengedColour(asked: ChallengeColor): ChallengeColor {
  if (asked === 'random') return 'random';
  return asked === 'white' ? 'black' : 'white';
}

/**
 * A challenge as the challenged player's devices show it (decision 186), in that player's language (decision 299):
 * who, the clock (or days per move, decision 329), the stakes and their colour; a tap opens the friends page, where it is answered.
 */
export function challengeNotice(challengerName: string, row: ChallengeRow): (words: Words) => PushNotice {
  return (words) => ({
    kind: 'challenge',
    title: words.t('push.challenge.title'),
    body: words.t('push.challenge.body', {
      from: challengerName,
      clock: words.clock(row.timeControl, row.increment, daysPerMoveOf(row)),
      stakes: row.rated !== 0 ? 'rated' : 'casual',
      color: challengedColour(row.color as ChallengeColor),
    }),
    url: '/friends',
    tag: `challenge-${row.id}`,
  });
}
