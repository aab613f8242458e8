import { Trans, useLingui } from '@lingui/react';
import { useMutation } from '@tanstack/react-query';
import { KeyRound, MailCheck } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link } from 'wouter';
import { EmailBody } from '../../core/protocol';
import { accountPageWords } from '../auth/account-pages-ready';
import { accountsApi } from '../auth/accounts-api';
import { EmailInput } from '../auth/EmailInput';
import { FormField } from '../auth/FormField';
import { type FieldErrors, validateForm } from '../auth/field-errors';
import { Button } from '../components/ui/button';
import { refusalText } from '../i18n/refusal-text';
import { CenteredCard, linkClass } from '../layout/CenteredCard';
import { PageMeta } from '../layout/PageMeta';

export const ready = accountPageWords();

const SIGN_IN_LINK = (
  <Trans id="accounts.forgot.remembered" components={{ 0: <Link href="/signin" className={linkClass} /> }} />
);

export default function ForgotPassword() {
  const { i18n } = useLingui();
  return (
    <>
      <PageMeta name={i18n._('accounts.forgot.pageName')} />
      <ForgotPasswordForm />
    </>
  );
}

function ForgotPasswordForm() {
  const { i18n } = useLingui();
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const request = useMutation({ mutationFn: accountsApi.forgotPassword });

  if (request.isSuccess) {
    return (
      <CenteredCard
        icon={<MailCheck />}
        title={<Trans id="accounts.forgot.sent.title" />}
        description={
          <Trans
            id="accounts.forgot.sent.text"
            values={{ email: request.variables }}
            components={{ 0: <strong className="text-foreground" /> }}
          />
        }
        footer={SIGN_IN_LINK}
      >
        <Button variant="outline" size="lg" onClick={() => request.reset()}>
          <Trans id="accounts.forgot.retry" />
        </Button>
      </CenteredCard>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateForm(EmailBody, { email });
    setErrors(checked.errors ?? {});
    if (checked.data) request.mutate(checked.data.email);
  };

  return (
    <CenteredCard
      icon={<KeyRound />}
      title={<Trans id="accounts.forgot.title" />}
      description={<Trans id="accounts.forgot.lead" />}
      footer={SIGN_IN_LINK}
    >
      <form onSubmit={submit} noValidate className="grid gap-4" aria-label={i18n._('accounts.forgot.form')}>
        <FormField id="email" label={i18n._('fields.email')} error={errors.email}>
          <EmailInput value={email} onChange={(event) => setEmail(event.target.value)} />
        </FormField>
        {request.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {refusalText(i18n, request.error, i18n._('accounts.forgot.failed'))}
          </p>
        ) : null}
        <Button type="submit" size="lg" disabled={request.isPending}>
          {request.isPending ? <Trans id="accounts.forgot.sending" /> : <Trans id="accounts.forgot.submit" />}
        </Button>
      </form>
    </CenteredCard>
  );
}
