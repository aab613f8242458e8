import { useMutation } from '@tanstack/react-query';
import { KeyRound, MailCheck } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link } from 'wouter';
import { EmailBody } from '../../core/protocol';
import { accountsApi } from '../auth/accounts-api';
import { EmailInput } from '../auth/EmailInput';
import { FormField } from '../auth/FormField';
import { type FieldErrors, validateForm } from '../auth/field-errors';
import { Button } from '../components/ui/button';
import { CenteredCard, linkClass } from '../layout/CenteredCard';
import { messageOf } from '../lib/api';

const SIGN_IN_LINK = (
  <>
    Remembered it?{' '}
    <Link href="/signin" className={linkClass}>
      Back to Sign In
    </Link>
  </>
);

export default function ForgotPassword() {
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const request = useMutation({ mutationFn: accountsApi.forgotPassword });

  if (request.isSuccess) {
    return (
      <CenteredCard
        icon={<MailCheck />}
        title="Check Your Email"
        description={
          <>
            If an account exists for <strong className="text-foreground">{request.variables}</strong>,
            we&apos;ve sent a link to reset your password. The link expires in 1 hour.
          </>
        }
        footer={SIGN_IN_LINK}
      >
        <Button variant="outline" size="lg" onClick={() => request.reset()}>
          Try Different Email
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
      title="Forgot Your Password?"
      description="Enter your email address and we'll send you a link to choose a new password."
      footer={SIGN_IN_LINK}
    >
      <form onSubmit={submit} noValidate className="grid gap-4" aria-label="Forgot password">
        <FormField id="email" label="Email" error={errors.email}>
          <EmailInput value={email} onChange={(event) => setEmail(event.target.value)} />
        </FormField>
        {request.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {messageOf(request.error, 'Failed to send reset email. Please try again.')}
          </p>
        ) : null}
        <Button type="submit" size="lg" disabled={request.isPending}>
          {request.isPending ? 'Sending...' : 'Send Reset Link'}
        </Button>
      </form>
    </CenteredCard>
  );
}
