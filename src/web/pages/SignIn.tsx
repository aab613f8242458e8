import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LogIn, MailWarning } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { Link } from 'wouter';
import type { CurrentUser } from '../../core/protocol';
import { accountsApi } from '../auth/accounts-api';
import { EmailInput } from '../auth/EmailInput';
import { FormField } from '../auth/FormField';
import { type FieldErrors, validateForm } from '../auth/field-errors';
import { PasswordInput } from '../auth/PasswordInput';
import { useLeaveWhenSignedIn } from '../auth/use-leave-when-signed-in';
import { Button } from '../components/ui/button';
import { PageSpinner } from '../components/ui/spinner';
import { CenteredCard, linkClass } from '../layout/CenteredCard';
import { isRefusal, messageOf } from '../lib/api';
import { USER_QUERY_KEY } from '../lib/auth';
import { toast } from '../lib/use-toast';
import { useTypedBeforeLive } from '../lib/use-typed-before-live';

/**
 * The shared login schema, loaded when the form is first focused or submitted: it lives in the protocol chunk
 * (zod and every schema), which the page does not need to draw or hydrate (decision 183).
 */
const loadLoginBody = () => import('../../core/protocol').then((protocol) => protocol.LoginBody);

export default function SignIn() {
  const signedIn = useLeaveWhenSignedIn();
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [unconfirmedEmail, setUnconfirmedEmail] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  useTypedBeforeLive(formRef, (typed) => {
    if (typeof typed.email === 'string') setEmail(typed.email);
    if (typeof typed.password === 'string') setPassword(typed.password);
  });

  const login = useMutation({
    mutationFn: accountsApi.login,
    onSuccess(user: CurrentUser) {
      toast({ title: 'Welcome back!', description: 'You have successfully signed in.' });
      // Being signed in moves this screen on, to the return path or the dashboard.
      queryClient.setQueryData(USER_QUERY_KEY, user);
    },
    onError(error, body) {
      const verification = isRefusal(error, 'email_not_verified');
      setUnconfirmedEmail(verification ? body.email : null);
      toast({
        title: verification ? 'Email verification required' : 'Sign in failed',
        description: messageOf(error, 'Please check your email and password.'),
        variant: 'destructive',
      });
    },
  });

  const resend = useMutation({
    mutationFn: accountsApi.resendConfirmation,
    onSuccess: () => toast({ title: 'New confirmation email sent! Please check your inbox.' }),
    onError: (error) =>
      toast({
        title: messageOf(error, 'Failed to resend confirmation email. Please try again.'),
        variant: 'destructive',
      }),
  });

  if (signedIn) return <PageSpinner />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = validateForm(await loadLoginBody(), { email, password });
    setErrors(checked.errors ?? {});
    if (checked.data) login.mutate(checked.data);
  };

  return (
    <CenteredCard
      icon={<LogIn />}
      title="Sign In"
      description="Welcome back! Sign in to play and talk."
      footer={
        <>
          Don&apos;t have an account?{' '}
          <Link href="/signup" className={linkClass}>
            Sign up
          </Link>
        </>
      }
    >
      <form
        ref={formRef}
        onSubmit={submit}
        onFocus={loadLoginBody}
        noValidate
        className="grid gap-4"
        aria-label="Sign in"
      >
        <FormField id="email" label="Email" error={errors.email}>
          <EmailInput value={email} onChange={(event) => setEmail(event.target.value)} />
        </FormField>
        <FormField id="password" label="Password" error={errors.password}>
          <PasswordInput
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            required
          />
        </FormField>
        <div className="-mt-1 text-right text-sm">
          <Link href="/forgot-password" className={linkClass}>
            Forgot your password?
          </Link>
        </div>
        <Button type="submit" size="lg" disabled={login.isPending}>
          {login.isPending ? 'Signing in...' : 'Sign In'}
        </Button>
      </form>
      {unconfirmedEmail ? (
        <div className="grid gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
          <p className="flex items-start gap-2">
            <MailWarning className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span>
              Your email address is not confirmed yet. Open the link we sent to{' '}
              <strong>{unconfirmedEmail}</strong> or ask for a new one.
            </span>
          </p>
          <Button
            variant="outline"
            disabled={resend.isPending}
            onClick={() => resend.mutate(unconfirmedEmail)}
          >
            Send New Confirmation Email
          </Button>
        </div>
      ) : null}
    </CenteredCard>
  );
}
