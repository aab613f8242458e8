import { type ConnectionQuality, type PacketCounters, readQuality } from './quality';
import type { RemoteView } from './video-call';

export const QUALITY_INTERVAL_MS = 2000;

/**
 * The call's connection quality: the peer connection's statistics read every QUALITY_INTERVAL_MS while
 * the other player is connected, each sample compared with the last (`readQuality`).
 */
export class QualitySampler {
  private timer: ReturnType<typeof setInterval> | null = null;
  private counters: PacketCounters | null = null;

  constructor(
    private readonly remote: () => RemoteView | null,
    private readonly report: (quality: ConnectionQuality) => void,
  ) {}

  start(): void {
    this.counters = null;
    this.timer = setInterval(() => void this.sample(), QUALITY_INTERVAL_MS);
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  private async sample(): Promise<void> {
    const remote = this.remote();
    if (!remote?.pc || remote.state !== 'connected') {
      this.counters = null;
      return;
    }
    try {
      const report = await remote.pc.getStats();
      if (this.remote()?.pc !== remote.pc) return;
      const { quality, counters } = readQuality(
        [...report.values()] as Array<{ type: string; [key: string]: unknown }>,
        this.counters,
      );
      this.counters = counters;
      this.report(quality);
    } catch {
      // A connection closing between two samples has no statistics; the next sample tells.
    }
  }
}
