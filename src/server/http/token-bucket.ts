/**
 * A token bucket: `capacity` actions at once, refilled at `perSecond`. Cheap enough to keep one per
 * socket (three numbers), and it allows the short bursts real clients make (ICE candidates at call
 * start, a premove right after a move) while capping the sustained rate.
 */
export class TokenBucket {
  private tokens: number;
  private updatedAt: number;

  constructor(
    private readonly capacity: number,
    private readonly perSecond: number,
    now = Date.now(),
  ) {
    this.tokens = capacity;
    this.updatedAt = now;
  }

  /** Takes one token if there is one. */
  take(now = Date.now()): boolean {
    this.refill(now);
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }

  private refill(now: number): void {
    const elapsed = now - this.updatedAt;
    if (elapsed <= 0) return;
    this.tokens = Math.min(this.capacity, this.tokens + (elapsed * this.perSecond) / 1000);
    this.updatedAt = now;
  }
}
