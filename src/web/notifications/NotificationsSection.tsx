import type { MessageId } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react';
import { Bell } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '../components/ui/card';
import { Spinner } from '../components/ui/spinner';
import { refusalText } from '../i18n/refusal-text';
import { cn } from '../lib/cn';
import { securityWords } from '../security/security-words';
import { type PushState, readPushState, switchPushOff, switchPushOn } from './push-subscription';

const EXPLAINED: Record<PushState, MessageId> = {
  on: 'push.on',
  off: 'push.off',
  blocked: 'push.blocked',
  unsupported: 'push.unsupported',
};

/** Profile → Notifications: Web Push on this device (decision 188), for every plan. */
export function NotificationsSection() {
  securityWords.useWords();
  const { i18n } = useLingui();
  const [state, setState] = useState<PushState | null>(null);
  const [busy, setBusy] = useState(false);
  // What went wrong, worded when drawn: a language switch rewords it.
  const [error, setError] = useState<{ failure: unknown; fallback: MessageId } | null>(null);

  useEffect(() => {
    let live = true;
    readPushState()
      .then((read) => live && setState(read))
      .catch((failure: unknown) => {
        if (!live) return;
        setState('off');
        setError({ failure, fallback: 'push.readFailed' });
      });
    return () => {
      live = false;
    };
  }, []);

  async function toggle() {
    setBusy(true);
    setError(null);
    try {
      setState(await (state === 'on' ? switchPushOff() : switchPushOn()));
    } catch (failure) {
      // The browser's own refusals (its push service unreachable, the worker not started) are DOMExceptions.
      setError({
        failure,
        fallback: failure instanceof DOMException ? 'push.unreachable' : 'push.switchFailed',
      });
    } finally {
      setBusy(false);
    }
  }

  const on = state === 'on';
  const switchable = state === 'on' || state === 'off';
  return (
    <Card role="region" aria-labelledby="notifications-title">
      <CardHeader>
        <CardTitle id="notifications-title" className="flex items-center gap-2">
          <Bell className="size-5 text-primary" aria-hidden="true" />
          <Trans id="push.title" />
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        {state === null ? (
          <Spinner label={i18n._('push.reading')} />
        ) : (
          <>
            <div className="flex items-center justify-between gap-4">
              <span id="push-switch-label" className="font-medium">
                <Trans id="push.switch" />
              </span>
              {switchable && (
                <button
                  type="button"
                  role="switch"
                  aria-checked={on}
                  aria-labelledby="push-switch-label"
                  aria-describedby="push-switch-help"
                  disabled={busy}
                  onClick={toggle}
                  className={cn(
                    'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 disabled:opacity-60',
                    on ? 'bg-primary' : 'bg-muted-foreground/40',
                  )}
                >
                  <span
                    aria-hidden="true"
                    className={cn(
                      'inline-block size-5 rounded-full bg-background shadow transition-transform',
                      on ? 'translate-x-5 rtl:-translate-x-5' : 'translate-x-0.5 rtl:-translate-x-0.5',
                    )}
                  />
                </button>
              )}
            </div>
            <p id="push-switch-help" className="text-sm text-muted-foreground">
              {i18n._(EXPLAINED[state])}
            </p>
            {error && (
              <p role="alert" className="text-sm text-destructive">
                {refusalText(i18n, error.failure, i18n._(error.fallback))}
              </p>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
