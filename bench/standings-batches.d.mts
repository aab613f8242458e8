export const BATCH_GAP_MS: number;

/** One standings frame as a watcher received it: when (ms, one clock), its size, whether it carried the reader's line. */
export interface Receipt {
  at: number;
  bytes: number;
  own: boolean;
}

export interface Batch {
  start: number;
  spreadMs: number;
  frames: number;
  bytes: number;
  own: number;
}

export interface BatchFigures {
  batches: number;
  perSecond: number;
  framesPerBatch: number;
  bytesPerBatch: number;
  sharedFrameBytes: number;
  ownFrameBytes: number;
  spreadMedianMs: number;
  spreadMaxMs: number;
}

export function batchesOf(receipts: readonly Receipt[]): Batch[];
export function batchFigures(receipts: readonly Receipt[], seconds: number): BatchFigures;
