import { useMutation } from '@tanstack/react-query';
import { LogIn, UserPlus, UserRound } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { GUEST_LIFETIME_MS } from '../../core/limits';
import { GuestSeatBody } from '../../core/protocol';
import { FormField } from '../auth/FormField';
import { type FieldErrors, validateForm } from '../auth/field-errors';
import { TermsAgreement } from '../auth/TermsAgreement';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
import { Input } from '../components/ui/input';
import { messageOf } from '../lib/api';
import { USER_QUERY_KEY } from '../lib/auth';
import { queryClient } from '../lib/query-client';
import { storeReturnPath } from '../lib/return-path';
import { callMemory } from '../video/call-storage';
import { guestApi } from './guest-api';

const GUEST_HOURS = GUEST_LIFETIME_MS / (60 * 60 * 1000);

/**
 * A signed-out person opening an invitation link (decision 287): two equal ways in, side by side. As a
 * guest (a name and the terms: the seat is taken at once) or with an account (sign-up or sign-in, which
 * come back to the link afterwards, as before).
 */
export function InvitationChoice({ gameId, returnPath }: { gameId: string; returnPath: string }) {
  const [, navigate] = useLocation();
  const [name, setName] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const seat = useMutation({
    mutationFn: (displayName: string) => guestApi.takeSeat(gameId, { displayName, acceptTerms: true }),
    async onSuccess() {
      await queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
      // The button said so: the room opens in the call, as a reload of a room in a call does, so the link
      // is the game and the call in two clicks (the terms and this button; issue 29). The join is the guest's
      // choice, so the chat says they joined, as a press of Join would.
      callMemory.remember(gameId, true, { announce: true });
      navigate(`/game/${gameId}`, { replace: true });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!agreed) return;
    const checked = validateForm(GuestSeatBody, { displayName: name, acceptTerms: true });
    setErrors(checked.errors ?? {});
    if (checked.data) seat.mutate(checked.data.displayName);
  };
  const rememberGame = () => storeReturnPath(returnPath);

  return (
    <div className="mx-auto grid max-w-4xl gap-6 px-4 py-10">
      <div className="text-center">
        <h1 className="text-3xl font-bold">You're invited to a game of chess</h1>
        <p className="mt-2 text-muted-foreground">
          Play face to face with a video call, right here in your browser.
        </p>
      </div>
      <div className="grid gap-6 md:grid-cols-2" data-testid="invitation-choice">
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <UserRound className="size-5" /> Play as a guest
            </CardTitle>
            <CardDescription>
              No account needed: you join the game and its video call, and your browser asks for your camera
              and microphone. Your guest seat lasts {GUEST_HOURS} hours; after the game you can keep it by
              making an account.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <form onSubmit={submit} noValidate className="grid gap-4" aria-label="Play as a guest">
              <FormField
                id="guestName"
                label="Your name"
                error={errors.displayName}
                hint="Shown to the other player"
              >
                <Input
                  autoComplete="nickname"
                  value={name}
                  onChange={(event) => setName(event.target.value)}
                  required
                />
              </FormField>
              <TermsAgreement id="guestTerms" agreed={agreed} onChange={setAgreed} />
              {seat.isError ? (
                <p role="alert" className="text-sm text-destructive">
                  {messageOf(seat.error, 'The seat could not be taken. Please try again.')}
                </p>
              ) : null}
              <Button type="submit" size="lg" disabled={!agreed || seat.isPending}>
                <UserRound /> {seat.isPending ? 'Taking your seat...' : 'Play as a guest'}
              </Button>
            </form>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <UserPlus className="size-5" /> Use an account
            </CardTitle>
            <CardDescription>
              Keep your games, statistics and friends, and invite people yourself. You come straight back to
              this game afterwards.
            </CardDescription>
          </CardHeader>
          <CardContent className="grid gap-3">
            <Button asChild size="lg">
              <Link href="/signup" onClick={rememberGame}>
                <UserPlus /> Create an account
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link href="/signin" onClick={rememberGame}>
                <LogIn /> Sign in
              </Link>
            </Button>
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
