import { useLingui } from '@lingui/react';
import { useId } from 'react';
import { useMicLevel } from './use-mic-level';

/** How loud your microphone is, so you can check it before the other player hears it. */
export function MicLevelMeter({ stream, version }: { stream: MediaStream | null; version: number }) {
  const { i18n } = useLingui();
  const level = useMicLevel(stream, version);
  const percent = Math.round(level * 100);
  const labelId = useId();
  return (
    <div className="flex items-center gap-2 text-xs text-muted-foreground">
      <span id={labelId}>{i18n._('call.video.mic')}</span>
      <meter
        aria-labelledby={labelId}
        min={0}
        max={100}
        low={5}
        value={percent}
        className="h-2 flex-1 [&::-webkit-meter-bar]:rounded-full [&::-webkit-meter-bar]:bg-muted"
      />
    </div>
  );
}
