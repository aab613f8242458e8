import { cn } from '../lib/cn';
import type { ConnectionQuality } from './quality';

const LABEL = { good: 'Good', fair: 'Fair', poor: 'Poor' } as const;
const DOT = { good: 'bg-green-600', fair: 'bg-amber-500', poor: 'bg-red-600' } as const;

/** A small dot and numbers from `getStats`: round trip and packet loss of the last few seconds. */
export function QualityIndicator({ quality }: { quality: ConnectionQuality | null }) {
  if (!quality) return null;
  const rtt = quality.rttMs === null ? '' : ` · ${quality.rttMs} ms`;
  const text = `${LABEL[quality.level]}${rtt} · ${quality.lossPercent}% loss`;
  return (
    <span
      data-testid="connection-quality"
      data-level={quality.level}
      className="inline-flex items-center gap-1.5 text-xs text-muted-foreground tabular-nums"
      title="Connection quality: round-trip time and packet loss"
    >
      <span aria-hidden className={cn('size-2 rounded-full', DOT[quality.level])} />
      <span>
        <span className="sr-only">Connection quality: </span>
        {text}
      </span>
    </span>
  );
}
