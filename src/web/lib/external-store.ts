/**
 * A state object for React's `useSyncExternalStore`: replaced (never mutated) by each patch, with every
 * listener told of the change. Once closed it keeps its last state and tells nobody anything, so late
 * answers to a component that has gone change nothing.
 */
export class ExternalStore<T extends object> {
  private readonly listeners = new Set<() => void>();
  private closed = false;

  constructor(private state: T) {}

  get = (): T => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  get isClosed(): boolean {
    return this.closed;
  }

  set(patch: Partial<T>): void {
    if (this.closed) return;
    this.state = { ...this.state, ...patch };
    for (const listener of [...this.listeners]) listener();
  }

  close(): void {
    this.closed = true;
    this.listeners.clear();
  }
}
