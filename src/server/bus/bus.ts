/** A message handler; receives the payload exactly as published. */
export type BusHandler = (message: string) => void;

/**
 * Publish/subscribe by channel between app instances. In-process by default; Redis when
 * `REDIS_URL` is set, so several instances behind a load balancer see each other's events.
 * A publisher receives its own messages too, so there is exactly one delivery path; while Redis is
 * unreachable a message still reaches this instance's own subscribers (and no other instance).
 */
export interface EventBus {
  readonly kind: 'memory' | 'redis';
  publish(channel: string, message: string): Promise<void>;
  /** Resolves once the subscription is active; the returned function removes it. */
  subscribe(channel: string, handler: BusHandler): Promise<() => Promise<void>>;
  /**
   * Called whenever this instance may have missed messages: its connection to Redis came back, or
   * another instance's came back after messages it published reached only itself (never called by
   * the in-process bus).
   */
  onMissedMessages(listener: () => void): void;
  ping(): Promise<void>;
  close(): Promise<void>;
}
