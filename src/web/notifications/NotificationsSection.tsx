import type { MessageId } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react';
import { Bell } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '../components/ui/card';
import { Spinner } from '../components/ui/spinner';
import { Switch } from '../components/ui/switch';
import { refusalText } from '../i18n/refusal-text';
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
                <Switch
                  on={on}
                  onToggle={toggle}
                  disabled={busy}
                  labelledBy="push-switch-label"
                  describedBy="push-switch-help"
                />
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
