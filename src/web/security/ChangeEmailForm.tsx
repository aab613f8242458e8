import { type FormEvent, useState } from 'react';
import { ChangeEmailBody, type CurrentUser } from '../../core/protocol';
import { EmailInput } from '../auth/EmailInput';
import { FormField } from '../auth/FormField';
import { type FieldErrors, validateForm } from '../auth/field-errors';
import { PasswordInput } from '../auth/PasswordInput';
import { Button } from '../components/ui/button';
import { isRefusal, messageOf } from '../lib/api';
import { useChangeEmail } from './security-api';

const EMPTY = { newEmail: '', currentPassword: '' };

/** Change e-mail: a link goes to the new address, and the address changes when it is opened. */
export function ChangeEmailForm({ user }: { user: CurrentUser }) {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sent, setSent] = useState<string | null>(null);
  const change = useChangeEmail();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateForm(ChangeEmailBody, values);
    setErrors(checked.errors ?? {});
    if (!checked.data) return;
    change.mutate(checked.data, {
      onSuccess(answer) {
        setValues(EMPTY);
        setSent(answer.message);
      },
      onError(error) {
        const message = messageOf(error, 'Could not change your address. Please try again.');
        setErrors(
          isRefusal(error, 'invalid_credentials') ? { currentPassword: message } : { newEmail: message },
        );
      },
    });
  };
  const field = (name: keyof typeof EMPTY) => ({
    value: values[name],
    onChange: (event: { target: { value: string } }) => setValues({ ...values, [name]: event.target.value }),
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-label="Change email">
      <p className="text-sm text-muted-foreground">Your address now: {user.email}</p>
      <FormField id="new-email" label="New email" error={errors.newEmail}>
        <EmailInput {...field('newEmail')} />
      </FormField>
      <FormField id="email-current-password" label="Your password, to confirm" error={errors.currentPassword}>
        <PasswordInput autoComplete="current-password" required {...field('currentPassword')} />
      </FormField>
      {sent ? (
        <p role="status" className="text-sm">
          {sent}
        </p>
      ) : null}
      <Button type="submit" variant="outline" disabled={change.isPending} className="justify-self-start">
        {change.isPending ? 'Sending...' : 'Change email'}
      </Button>
    </form>
  );
}
