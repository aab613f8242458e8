import type { Challenge, Friend, PublicUser } from '../../../core/protocol';

export const ALICE: PublicUser = {
  id: 'u1',
  username: 'alice',
  displayName: 'Alice',
  rating: 1200,
  avatarUrl: null,
};
export const BOB: PublicUser = {
  id: 'u2',
  username: 'bob',
  displayName: 'Bob',
  rating: 1350,
  avatarUrl: null,
};

export function friend(user: PublicUser, presence: Friend['presence']): Friend {
  return { user, since: '2026-11-01T10:00:00.000Z', presence };
}

/** A pending challenge from `from` to `to`, expiring `msLeft` from now. */
export function pendingChallenge(
  from: PublicUser,
  to: PublicUser,
  msLeft: number,
  extra: Partial<Challenge> = {},
): Challenge {
  const now = Date.now();
  return {
    id: `c-${from.id}-${to.id}`,
    from,
    to,
    timeControl: 300,
    increment: 0,
    color: 'white',
    rated: true,
    status: 'pending',
    gameId: null,
    createdAt: new Date(now).toISOString(),
    expiresAt: new Date(now + msLeft).toISOString(),
    ...extra,
  };
}
