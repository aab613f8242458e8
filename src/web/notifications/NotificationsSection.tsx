import { Bell } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '../components/ui/card';
import { Spinner } from '../components/ui/spinner';
import { messageOf } from '../lib/api';
import { cn } from '../lib/cn';
import { type PushState, readPushState, switchPushOff, switchPushOn } from './push-subscription';

const EXPLAINED: Record<PushState, string> = {
  on: 'This device is told when someone invites you to a game, and when it is your move in a game you do not have open.',
  off: 'Switch on to be told on this device when someone invites you to a game, or when it is your move in a game you do not have open.',
  blocked:
    'Notifications from ChessChat are blocked in this browser. Allow them in the site settings (the icon left of the address), then come back here.',
  unsupported:
    'This browser cannot show notifications from ChessChat. Installing the app or another browser can.',
};

/** Profile → Notifications: Web Push on this device (decision 188), for every plan. */
export function NotificationsSection() {
  const [state, setState] = useState<PushState | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    readPushState()
      .then((read) => live && setState(read))
      .catch((failure: unknown) => {
        if (!live) return;
        setState('off');
        setError(messageOf(failure, 'Could not read this device’s notification setting.'));
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
      const fallback =
        failure instanceof DOMException
          ? 'This browser could not reach its notification service. Please try again later.'
          : 'Notifications could not be switched. Please try again.';
      setError(messageOf(failure, fallback));
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
          Notifications
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        {state === null ? (
          <Spinner label="Reading this device’s notification setting" />
        ) : (
          <>
            <div className="flex items-center justify-between gap-4">
              <span id="push-switch-label" className="font-medium">
                Notifications on this device
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
                      on ? 'translate-x-5' : 'translate-x-0.5',
                    )}
                  />
                </button>
              )}
            </div>
            <p id="push-switch-help" className="text-sm text-muted-foreground">
              {EXPLAINED[state]}
            </p>
            {error && (
              <p role="alert" className="text-sm text-destructive">
                {error}
              </p>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
