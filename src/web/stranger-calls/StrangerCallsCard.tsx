import { ShieldCheck, Video } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import type { CurrentUser } from '../../core/protocol';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../components/ui/card';
import { messageOf } from '../lib/api';
import { cn } from '../lib/cn';
import { declareAdult, setStrangerCalls } from './stranger-calls-api';

const dateOf = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { day: 'numeric', month: 'long', year: 'numeric' });

/**
 * Profile → Calls with strangers (decision 284): the 18+ declaration (its date, or the button) and the
 * switch that turns such calls off. Games with friends, and games started by link, invitation or
 * challenge, are not concerned.
 */
export function StrangerCallsCard({ user }: { user: CurrentUser }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const declaredAt = user.adultDeclaredAt ?? null;
  const on = user.strangerCalls !== false;

  async function run(action: () => Promise<unknown>, fallback: string) {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (failure) {
      setError(messageOf(failure, fallback));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card id="calls-with-strangers" role="region" aria-labelledby="stranger-calls-title">
      <CardHeader>
        <CardTitle id="stranger-calls-title" className="flex items-center gap-2">
          <Video className="size-5 text-primary" aria-hidden="true" />
          Calls with strangers
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <p className="text-sm text-muted-foreground">
          A game the lobby pairs you for may be with someone you do not know. Its call starts with both
          cameras and microphones off; nobody sees you until you press “Show my camera”. Games with friends,
          and games you start by link, invitation or challenge, are not concerned.{' '}
          <Link href="/terms" className="font-medium text-primary underline-offset-4 hover:underline">
            What this means
          </Link>
        </p>
        <div className="grid gap-2">
          <span className="font-medium">18 or over</span>
          {declaredAt ? (
            <p className="flex items-center gap-2 text-sm" data-testid="adult-declared">
              <ShieldCheck className="size-4 text-green-700" aria-hidden="true" />
              You declared that you are 18 or over on {dateOf(declaredAt)}.
            </p>
          ) : (
            <>
              <p className="text-sm text-muted-foreground">
                Calls with strangers are for adults. Until you declare that you are 18 or over, your lobby
                games have no call.
              </p>
              <Button
                className="w-fit"
                disabled={busy}
                onClick={() => void run(declareAdult, 'Your declaration was not saved. Please try again.')}
              >
                <ShieldCheck aria-hidden="true" />I am 18 or over
              </Button>
            </>
          )}
        </div>
        <div className="flex items-center justify-between gap-4">
          <span id="stranger-calls-switch-label" className="font-medium">
            Take calls with strangers
          </span>
          <button
            type="button"
            role="switch"
            aria-checked={on}
            aria-labelledby="stranger-calls-switch-label"
            aria-describedby="stranger-calls-switch-help"
            disabled={busy}
            onClick={() =>
              void run(() => setStrangerCalls(!on), 'The setting was not saved. Please try again.')
            }
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
        </div>
        <p id="stranger-calls-switch-help" className="-mt-2 text-sm text-muted-foreground">
          {on
            ? 'On: lobby games with people who are not your friends have a call, cameras off until each of you chooses.'
            : 'Off: your lobby games have no call (the chat works as always), and the lobby shows your seeks as “no call”.'}
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
