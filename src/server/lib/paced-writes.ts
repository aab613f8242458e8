/**
 * Writes one batch to many sockets spread over a stretch of time instead of all at once (issues 28 and 30).
 *
 * A thousand socket writes in one go, even let go between slices with `setImmediate`, land on both cores in one
 * burst of tens of milliseconds (the writes, and on loopback the readers' work): every game's move that arrives in
 * it waits, which is what the relay's p99 measured (bench/README.md). Slices spaced by a timer over `spreadMs`
 * leave the cores free between them, so a move waits at most one slice (about a millisecond of writes).
 */
export interface PacedWritesOptions {
  /** Items visited before the event loop is let go. */
  slice: number;
  /** How long the whole batch may take; 0 lets go between slices without waiting. */
  spreadMs: number;
}

const pause = (ms: number) =>
  new Promise<void>((resolve) => (ms > 0 ? setTimeout(resolve, ms) : setImmediate(resolve)));

/**
 * Visits every item, `slice` at a time, the slices spaced evenly over `spreadMs`. `visit` says whether it wrote
 * anything: a batch that skips most readers (nothing new for them) goes on at once past them.
 */
export async function writePaced<T>(
  items: readonly T[],
  visit: (item: T) => boolean,
  options: PacedWritesOptions,
): Promise<void> {
  const slices = Math.ceil(items.length / options.slice);
  const gap = slices > 1 ? options.spreadMs / (slices - 1) : 0;
  let written = 0;
  for (const item of items) {
    if (!visit(item)) continue;
    written += 1;
    if (written % options.slice === 0 && written < items.length) await pause(gap);
  }
}
