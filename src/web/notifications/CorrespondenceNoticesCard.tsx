import type { MessageId } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { Mail } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { CorrespondenceNoticeSettings } from '../../core/protocol';
import { Card, CardContent, CardHeader, CardTitle } from '../components/ui/card';
import { Spinner } from '../components/ui/spinner';
import { Switch } from '../components/ui/switch';
import { refusalText } from '../i18n/refusal-text';
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
                <Switch
                  on={on}
                  onToggle={() => void toggle(key)}
                  disabled={busy}
                  labelledBy={`correspondence-${key}-label`}
                />
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
