import { useMutation } from '@tanstack/react-query';
import { History, UserPlus } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useLocation } from 'wouter';
import { GuestAccountBody } from '../../core/protocol';
import { AccountFields, type AccountFieldValues, EMPTY_ACCOUNT_FIELDS } from '../auth/AccountFields';
import { type FieldErrors, validateForm } from '../auth/field-errors';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
import { isRefusal, messageOf } from '../lib/api';
import { USER_QUERY_KEY } from '../lib/auth';
import { queryClient } from '../lib/query-client';
import { guestApi } from './guest-api';

/**
 * "Keep this game: create an account" (decision 287): the guest's session becomes the account, so the games
 * played as a guest stay in its history. Shown in the room once a guest's game is over, and on every page a
 * guest cannot open.
 */
export function KeepGameForm({ title = 'Keep this game: create an account' }: { title?: string }) {
  const [fields, setFields] = useState<AccountFieldValues>(EMPTY_ACCOUNT_FIELDS);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [done, setDone] = useState<string | null>(null);
  const [, navigate] = useLocation();
  const make = useMutation({
    mutationFn: guestApi.makeAccount,
    onSuccess(answer) {
      // The user is asked again on the way to the history: asked now, the room would drop this card.
      setDone(answer.message);
    },
    onError(error) {
      if (isRefusal(error, 'username_taken'))
        setErrors({ username: error.serverMessage ?? 'That username is taken.' });
      if (isRefusal(error, 'weak_password'))
        setErrors({ password: error.serverMessage ?? 'Too easy to guess.' });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateForm(GuestAccountBody, fields);
    setErrors(checked.errors ?? {});
    if (checked.data) make.mutate(checked.data);
  };

  if (done) {
    return (
      <Card data-testid="guest-account-made">
        <CardHeader>
          <CardTitle>Your account is made</CardTitle>
          <CardDescription>{done}</CardDescription>
        </CardHeader>
        <CardContent>
          <Button
            onClick={async () => {
              await queryClient.refetchQueries({ queryKey: USER_QUERY_KEY });
              navigate('/history');
            }}
          >
            <History /> See your games in your history
          </Button>
        </CardContent>
      </Card>
    );
  }
  return (
    <Card className="border-primary" data-testid="keep-this-game">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <UserPlus className="size-5" /> {title}
        </CardTitle>
        <CardDescription>
          Your games, chat and statistics stay yours; as a guest they are deleted when your guest seat ends.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} noValidate className="grid gap-4" aria-label="Create an account">
          <AccountFields
            idPrefix="keep"
            fields={fields}
            errors={errors}
            onChange={(name, value) => setFields((current) => ({ ...current, [name]: value }))}
          />
          {make.isError && !errors.username && !errors.password ? (
            <p role="alert" className="text-sm text-destructive">
              {messageOf(make.error, 'Your account could not be made. Please try again.')}
            </p>
          ) : null}
          <Button type="submit" disabled={make.isPending}>
            {make.isPending ? 'Creating account...' : 'Create my account'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
