import type { LiveLimits } from '../../core/limits';

export const TOO_MANY_SOCKETS_FROM_ADDRESS =
  'Too many connections from your network. Please close some tabs and try again.';
export const TOO_MANY_SOCKETS_OF_USER =
  'Too many open tabs on your account. Please close some and try again.';

/**
 * Open sockets per address and per signed-in user on this instance, so one client cannot hold
 * thousands of sockets (each costs memory, pings and presence).
 */
export class SocketQuota {
  private readonly perAddress = new Map<string, number>();
  private readonly perUser = new Map<string, number>();

  constructor(private readonly limits: Pick<LiveLimits, 'socketsPerAddress' | 'socketsPerUser'>) {}

  /** Counts a new socket in, or says why it is refused (and counts nothing). */
  take(address: string, userId: string | null): string | null {
    if ((this.perAddress.get(address) ?? 0) >= this.limits.socketsPerAddress) {
      return TOO_MANY_SOCKETS_FROM_ADDRESS;
    }
    if (userId !== null && (this.perUser.get(userId) ?? 0) >= this.limits.socketsPerUser) {
      return TOO_MANY_SOCKETS_OF_USER;
    }
    increment(this.perAddress, address, 1);
    if (userId !== null) increment(this.perUser, userId, 1);
    return null;
  }

  /** A socket counted by `take` closed. */
  release(address: string, userId: string | null): void {
    increment(this.perAddress, address, -1);
    if (userId !== null) increment(this.perUser, userId, -1);
  }
}

function increment(counts: Map<string, number>, key: string, delta: 1 | -1): void {
  const next = (counts.get(key) ?? 0) + delta;
  if (next > 0) counts.set(key, next);
  else counts.delete(key);
}
