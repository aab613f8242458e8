import { FRIEND_LIMITS } from '../../core/limits';
import type { RateRule } from '../accounts/rate-limit';

const HOUR = 60 * 60 * 1000;

/** Per-person limits (decision 201): a script cannot spam a player with requests or challenges. */
export const FRIEND_RATE_RULES = {
  requests: {
    id: 'friend-requests',
    limit: FRIEND_LIMITS.requestsPerHour,
    windowMs: HOUR,
    what: 'friend requests',
  },
  challenges: {
    id: 'challenges',
    limit: FRIEND_LIMITS.challengesPerHour,
    windowMs: HOUR,
    what: 'challenges',
  },
  blocks: { id: 'blocks', limit: FRIEND_LIMITS.blocksPerHour, windowMs: HOUR, what: 'blocks' },
} satisfies Record<string, RateRule>;
