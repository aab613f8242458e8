/** What the small connection indicator shows, read from `getStats` every few seconds. */
export interface ConnectionQuality {
  level: 'good' | 'fair' | 'poor';
  /** Round trip of the selected candidate pair, ms; null before the first measurement. */
  rttMs: number | null;
  /** Share of incoming packets lost since the previous sample, percent. */
  lossPercent: number;
}

/** Packet counters of the previous sample, to measure loss over the last interval only. */
export interface PacketCounters {
  received: number;
  lost: number;
}

interface StatsEntry {
  type: string;
  [key: string]: unknown;
}

const num = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/** Reads RTT and loss from a stats report (any iterable of stats entries, so it is testable). */
export function readQuality(
  report: Iterable<StatsEntry>,
  previous: PacketCounters | null,
): { quality: ConnectionQuality; counters: PacketCounters } {
  const entries = [...report];
  const byId = new Map(entries.map((entry) => [entry.id as string, entry]));
  const transport = entries.find(
    (e) => e.type === 'transport' && typeof e.selectedCandidatePairId === 'string',
  );
  const pair =
    (transport && byId.get(transport.selectedCandidatePairId as string)) ??
    entries.find((e) => e.type === 'candidate-pair' && e.nominated === true && e.state === 'succeeded');
  const rttSeconds = pair ? num(pair.currentRoundTripTime) : null;
  const rttMs = rttSeconds === null ? null : Math.round(rttSeconds * 1000);

  const counters: PacketCounters = { received: 0, lost: 0 };
  for (const entry of entries) {
    if (entry.type !== 'inbound-rtp') continue;
    counters.received += num(entry.packetsReceived) ?? 0;
    counters.lost += Math.max(0, num(entry.packetsLost) ?? 0);
  }
  const received = counters.received - (previous?.received ?? 0);
  const lost = counters.lost - (previous?.lost ?? 0);
  const lossPercent =
    received + lost > 0 ? Math.round((Math.max(0, lost) / (received + lost)) * 1000) / 10 : 0;
  return { quality: { level: levelOf(rttMs, lossPercent), rttMs, lossPercent }, counters };
}

/** Thresholds a video call feels: beyond 400 ms or 8 % loss talk overlaps and pictures freeze. */
export function levelOf(rttMs: number | null, lossPercent: number): ConnectionQuality['level'] {
  const rtt = rttMs ?? 0;
  if (rtt < 150 && lossPercent < 2) return 'good';
  if (rtt < 400 && lossPercent < 8) return 'fair';
  return 'poor';
}
