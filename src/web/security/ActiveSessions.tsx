import type { ActiveSession } from '../../core/protocol';
import { Badge } from '../components/ui/badge';
import { Button } from '../components/ui/button';
import { Spinner } from '../components/ui/spinner';
import { messageOf } from '../lib/api';
import { toast } from '../lib/use-toast';
import { useActiveSessions, useSignOutOthers, useSignOutSession } from './security-api';

const when = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

function failed(error: unknown) {
  toast({
    title: 'Could not sign out',
    description: messageOf(error, 'Please try again.'),
    variant: 'destructive',
  });
}

/** Where the user is signed in, this device marked, with "Sign out" for each other one. */
export function ActiveSessions() {
  const sessions = useActiveSessions();
  const signOut = useSignOutSession();
  const signOutOthers = useSignOutOthers();
  if (sessions.isLoading) return <Spinner label="Loading your devices" />;
  if (sessions.isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        {messageOf(sessions.error, 'Could not load your devices.')}
      </p>
    );
  }
  const list = sessions.data?.sessions ?? [];
  const others = list.filter((session) => !session.current);
  return (
    <div className="grid gap-3">
      <ul className="grid gap-2" aria-label="Signed-in devices">
        {list.map((session: ActiveSession) => (
          <li
            key={session.id}
            className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-3"
          >
            <div className="grid text-sm">
              <span className="font-medium">
                Signed in {when(session.createdAt)}{' '}
                {session.current ? <Badge variant="secondary">This device</Badge> : null}
              </span>
              <span className="text-muted-foreground">Last used {when(session.lastUsedAt)}</span>
            </div>
            {session.current ? null : (
              <Button
                variant="outline"
                size="sm"
                disabled={signOut.isPending}
                aria-label={`Sign out the device signed in ${when(session.createdAt)}`}
                onClick={() => signOut.mutate(session.id, { onError: failed })}
              >
                Sign out
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
              onSuccess: (answer) => toast({ title: answer.message, variant: 'success' }),
              onError: failed,
            })
          }
        >
          Sign out everywhere else
        </Button>
      ) : (
        <p className="text-sm text-muted-foreground">You are signed in on this device only.</p>
      )}
    </div>
  );
}
