import notificationsArea from 'virtual:catalogue-area/notifications';
import type { I18n } from '@lingui/core';
import type { Challenge } from '../../core/protocol';
import { gameWords, shortClockText, stakesText } from '../i18n/game-words';
import { sharedArea } from '../i18n/shared-area';

/** The bell's and the challenge cards' words: they show on every page, so they ask for them themselves. */
export const notificationWords = sharedArea(notificationsArea);

/** Both areas the cards speak from: their own, and the clocks and stakes shared with the game lists. */
export function useNotificationWords(): void {
  notificationWords.useWords();
  gameWords.useWords();
}

/**
 * "5+0 · Casual, you play Black": the clock, rated or casual as the room header puts it, and the seat of the
 * player reading it (`reader`), so a challenge is answered knowing what the game counts for.
 */
export function challengeTerms(
  i18n: I18n,
  challenge: Challenge,
  reader: 'challenger' | 'challenged',
): string {
  const challengerColour = challenge.color;
  const readerColour =
    challengerColour === 'random' || reader === 'challenger'
      ? challengerColour
      : challengerColour === 'white'
        ? 'black'
        : 'white';
  return i18n._('notifications.terms', {
    clock: shortClockText(i18n, challenge.timeControl, challenge.increment),
    stakes: stakesText(i18n, challenge.rated),
    colour: i18n._(
      readerColour === 'random'
        ? 'notifications.colourRandom'
        : readerColour === 'white'
          ? 'notifications.youPlayWhite'
          : 'notifications.youPlayBlack',
    ),
  });
}
