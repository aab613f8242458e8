import notificationsArea from 'virtual:catalogue-area/notifications';
import type { I18n, MessageId } from '@lingui/core';
import type { Challenge, Notification, NotificationKind } from '../../core/protocol';
import { clockText, gameWords, shortClockText, stakesText } from '../i18n/game-words';
import { sharedArea } from '../i18n/shared-area';

/** The bell's and the challenge cards' words: they show on every page, so they ask for them themselves. */
export const notificationWords = sharedArea(notificationsArea);

/** Both areas the cards speak from: their own, and the clocks and stakes shared with the game lists. */
export function useNotificationWords(): void {
  notificationWords.useWords();
  gameWords.useWords();
}

/**
 * "5+0 · Casual, you play Black": the clock ("3 days per move" for a correspondence challenge, decision 329), rated or
 * casual as the room header puts it, and the seat of the player reading it (`reader`), so a challenge is answered
 * knowing what the game counts for.
 */
export function challengeTerms(
  i18n: I18n,
  challenge: Pick<Challenge, 'color' | 'timeControl' | 'increment' | 'rated' | 'daysPerMove'>,
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
    clock: challenge.daysPerMove
      ? clockText(i18n, challenge.timeControl, challenge.increment, challenge.daysPerMove)
      : shortClockText(i18n, challenge.timeControl, challenge.increment),
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

/** The lines that name their sender and nothing else, by kind. */
const FROM_SENDER: Partial<Record<NotificationKind, MessageId>> = {
  friend_request: 'notifications.line.friendRequest',
  friend_accepted: 'notifications.line.friendAccepted',
  challenge_accepted: 'notifications.line.challengeAccepted',
  challenge_declined: 'notifications.line.challengeDeclined',
  invitation: 'notifications.line.invitation',
  opponent_waiting: 'notifications.line.opponentWaiting',
  study_invitation: 'notifications.line.studyInvitation',
};

/** Until when a sanction holds, in the reader's language and in UTC, as the server counts it. */
function untilText(i18n: I18n, iso: string): string {
  return new Intl.DateTimeFormat(i18n.locale, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
    timeZoneName: 'short',
  }).format(new Date(iso));
}

/** When a correspondence move is due, in the reader's language and time zone (the device knows it; the server not). */
function deadlineText(i18n: I18n, iso: string): string {
  return new Intl.DateTimeFormat(i18n.locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(iso));
}

/**
 * A notification's line in the reader's language, from its kind, its sender and its params (decision 311). A row
 * written before the params existed, of a kind that needs them, or of a kind this client does not know yet, shows
 * the English line it was stored with.
 */
export function notificationText(i18n: I18n, notification: Notification): string {
  const { kind, params } = notification;
  const name = notification.from?.username ?? i18n._('notifications.someone');
  const fromSender = FROM_SENDER[kind];
  if (fromSender) return i18n._(fromSender, { name });
  if (kind === 'report_action') return i18n._('notifications.line.reportAction');
  if (!params) return notification.text;
  if (kind === 'challenge') {
    const { timeControl, increment, rated, color, daysPerMove } = params;
    if (timeControl === undefined || increment === undefined || rated === undefined || color === undefined)
      return notification.text;
    return i18n._('notifications.received.text', {
      name,
      terms: challengeTerms(i18n, { timeControl, increment, rated, color, daysPerMove }, 'challenged'),
    });
  }
  if (kind === 'game_result' && params.outcome) {
    const opponent = notification.from?.username ?? params.opponent;
    return opponent
      ? i18n._('notifications.line.result', { outcome: params.outcome, name: opponent })
      : i18n._('notifications.line.resultNoName', { outcome: params.outcome });
  }
  if (kind === 'tournament_invitation' && params.tournament !== undefined)
    return i18n._('notifications.line.tournamentInvitation', { name, tournament: params.tournament });
  if (kind === 'correspondence_turn' && params.takeback)
    return i18n._('notifications.line.correspondenceTakeback', { name });
  if (kind === 'correspondence_turn' && params.move !== undefined)
    return i18n._('notifications.line.correspondenceTurn', { name, move: params.move });
  if (kind === 'correspondence_reminder' && params.deadline !== undefined)
    return i18n._('notifications.line.correspondenceReminder', {
      name,
      deadline: deadlineText(i18n, params.deadline),
    });
  if (kind === 'moderation_notice' && params.sanction) {
    if (params.sanction === 'warn') return i18n._('notifications.line.warned');
    const until = params.until ?? null;
    if (params.sanction === 'mute')
      return until === null
        ? i18n._('notifications.line.mutedForever')
        : i18n._('notifications.line.muted', { until: untilText(i18n, until) });
    return until === null
      ? i18n._('notifications.line.barredForever')
      : i18n._('notifications.line.barred', { until: untilText(i18n, until) });
  }
  return notification.text;
}
