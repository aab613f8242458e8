import { Trans, useLingui } from '@lingui/react';
import { type FormEvent, useState } from 'react';
import { ChangeEmailBody, type CurrentUser } from '../../core/protocol';
import { EmailInput } from '../auth/EmailInput';
import { FormField } from '../auth/FormField';
import { type FieldErrors, validateForm } from '../auth/field-errors';
import { PasswordInput } from '../auth/PasswordInput';
import { Button } from '../components/ui/button';
import { refusalText } from '../i18n/refusal-text';
import { isRefusal } from '../lib/api';
import { useChangeEmail } from './security-api';
import { useSecurityWords } from './security-words';

const EMPTY = { newEmail: '', currentPassword: '' };

/** Change e-mail: a link goes to the new address, and the address changes when it is opened. */
export function ChangeEmailForm({ user }: { user: CurrentUser }) {
  useSecurityWords();
  const { i18n } = useLingui();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sent, setSent] = useState<string | null>(null);
  const change = useChangeEmail();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateForm(ChangeEmailBody, values);
    setErrors(checked.errors ?? {});
    if (!checked.data) return;
    const { newEmail } = checked.data;
    change.mutate(checked.data, {
      // The answer names the address inside its English sentence: the address is the one just sent.
      onSuccess() {
        setValues(EMPTY);
        setSent(newEmail);
      },
      onError(error) {
        const message = refusalText(i18n, error, i18n._('security.email.failed'), {
          invalid_credentials: 'security.password.wrongCurrent',
          invalid_input: 'security.email.same',
        });
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
    <form onSubmit={submit} noValidate className="grid gap-4" aria-label={i18n._('security.changeEmail')}>
      <p className="text-sm text-muted-foreground">
        <Trans id="security.email.now" values={{ email: user.email }} />
      </p>
      <FormField id="new-email" label={i18n._('security.email.new')} error={errors.newEmail}>
        <EmailInput {...field('newEmail')} />
      </FormField>
      <FormField
        id="email-current-password"
        label={i18n._('security.email.password')}
        error={errors.currentPassword}
      >
        <PasswordInput autoComplete="current-password" required {...field('currentPassword')} />
      </FormField>
      {sent ? (
        <p role="status" className="text-sm">
          <Trans id="security.email.sent" values={{ email: sent }} />
        </p>
      ) : null}
      <Button type="submit" variant="outline" disabled={change.isPending} className="justify-self-start">
        {i18n._(change.isPending ? 'security.email.sending' : 'security.changeEmail')}
      </Button>
    </form>
  );
}
