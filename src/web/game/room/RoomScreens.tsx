import { Trans, useLingui } from '@lingui/react';
import { AlertCircle, Crown, Loader2, Lock, UserPlus, Users } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'wouter';
import { UpgradeDialog } from '../../billing/UpgradeDialog';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import type { JoinRefusalScreen } from '../join-refusal';

function Centered({ children }: { children: ReactNode }) {
  return <div className="flex min-h-[60vh] items-center justify-center px-4 py-10">{children}</div>;
}

export function LoadingGame() {
  const { i18n } = useLingui();
  return (
    <Centered>
      <div className="flex flex-col items-center gap-4">
        <Spinner label={i18n._('room.loading')} />
        <p className="text-muted-foreground">
          <Trans id="room.loading" />
        </p>
      </div>
    </Centered>
  );
}

export function GameNotFound() {
  return (
    <Centered>
      <Card className="w-full max-w-md text-center">
        <CardHeader>
          <AlertCircle className="mx-auto size-10 text-destructive" aria-hidden="true" />
          <h1 className="text-2xl font-bold">
            <Trans id="room.notFound.title" />
          </h1>
          <CardDescription>
            <Trans id="room.notFound.text" />
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Button asChild>
            <Link href="/">
              <Trans id="room.goHome" />
            </Link>
          </Button>
        </CardContent>
      </Card>
    </Centered>
  );
}

export function GameLoadFailed({ onRetry }: { onRetry(): void }) {
  return (
    <Centered>
      <Card className="w-full max-w-md text-center">
        <CardHeader>
          <AlertCircle className="mx-auto size-10 text-destructive" aria-hidden="true" />
          <h1 className="text-2xl font-bold">
            <Trans id="room.loadFailed.title" />
          </h1>
          <CardDescription>
            <Trans id="room.loadFailed.text" />
          </CardDescription>
        </CardHeader>
        <CardContent className="flex justify-center gap-2">
          <Button onClick={onRetry}>
            <Trans id="room.tryAgain" />
          </Button>
          <Button asChild variant="outline">
            <Link href="/">
              <Trans id="room.goHome" />
            </Link>
          </Button>
        </CardContent>
      </Card>
    </Centered>
  );
}

/** The plans over the room (decision 272): one who upgrades can join without leaving it. */
function SeePlans() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>
        <Trans id="room.seePlans" />
      </Button>
      <UpgradeDialog open={open} onOpenChange={setOpen} />
    </>
  );
}

/**
 * A join the server refused (or would refuse) for a reason asking again cannot change: why, and the
 * way forward, with watching the game as the other choice.
 */
export function JoinRefused({ screen, onWatch }: { screen: JoinRefusalScreen; onWatch(): void }) {
  const Icon = screen.way === 'upgrade' ? Crown : Users;
  return (
    <Centered>
      <Card className="w-full max-w-md text-center" data-testid="join-refused">
        <CardHeader>
          <Icon className="mx-auto size-10 text-primary" aria-hidden="true" />
          <h1 className="text-2xl font-bold">{screen.title}</h1>
          <CardDescription>{screen.detail}</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col justify-center gap-2 sm:flex-row">
          {screen.way === 'upgrade' ? (
            <SeePlans />
          ) : (
            <Button asChild>
              <Link href="/game/new">
                <Trans id="room.createNewGame" />
              </Link>
            </Button>
          )}
          <Button asChild variant="outline">
            <Link href="/">
              <Trans id="room.goHome" />
            </Link>
          </Button>
          <Button variant="ghost" onClick={onWatch}>
            <Trans id="room.watchGame" />
          </Button>
        </CardContent>
      </Card>
    </Centered>
  );
}

/** In the host's room: someone tried to take the black seat and was refused. */
export function JoinRefusedNotice({ text, onDismiss }: { text: string; onDismiss(): void }) {
  return (
    <Card className="border-destructive/50">
      <CardContent className="flex items-center justify-between gap-3 p-4">
        <p role="status" className="text-sm" data-testid="join-refused-notice">
          {text}
        </p>
        <Button variant="ghost" size="sm" onClick={onDismiss}>
          <Trans id="room.dismiss" />
        </Button>
      </CardContent>
    </Card>
  );
}

export function JoiningGame({ busy, onJoin }: { busy: boolean; onJoin(): void }) {
  return (
    <Centered>
      <Card className="w-full max-w-md text-center">
        <CardHeader>
          <Loader2 className="mx-auto size-10 animate-spin text-primary" aria-hidden="true" />
          <h1 className="text-2xl font-bold">
            <Trans id="room.joining.title" />
          </h1>
          <CardDescription>
            <Trans id="room.joining.text" />
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Button size="lg" disabled={busy} onClick={onJoin}>
            <Trans id="room.joining.button" />
          </Button>
        </CardContent>
      </Card>
    </Centered>
  );
}

/** Shown in the room while the game waits for Black and the viewer could take the seat. */
export function JoinBox({ busy, onJoin }: { busy: boolean; onJoin(): void }) {
  return (
    <Card className="border-primary">
      <CardContent className="flex flex-wrap items-center justify-between gap-3 p-4">
        <div>
          <h2 className="font-semibold">
            <Trans id="room.joinBox.title" />
          </h2>
          <p className="text-sm text-muted-foreground">
            <Trans id="room.joinBox.text" />
          </p>
        </div>
        <Button disabled={busy} onClick={onJoin}>
          <UserPlus /> <Trans id="room.joinBox.button" />
        </Button>
      </CardContent>
    </Card>
  );
}

/** Shown in the room while the black seat is held for an invited player other than the viewer. */
export function SeatReserved({ username }: { username: string }) {
  return (
    <Card>
      <CardContent className="flex items-center gap-3 p-4" data-testid="seat-reserved">
        <Lock className="size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
        <div>
          <h2 className="font-semibold">
            <Trans id="room.seatReserved.title" values={{ username }} />
          </h2>
          <p className="text-sm text-muted-foreground">
            <Trans id="room.seatReserved.text" values={{ username }} />
          </p>
        </div>
      </CardContent>
    </Card>
  );
}

/** Why the room is not live: the server turned its socket or its join away (`liveRefusalText`). */
export function LiveRefusal({ message }: { message: string }) {
  return (
    <Card className="border-destructive">
      <CardContent className="flex items-center gap-3 p-4" role="alert" data-testid="live-refusal">
        <AlertCircle className="size-5 shrink-0 text-destructive" aria-hidden="true" />
        <p className="font-medium">{message}</p>
      </CardContent>
    </Card>
  );
}

/** The refusal, in place of the loading screen, when there is no game to show yet. */
export function LiveRefusalScreen({ message }: { message: string }) {
  return (
    <Centered>
      <div className="w-full max-w-md">
        <LiveRefusal message={message} />
      </div>
    </Centered>
  );
}
