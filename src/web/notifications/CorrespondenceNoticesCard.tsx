import type { MessageId } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { Mail } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { CorrespondenceNoticeSettings } from '../../core/protocol';
import { Card, CardContent, CardHeader, CardTitle } from '../components/ui/card';
import { Spinner } from '../components/ui/spinner';
import { refusalText } from '../i18n/refusal-text';
import { cn } from '../lib/cn';
import { securityWords } from '../security/security-words';
import { readCorrespondenceNotices, saveCorrespondenceNotices } from './correspondence-notices-api';

const CHANNELS: ReadonlyArray<{ key: keyof CorrespondenceNoticeSettings; label: MessageId }> = [
  { key: 'push', label: 'push.correspondence.push' },
  { key: 'email', label: 'push.correspondence.email' },
];

/**
 * Profile → Correspondence games (decision 326): whether the opponent's moves and the reminders reach the person's
 * devices and mailbox, beside the bell, which always has them. Saved on the account, for every device.
 */
export function CorrespondenceNoticesCard() {
  securityWords.useWords();
  const { i18n } = useLingui();
  const [settings, setSettings] = useState<CorrespondenceNoticeSettings | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ failure: unknown; fallback: MessageId } | null>(null);

  useEffect(() => {
    let live = true;
    readCorrespondenceNotices()
      .then((read) => live && setSettings(read))
      .catch((failure: unknown) => live && setError({ failure, fallback: 'push.correspondence.readFailed' }));
    return () => {
      live = false;
    };
  }, []);

  async function toggle(key: keyof CorrespondenceNoticeSettings) {
    if (!settings) return;
    setBusy(true);
    setError(null);
    try {
      setSettings(await saveCorrespondenceNotices({ ...settings, [key]: !settings[key] }));
    } catch (failure) {
      setError({ failure, fallback: 'push.correspondence.saveFailed' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card role="region" aria-labelledby="correspondence-notices-title">
      <CardHeader>
        <CardTitle id="correspondence-notices-title" className="flex items-center gap-2">
          <Mail className="size-5 text-primary" aria-hidden="true" />
          {i18n._('push.correspondence.title')}
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        <p className="text-sm text-muted-foreground">{i18n._('push.correspondence.intro')}</p>
        {settings === null && error === null && <Spinner label={i18n._('push.correspondence.reading')} />}
        {settings !== null &&
          CHANNELS.map(({ key, label }) => {
            const on = settings[key];
            return (
              <div key={key} className="flex items-center justify-between gap-4">
                <span id={`correspondence-${key}-label`} className="font-medium">
                  {i18n._(label)}
                </span>
                <button
                  type="button"
                  role="switch"
                  aria-checked={on}
                  aria-labelledby={`correspondence-${key}-label`}
                  disabled={busy}
                  onClick={() => void toggle(key)}
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
              </div>
            );
          })}
        {settings !== null && (
          <p className="text-sm text-muted-foreground">{i18n._('push.correspondence.emailHelp')}</p>
        )}
        {error && (
          <p role="alert" className="text-sm text-destructive">
            {refusalText(i18n, error.failure, i18n._(error.fallback))}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
