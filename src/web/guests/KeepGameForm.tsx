import type { MessageId } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useMutation } from '@tanstack/react-query';
import { History, UserPlus } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useLocation } from 'wouter';
import { GuestAccountBody } from '../../core/protocol';
import { AccountFields, type AccountFieldValues, EMPTY_ACCOUNT_FIELDS } from '../auth/AccountFields';
import { type FieldErrors, validateForm } from '../auth/field-errors';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
import { refusalText } from '../i18n/refusal-text';
import { isRefusal } from '../lib/api';
import { USER_QUERY_KEY } from '../lib/auth';
import { queryClient } from '../lib/query-client';
import { guestApi } from './guest-api';
import { guestWords } from './guest-words';

/**
 * "Keep this game: create an account" (decision 287): the guest's session becomes the account, so the games
 * played as a guest stay in its history. Shown in the room once a guest's game is over, and on every page a
 * guest cannot open.
 */
export function KeepGameForm({ title = 'guests.keep.title' }: { title?: MessageId }) {
  guestWords.useWords();
  const { i18n } = useLingui();
  const [fields, setFields] = useState<AccountFieldValues>(EMPTY_ACCOUNT_FIELDS);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [done, setDone] = useState<string | null>(null);
  const [, navigate] = useLocation();
  const make = useMutation({
    mutationFn: guestApi.makeAccount,
    onSuccess(_answer, body) {
      // The user is asked again on the way to the history: asked now, the room would drop this card.
      setDone(body.email);
    },
    onError(error) {
      const failed = i18n._('guests.keep.failed');
      if (isRefusal(error, 'username_taken')) setErrors({ username: refusalText(i18n, error, failed) });
      if (isRefusal(error, 'weak_password')) setErrors({ password: refusalText(i18n, error, failed) });
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
          <CardTitle>{i18n._('guests.keep.made')}</CardTitle>
          <CardDescription>{i18n._('guests.keep.madeText', { email: done })}</CardDescription>
        </CardHeader>
        <CardContent>
          <Button
            onClick={async () => {
              await queryClient.refetchQueries({ queryKey: USER_QUERY_KEY });
              navigate('/history');
            }}
          >
            <History /> {i18n._('guests.keep.toHistory')}
          </Button>
        </CardContent>
      </Card>
    );
  }
  return (
    <Card className="border-primary" data-testid="keep-this-game">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <UserPlus className="size-5" /> {i18n._(title)}
        </CardTitle>
        <CardDescription>{i18n._('guests.keep.text')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} noValidate className="grid gap-4" aria-label={i18n._('guests.createAccount')}>
          <AccountFields
            idPrefix="keep"
            fields={fields}
            errors={errors}
            onChange={(name, value) => setFields((current) => ({ ...current, [name]: value }))}
          />
          {make.isError && !errors.username && !errors.password ? (
            <p role="alert" className="text-sm text-destructive">
              {refusalText(i18n, make.error, i18n._('guests.keep.failed'))}
            </p>
          ) : null}
          <Button type="submit" disabled={make.isPending}>
            {i18n._(make.isPending ? 'guests.keep.creating' : 'guests.keep.submit')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
