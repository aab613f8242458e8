import type { Game, PresenceState } from '../../core/protocol';
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

/** "Online", "In a game", "In a call", "Last seen 3 Nov, 14:05", "Offline". */
export function presenceText(presence: PresenceState): string {
  switch (presence.state) {
    case 'online':
      return 'Online';
    case 'in_game':
      return 'In a game';
    case 'in_call':
      return 'In a call';
    case 'offline':
      return presence.lastSeen
        ? `Last seen ${new Date(presence.lastSeen).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })}`
        : 'Offline';
  }
}
