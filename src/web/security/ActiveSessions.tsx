import type { I18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react';
import type { ActiveSession } from '../../core/protocol';
import { Badge } from '../components/ui/badge';
import { Button } from '../components/ui/button';
import { Spinner } from '../components/ui/spinner';
import { refusalText } from '../i18n/refusal-text';
import { toast } from '../lib/use-toast';
import { useActiveSessions, useSignOutOthers, useSignOutSession } from './security-api';
import { useSecurityWords } from './security-words';

function failed(i18n: I18n, error: unknown) {
  toast({
    title: i18n._('security.devices.signOutFailed'),
    description: refusalText(i18n, error, i18n._('security.tryAgain')),
    variant: 'destructive',
  });
}

/** Where the user is signed in, this device marked, with "Sign out" for each other one. */
export function ActiveSessions() {
  useSecurityWords();
  const { i18n } = useLingui();
  const when = (iso: string) =>
    new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  const sessions = useActiveSessions();
  const signOut = useSignOutSession();
  const signOutOthers = useSignOutOthers();
  if (sessions.isLoading) return <Spinner label={i18n._('security.devices.loading')} />;
  if (sessions.isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        {refusalText(i18n, sessions.error, i18n._('security.devices.failed'))}
      </p>
    );
  }
  const list = sessions.data?.sessions ?? [];
  const others = list.filter((session) => !session.current);
  return (
    <div className="grid gap-3">
      <ul className="grid gap-2" aria-label={i18n._('security.devices')}>
        {list.map((session: ActiveSession) => (
          <li
            key={session.id}
            className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-3"
          >
            <div className="grid text-sm">
              <span className="font-medium">
                <Trans id="security.devices.signedIn" values={{ when: when(session.createdAt) }} />{' '}
                {session.current ? (
                  <Badge variant="secondary">
                    <Trans id="security.devices.thisDevice" />
                  </Badge>
                ) : null}
              </span>
              <span className="text-muted-foreground">
                <Trans id="security.devices.lastUsed" values={{ when: when(session.lastUsedAt) }} />
              </span>
            </div>
            {session.current ? null : (
              <Button
                variant="outline"
                size="sm"
                disabled={signOut.isPending}
                aria-label={i18n._('security.devices.signOutLabel', { when: when(session.createdAt) })}
                onClick={() => signOut.mutate(session.id, { onError: (error) => failed(i18n, error) })}
              >
                <Trans id="security.devices.signOut" />
              </Button>
            )}
          </li>
        ))}
      </ul>
      {others.length > 0 ? (
        <Button
          variant="outline"
          className="justify-self-start"
          disabled={signOutOthers.isPending}
          onClick={() =>
            signOutOthers.mutate(undefined, {
              onSuccess: () =>
                toast({ title: i18n._('security.devices.signedOutOthers'), variant: 'success' }),
              onError: (error) => failed(i18n, error),
            })
          }
        >
          <Trans id="security.devices.signOutOthers" />
        </Button>
      ) : (
        <p className="text-sm text-muted-foreground">
          <Trans id="security.devices.onlyHere" />
        </p>
      )}
    </div>
  );
}
