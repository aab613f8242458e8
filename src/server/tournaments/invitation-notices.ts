import type { PublicUser, PushNotice } from '../../core/protocol';

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
  };
}

export function tournamentInvitationNotice(tournamentId: string, text: string): PushNotice {
  return {
    kind: 'tournament_invitation',
    title: 'A tournament invitation',
    body: text,
    url: `/tournaments/${tournamentId}`,
    tag: `tournament-${tournamentId}`,
  };
}
