import { useLingui } from '@lingui/react';
import { Loader2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { QueueState } from '../../core/protocol';
import { Button } from '../components/ui/button';
import { stakesText } from '../i18n/game-words';
import { elapsedText, poolText } from './lobby-text';

/** How long since `joinedAt`, ticking each second; counted from now at the latest, whatever the server's clock. */
function useWaited(joinedAt: string): number {
  const [start] = useState(() => Math.min(Date.now(), Date.parse(joinedAt) || Date.now()));
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now - start;
}

/** Quick pairing while it looks: the pool, the time waited, and Cancel (any time). */
export function WaitingPanel({
  queue,
  onCancel,
  cancelling,
}: {
  queue: QueueState;
  onCancel: () => void;
  cancelling: boolean;
}) {
  const { i18n } = useLingui();
  const waited = useWaited(queue.joinedAt);
  const pool = poolText(i18n, queue.pool);
  return (
    <section
      aria-label={i18n._('lobby.waiting.label')}
      className="flex flex-col items-center gap-4 rounded-xl border-2 border-primary bg-secondary/60 px-4 py-8 text-center"
    >
      <Loader2 className="size-8 animate-spin text-primary" aria-hidden="true" />
      <div>
        <p role="status" className="text-xl font-semibold">
          {i18n._('lobby.waiting.looking')}{' '}
          <span className="sr-only">{i18n._('lobby.waiting.pool', { pool })}</span>
        </p>
        <p className="mt-1 text-3xl font-bold tabular-nums" data-testid="waited">
          {elapsedText(waited)}
        </p>
        <p className="mt-2 text-sm text-muted-foreground">
          {pool} · {stakesText(i18n, queue.rated)} · {i18n._(queue.call ? 'lobby.withCall' : 'lobby.noCall')}
        </p>
      </div>
      {/* The tile that was pressed is gone: Cancel takes the focus, so the keyboard is never lost. */}
      <Button variant="outline" size="lg" onClick={onCancel} disabled={cancelling} autoFocus>
        {i18n._('lobby.cancel')}
      </Button>
    </section>
  );
}
