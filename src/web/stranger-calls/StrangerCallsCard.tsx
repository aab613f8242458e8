import type { MessageId } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react';
import { ShieldCheck, Video } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import type { CurrentUser } from '../../core/protocol';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../components/ui/card';
import { Switch } from '../components/ui/switch';
import { refusalText } from '../i18n/refusal-text';
import { lobbyWords } from '../lobby/lobby-words';
import { declareAdult, setStrangerCalls } from './stranger-calls-api';

const dateOf = (locale: string, iso: string) =>
  new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(iso));

/**
 * Profile → Calls with strangers (decision 284): the 18+ declaration (its date, or the button) and the
 * switch that turns such calls off. Games with friends, and games started by link, invitation or
 * challenge, are not concerned.
 */
export function StrangerCallsCard({ user }: { user: CurrentUser }) {
  lobbyWords.useWords();
  const { i18n } = useLingui();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const declaredAt = user.adultDeclaredAt ?? null;
  const on = user.strangerCalls !== false;

  async function run(action: () => Promise<unknown>, fallback: MessageId) {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (failure) {
      setError(refusalText(i18n, failure, i18n._(fallback)));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card id="calls-with-strangers" role="region" aria-labelledby="stranger-calls-title">
      <CardHeader>
        <CardTitle id="stranger-calls-title" className="flex items-center gap-2">
          <Video className="size-5 text-primary" aria-hidden="true" />
          {i18n._('lobby.strangers.title')}
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <p className="text-sm text-muted-foreground">
          <Trans
            id="lobby.strangers.intro"
            components={{
              0: (
                <Link href="/terms" className="font-medium text-primary underline-offset-4 hover:underline" />
              ),
            }}
          />
        </p>
        <div className="grid gap-2">
          <span className="font-medium">{i18n._('lobby.strangers.adult')}</span>
          {declaredAt ? (
            <p className="flex items-center gap-2 text-sm" data-testid="adult-declared">
              <ShieldCheck className="size-4 text-green-700" aria-hidden="true" />
              {i18n._('lobby.strangers.declared', { date: dateOf(i18n.locale, declaredAt) })}
            </p>
          ) : (
            <>
              <p className="text-sm text-muted-foreground">{i18n._('lobby.strangers.forAdults')}</p>
              <Button
                className="w-fit"
                disabled={busy}
                onClick={() => void run(declareAdult, 'lobby.strangers.declareFailed')}
              >
                <ShieldCheck aria-hidden="true" />
                {i18n._('lobby.strangers.declare')}
              </Button>
            </>
          )}
        </div>
        <div className="flex items-center justify-between gap-4">
          <span id="stranger-calls-switch-label" className="font-medium">
            {i18n._('lobby.strangers.switch')}
          </span>
          <Switch
            on={on}
            onToggle={() => void run(() => setStrangerCalls(!on), 'lobby.strangers.switchFailed')}
            disabled={busy}
            labelledBy="stranger-calls-switch-label"
            describedBy="stranger-calls-switch-help"
          />
        </div>
        <p id="stranger-calls-switch-help" className="-mt-2 text-sm text-muted-foreground">
          {i18n._(on ? 'lobby.strangers.on' : 'lobby.strangers.off')}
        </p>
        {error && (
          <p role="alert" className="text-sm text-destructive">
            {error}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
