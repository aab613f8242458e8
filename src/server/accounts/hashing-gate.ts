import { HttpError } from '../http/errors';

/** A 503 that also tells when to try again (the Retry-After header is set from it). */
export class ServerBusyError extends HttpError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super('server_busy', message);
  }
}

/**
 * Runs at most `limit` tasks at a time and lets at most `queueLimit` more wait; past that a task is
 * refused at once with a 503 rather than piling up behind the others.
 */
export class ConcurrencyGate {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    readonly limit: number,
    readonly queueLimit: number,
    private readonly busyMessage: string,
  ) {}

  get active(): number {
    return this.running;
  }

  get queued(): number {
    return this.waiting.length;
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.limit) {
      if (this.waiting.length >= this.queueLimit) throw new ServerBusyError(this.busyMessage, 5);
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running += 1;
    }
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      // The slot passes straight to the next waiter, so `running` never dips and overshoots.
      if (next) next();
      else this.running -= 1;
    }
  }
}

/**
 * Password hashing (argon2id, 19 MiB and tens of milliseconds each) runs on libuv's thread pool,
 * which also reads static files and compresses answers. Two at a time leave the pool's other two
 * threads free, so a flood of sign-ins slows sign-ins only; 64 waiting is under a second's queue.
 */
export const passwordHashing = new ConcurrencyGate(
  2,
  64,
  'Too many sign-ins at once. Please try again in a few seconds.',
);
