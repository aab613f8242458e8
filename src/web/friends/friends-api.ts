import type { I18n } from '@lingui/core';
import type { Game, PresenceState } from '../../core/protocol';
import { dateTimeText } from '../i18n/game-words';
import { apiJson, apiRequest } from '../lib/api';

export const FRIENDS_KEY = ['/api/friends'] as const;
export const NOTIFICATIONS_KEY = ['/api/notifications'] as const;
export const CHALLENGES_KEY = ['/api/challenges'] as const;

/** Accepts a challenge; the answer is the started game, whose room both players go to. */
export async function acceptChallenge(challengeId: string): Promise<Game> {
  const { game } = await apiJson<{ game: Game }>(
    'POST',
    `/api/challenges/${encodeURIComponent(challengeId)}/accept`,
  );
  return game;
}

export function declineChallenge(challengeId: string): Promise<unknown> {
  return apiRequest('POST', `/api/challenges/${encodeURIComponent(challengeId)}/decline`);
}

/** "Online", "In a game", "In a call", "Last seen 3 Nov, 14:05", "Offline" (the friends area's words). */
export function presenceText(i18n: I18n, presence: PresenceState): string {
  switch (presence.state) {
    case 'online':
      return i18n._('friends.presence.online');
    case 'in_game':
      return i18n._('friends.presence.inGame');
    case 'in_call':
      return i18n._('friends.presence.inCall');
    case 'offline':
      return presence.lastSeen
        ? i18n._('friends.presence.lastSeen', { when: dateTimeText(i18n, presence.lastSeen) })
        : i18n._('friends.presence.offline');
  }
}
