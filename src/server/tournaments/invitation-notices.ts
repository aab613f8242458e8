import type { PublicUser, PushNotice } from '../../core/protocol';
import type { Words } from '../i18n/words';

/**
 * What a person invited by name to a private tournament is told (decision 300): a line in the notification
 * centre whose `refId` opens the tournament's page, and the same line on their devices when they allow it.
 */
export function tournamentInvitation(
  inviter: Pick<PublicUser, 'id' | 'username'>,
  tournament: { id: string; name: string },
) {
  return {
    kind: 'tournament_invitation' as const,
    fromUserId: inviter.id,
    refId: tournament.id,
    text: `${inviter.username} invited you to the tournament “${tournament.name}”`,
    params: { tournament: tournament.name },
  };
}

/** The same invitation on the invited person's devices, in their language (decision 299). */
export function tournamentInvitationNotice(
  inviter: Pick<PublicUser, 'username'>,
  tournament: { id: string; name: string },
): (words: Words) => PushNotice {
  return (words) => ({
    kind: 'tournament_invitation',
    title: words.t('push.tournamentInvitation.title'),
    body: words.t('push.tournamentInvitation.body', { from: inviter.username, name: tournament.name }),
    url: `/tournaments/${tournament.id}`,
    tag: `tournament-${tournament.id}`,
  });
}
