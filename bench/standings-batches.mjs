// What the tournament relay benchmark's watchers were sent (`tournament-relay.mjs`): every standings frame's
// receipt (time, size, whether it carried the reader's own line) grouped into the batches the server sent.

/** Receipts further apart than this start a new batch: batches are a second apart, one is written in slices. */
export const BATCH_GAP_MS = 300;

/**
 * Groups receipts ({ at, bytes, own }, at in ms on one clock, any order) into batches: each batch's start, the
 * time from its first receipt to its last (how long the server took to write it to every socket), its frames and
 * bytes, and how many of its frames were a player's own.
 */
export function batchesOf(receipts) {
  const sorted = [...receipts].sort((a, b) => a.at - b.at);
  const batches = [];
  let current = null;
  for (const receipt of sorted) {
    if (!current || receipt.at - current.last > BATCH_GAP_MS) {
      current = { start: receipt.at, last: receipt.at, frames: 0, bytes: 0, own: 0 };
      batches.push(current);
    }
    current.last = receipt.at;
    current.frames += 1;
    current.bytes += receipt.bytes;
    if (receipt.own) current.own += 1;
  }
  return batches.map(({ start, last, frames, bytes, own }) => ({
    start,
    spreadMs: last - start,
    frames,
    bytes,
    own,
  }));
}

/**
 * The figures of a window of `seconds`: batches a second, frames and bytes a batch, the average frame of each
 * kind (shared with the watchers, or a player's own), and the spread of the batches' writing (median and max).
 */
export function batchFigures(receipts, seconds) {
  const batches = batchesOf(receipts);
  const spreads = batches.map((b) => b.spreadMs).sort((a, b) => a - b);
  const own = receipts.filter((r) => r.own);
  const shared = receipts.filter((r) => !r.own);
  const average = (list) => (list.length ? list.reduce((sum, r) => sum + r.bytes, 0) / list.length : 0);
  return {
    batches: batches.length,
    perSecond: batches.length / seconds,
    framesPerBatch: batches.length ? receipts.length / batches.length : 0,
    bytesPerBatch: batches.length ? batches.reduce((sum, b) => sum + b.bytes, 0) / batches.length : 0,
    sharedFrameBytes: average(shared),
    ownFrameBytes: average(own),
    spreadMedianMs: spreads.length ? spreads[Math.floor((spreads.length - 1) / 2)] : 0,
    spreadMaxMs: spreads.length ? spreads[spreads.length - 1] : 0,
  };
}
