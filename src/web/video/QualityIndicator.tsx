import type { MessageId } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { cn } from '../lib/cn';
import type { ConnectionQuality } from './quality';

const LABEL: Record<ConnectionQuality['level'], MessageId> = {
  good: 'call.quality.good',
  fair: 'call.quality.fair',
  poor: 'call.quality.poor',
};
const DOT = { good: 'bg-green-600', fair: 'bg-amber-500', poor: 'bg-red-600' } as const;

/** A small dot and numbers from `getStats`: round trip and packet loss of the last few seconds. */
export function QualityIndicator({ quality }: { quality: ConnectionQuality | null }) {
  const { i18n } = useLingui();
  if (!quality) return null;
  const number = new Intl.NumberFormat(i18n.locale);
  const text = i18n._(quality.rttMs === null ? 'call.quality.lossOnly' : 'call.quality.text', {
    level: i18n._(LABEL[quality.level]),
    rtt: quality.rttMs === null ? '' : number.format(quality.rttMs),
    loss: number.format(quality.lossPercent),
  });
  return (
    <span
      data-testid="connection-quality"
      data-level={quality.level}
      className="inline-flex items-center gap-1.5 text-xs text-muted-foreground tabular-nums"
      title={i18n._('call.quality.title')}
    >
      <span aria-hidden className={cn('size-2 rounded-full', DOT[quality.level])} />
      <span>
        <span className="sr-only">{i18n._('call.quality.label')} </span>
        {text}
      </span>
    </span>
  );
}
