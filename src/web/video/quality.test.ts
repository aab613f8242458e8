import { describe, expect, it } from 'vitest';
import { levelOf, readQuality } from './quality';

const report = (received: number, lost: number, rtt: number) => [
  { id: 'T1', type: 'transport', selectedCandidatePairId: 'P1' },
  { id: 'P0', type: 'candidate-pair', currentRoundTripTime: 0.9, nominated: false, state: 'failed' },
  { id: 'P1', type: 'candidate-pair', currentRoundTripTime: rtt, nominated: true, state: 'succeeded' },
  { id: 'A', type: 'inbound-rtp', kind: 'audio', packetsReceived: received, packetsLost: lost },
  { id: 'V', type: 'inbound-rtp', kind: 'video', packetsReceived: received, packetsLost: lost },
  { id: 'O', type: 'outbound-rtp', kind: 'video', packetsSent: 999 },
];

describe('connection quality', () => {
  it('reads the round trip of the selected candidate pair and the loss over the last interval', () => {
    const first = readQuality(report(500, 0, 0.012), null);
    expect(first.quality).toEqual({ level: 'good', rttMs: 12, lossPercent: 0 });
    // 200 more packets arrived on each stream, 10 more were lost on each: 20 of 420.
    const second = readQuality(report(700, 10, 0.2), first.counters);
    expect(second.quality).toEqual({ level: 'fair', rttMs: 200, lossPercent: 4.8 });
  });

  it('grades the connection', () => {
    expect(levelOf(null, 0)).toBe('good');
    expect(levelOf(149, 1.9)).toBe('good');
    expect(levelOf(150, 0)).toBe('fair');
    expect(levelOf(20, 8)).toBe('poor');
    expect(levelOf(450, 0)).toBe('poor');
  });
});
