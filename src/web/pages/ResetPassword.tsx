import { useMutation } from '@tanstack/react-query';
import { CircleCheck, LockKeyhole } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link, Redirect, useSearch } from 'wouter';
import { NewPassword, PASSWORDS_DO_NOT_MATCH, ResetPasswordForm } from '../../core/protocol';
import { accountsApi } from '../auth/accounts-api';
import { FormField } from '../auth/FormField';
import { validateForm } from '../auth/field-errors';
import { PasswordInput } from '../auth/PasswordInput';
import { PasswordStrengthMeter } from '../auth/PasswordStrengthMeter';
import { Button } from '../components/ui/button';
import { CenteredCard, linkClass } from '../layout/CenteredCard';
import { messageOf } from '../lib/api';

export default function ResetPassword() {
  const token = new URLSearchParams(useSearch()).get('token');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const reset = useMutation({ mutationFn: accountsApi.resetPassword });

  if (!token) return <Redirect to="/forgot-password" replace />;

  if (reset.isSuccess) {
    return (
      <CenteredCard
        icon={<CircleCheck />}
        title="Password Reset Successful!"
        description={reset.data.message}
      >
        <Button asChild size="lg">
          <Link href="/signin">Go to Sign In</Link>
        </Button>
      </CenteredCard>
    );
  }

  // The spec's rules, live: each message shows once its field has something in it.
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
      title="Choose a New Password"
      description="Your new password signs you out on every other device."
      footer={
        <Link href="/forgot-password" className={linkClass}>
          Need a new reset link?
        </Link>
      }
    >
      <form onSubmit={submit} noValidate className="grid gap-4" aria-label="Reset password">
        <FormField id="password" label="New password" error={passwordError}>
          <PasswordInput
            autoComplete="new-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            required
          />
        </FormField>
        <PasswordStrengthMeter id="password-strength" password={password} />
        <FormField id="confirmPassword" label="Confirm new password" error={confirmError}>
          <PasswordInput
            autoComplete="new-password"
            value={confirmPassword}
            onChange={(event) => setConfirmPassword(event.target.value)}
            required
          />
        </FormField>
        {reset.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {messageOf(reset.error, 'Failed to reset password. Please try again.')}
          </p>
        ) : null}
        <Button type="submit" size="lg" disabled={!checked.data || reset.isPending}>
          {reset.isPending ? 'Resetting...' : 'Reset Password'}
        </Button>
      </form>
    </CenteredCard>
  );
}
