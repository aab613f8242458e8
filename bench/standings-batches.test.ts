import { describe, expect, it } from 'vitest';
import { BATCH_GAP_MS, batchesOf, batchFigures, type Receipt } from './standings-batches.mjs';

describe('standings batches', () => {
  it('groups receipts a batch apart, in any order, and measures how long each took to reach everyone', () => {
    const receipts = [
      { at: 1030, bytes: 100, own: false },
      { at: 1000, bytes: 100, own: false },
      { at: 1010, bytes: 150, own: true },
      { at: 2000, bytes: 100, own: false },
      { at: 2000 + BATCH_GAP_MS, bytes: 150, own: true },
    ];
    expect(batchesOf(receipts)).toEqual([
      { start: 1000, spreadMs: 30, frames: 3, bytes: 350, own: 1 },
      { start: 2000, spreadMs: BATCH_GAP_MS, frames: 2, bytes: 250, own: 1 },
    ]);
  });

  it('splits receipts further apart than the gap', () => {
    const batches = batchesOf([
      { at: 0, bytes: 1, own: false },
      { at: BATCH_GAP_MS + 1, bytes: 1, own: false },
    ]);
    expect(batches.map((b) => b.start)).toEqual([0, BATCH_GAP_MS + 1]);
  });

  it('gives a window’s rate, sizes and spreads', () => {
    const receipts: Receipt[] = [];
    for (let second = 0; second < 4; second++) {
      for (let socket = 0; socket < 3; socket++) {
        receipts.push({
          at: second * 1000 + socket * 10,
          bytes: socket === 0 ? 300 : 200,
          own: socket === 0,
        });
      }
    }
    expect(batchFigures(receipts, 4)).toEqual({
      batches: 4,
      perSecond: 1,
      framesPerBatch: 3,
      bytesPerBatch: 700,
      sharedFrameBytes: 200,
      ownFrameBytes: 300,
      spreadMedianMs: 20,
      spreadMaxMs: 20,
    });
  });

  it('answers zeros for a window without batches', () => {
    expect(batchFigures([], 10)).toMatchObject({
      batches: 0,
      perSecond: 0,
      framesPerBatch: 0,
      spreadMaxMs: 0,
    });
  });
});
