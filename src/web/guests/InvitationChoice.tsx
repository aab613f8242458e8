import { useLingui } from '@lingui/react';
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
import { refusalText } from '../i18n/refusal-text';
import { USER_QUERY_KEY } from '../lib/auth';
import { queryClient } from '../lib/query-client';
import { storeReturnPath } from '../lib/return-path';
import { callMemory } from '../video/call-storage';
import { guestApi } from './guest-api';
import { guestWords } from './guest-words';

const GUEST_HOURS = GUEST_LIFETIME_MS / (60 * 60 * 1000);

/**
 * A signed-out person opening an invitation link (decision 287): two equal ways in, side by side. As a
 * guest (a name and the terms: the seat is taken at once) or with an account (sign-up or sign-in, which
 * come back to the link afterwards, as before).
 */
export function InvitationChoice({ gameId, returnPath }: { gameId: string; returnPath: string }) {
  guestWords.useWords();
  const { i18n } = useLingui();
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
        <h1 className="text-3xl font-bold">{i18n._('guests.invite.title')}</h1>
        <p className="mt-2 text-muted-foreground">{i18n._('guests.invite.lead')}</p>
      </div>
      <div className="grid gap-6 md:grid-cols-2" data-testid="invitation-choice">
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <UserRound className="size-5" /> {i18n._('guests.invite.asGuest')}
            </CardTitle>
            <CardDescription>{i18n._('guests.invite.asGuestText', { hours: GUEST_HOURS })}</CardDescription>
          </CardHeader>
          <CardContent>
            <form
              onSubmit={submit}
              noValidate
              className="grid gap-4"
              aria-label={i18n._('guests.invite.asGuest')}
            >
              <FormField
                id="guestName"
                label={i18n._('guests.invite.name')}
                error={errors.displayName}
                hint={i18n._('guests.invite.nameHint')}
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
                  {refusalText(i18n, seat.error, i18n._('guests.invite.seatFailed'))}
                </p>
              ) : null}
              <Button type="submit" size="lg" disabled={!agreed || seat.isPending}>
                <UserRound /> {i18n._(seat.isPending ? 'guests.invite.taking' : 'guests.invite.asGuest')}
              </Button>
            </form>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <UserPlus className="size-5" /> {i18n._('guests.invite.withAccount')}
            </CardTitle>
            <CardDescription>{i18n._('guests.invite.withAccountText')}</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-3">
            <Button asChild size="lg">
              <Link href="/signup" onClick={rememberGame}>
                <UserPlus /> {i18n._('guests.createAccount')}
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link href="/signin" onClick={rememberGame}>
                <LogIn /> {i18n._('guests.invite.signIn')}
              </Link>
            </Button>
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
