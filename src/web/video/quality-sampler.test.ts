import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ConnectionQuality } from './quality';
import { QUALITY_INTERVAL_MS, QualitySampler } from './quality-sampler';
import type { RemoteView } from './video-call';

const stats = (received: number, lost: number) =>
  new Map<string, Record<string, unknown>>([
    [
      'P',
      { id: 'P', type: 'candidate-pair', currentRoundTripTime: 0.05, nominated: true, state: 'succeeded' },
    ],
    ['V', { id: 'V', type: 'inbound-rtp', kind: 'video', packetsReceived: received, packetsLost: lost }],
  ]);

function remoteWith(reports: Array<Map<string, Record<string, unknown>>>, state: RemoteView['state']) {
  const pc = { getStats: vi.fn(async () => reports.shift()) } as unknown as RTCPeerConnection;
  return { session: 's', media: { camera: true, mic: true }, state, stream: null, pc } satisfies RemoteView;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the call quality sampler', () => {
  it('reads the connection every interval, the loss counted since the previous sample', async () => {
    vi.useFakeTimers();
    const remote = remoteWith([stats(100, 0), stats(180, 20)], 'connected');
    const heard: ConnectionQuality[] = [];
    const sampler = new QualitySampler(
      () => remote,
      (quality) => heard.push(quality),
    );
    sampler.start();
    await vi.advanceTimersByTimeAsync(QUALITY_INTERVAL_MS);
    await vi.advanceTimersByTimeAsync(QUALITY_INTERVAL_MS);
    expect(heard).toEqual([
      { level: 'good', rttMs: 50, lossPercent: 0 },
      { level: 'poor', rttMs: 50, lossPercent: 20 },
    ]);
    sampler.stop();
    await vi.advanceTimersByTimeAsync(QUALITY_INTERVAL_MS * 3);
    expect(heard).toHaveLength(2);
  });

  it('reads nothing while the other player is not connected', async () => {
    vi.useFakeTimers();
    const remote = remoteWith([stats(100, 0)], 'connecting');
    const heard: ConnectionQuality[] = [];
    const sampler = new QualitySampler(
      () => remote,
      (quality) => heard.push(quality),
    );
    sampler.start();
    await vi.advanceTimersByTimeAsync(QUALITY_INTERVAL_MS * 2);
    sampler.stop();
    expect(heard).toEqual([]);
    expect(remote.pc.getStats).not.toHaveBeenCalled();
  });
});
