import { Trans, useLingui } from '@lingui/react';
import { useMutation } from '@tanstack/react-query';
import { CircleCheck, LockKeyhole } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link, Redirect, useSearch } from 'wouter';
import { NewPassword, PASSWORDS_DO_NOT_MATCH, ResetPasswordForm } from '../../core/protocol';
import { accountPageWords } from '../auth/account-pages-ready';
import { accountsApi } from '../auth/accounts-api';
import { FormField } from '../auth/FormField';
import { validateForm } from '../auth/field-errors';
import { PasswordInput } from '../auth/PasswordInput';
import { PasswordStrengthMeter } from '../auth/PasswordStrengthMeter';
import { Button } from '../components/ui/button';
import { type RefusalWording, refusalText } from '../i18n/refusal-text';
import { CenteredCard, linkClass } from '../layout/CenteredCard';
import { PageMeta } from '../layout/PageMeta';

export const ready = accountPageWords();

/** This page knows which link was refused: a password reset link. */
const RESET_LINK: RefusalWording = { link_invalid: 'accounts.reset.linkInvalid' };

export default function ResetPassword() {
  const { i18n } = useLingui();
  return (
    <>
      <PageMeta name={i18n._('accounts.reset.pageName')} />
      <ResetPasswordCard />
    </>
  );
}

function ResetPasswordCard() {
  const { i18n } = useLingui();
  const token = new URLSearchParams(useSearch()).get('token');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const reset = useMutation({ mutationFn: accountsApi.resetPassword });

  if (!token) return <Redirect to="/forgot-password" replace />;

  if (reset.isSuccess) {
    return (
      <CenteredCard
        icon={<CircleCheck />}
        title={<Trans id="accounts.reset.done.title" />}
        description={<Trans id="accounts.reset.done.text" />}
      >
        <Button asChild size="lg">
          <Link href="/signin">
            <Trans id="accounts.reset.goToSignIn" />
          </Link>
        </Button>
      </CenteredCard>
    );
  }

  // The spec's rules, live: each message shows once its field has something in it (FormField words it).
  const checked = validateForm(ResetPasswordForm, { password, confirmPassword });
  const passwordError = password ? validateForm(NewPassword, password).errors?.form : undefined;
  const confirmError = confirmPassword && confirmPassword !== password ? PASSWORDS_DO_NOT_MATCH : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (checked.data) reset.mutate({ token, password: checked.data.password });
  };

  return (
    <CenteredCard
      icon={<LockKeyhole />}
      title={<Trans id="accounts.reset.title" />}
      description={<Trans id="accounts.reset.lead" />}
      footer={
        <Link href="/forgot-password" className={linkClass}>
          <Trans id="accounts.reset.newLink" />
        </Link>
      }
    >
      <form onSubmit={submit} noValidate className="grid gap-4" aria-label={i18n._('accounts.reset.form')}>
        <FormField id="password" label={i18n._('accounts.reset.newPassword')} error={passwordError}>
          <PasswordInput
            autoComplete="new-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            required
          />
        </FormField>
        <PasswordStrengthMeter id="password-strength" password={password} />
        <FormField id="confirmPassword" label={i18n._('accounts.reset.confirmPassword')} error={confirmError}>
          <PasswordInput
            autoComplete="new-password"
            value={confirmPassword}
            onChange={(event) => setConfirmPassword(event.target.value)}
            required
          />
        </FormField>
        {reset.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {refusalText(i18n, reset.error, i18n._('accounts.reset.failed'), RESET_LINK)}
          </p>
        ) : null}
        <Button type="submit" size="lg" disabled={!checked.data || reset.isPending}>
          {reset.isPending ? <Trans id="accounts.reset.resetting" /> : <Trans id="accounts.reset.submit" />}
        </Button>
      </form>
    </CenteredCard>
  );
}
