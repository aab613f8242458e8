/** A message handler; receives the payload exactly as published. */
export type BusHandler = (message: string) => void;

/**
 * Publish/subscribe by channel between app instances. In-process by default; Redis when
 * `REDIS_URL` is set, so several instances behind a load balancer see each other's events.
 * A publisher receives its own messages too, so there is exactly one delivery path.
 */
export interface EventBus {
  readonly kind: 'memory' | 'redis';
  publish(channel: string, message: string): Promise<void>;
  /** Resolves once the subscription is active; the returned function removes it. */
  subscribe(channel: string, handler: BusHandler): Promise<() => Promise<void>>;
  ping(): Promise<void>;
  close(): Promise<void>;
}
