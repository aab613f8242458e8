import { Trans, useLingui } from '@lingui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LogIn, MailWarning } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { Link } from 'wouter';
import type { CurrentUser } from '../../core/protocol';
import { accountPageWords } from '../auth/account-pages-ready';
import { accountsApi } from '../auth/accounts-api';
import { EmailInput } from '../auth/EmailInput';
import { FormField } from '../auth/FormField';
import { type FieldErrors, validateForm } from '../auth/field-errors';
import { PasswordInput } from '../auth/PasswordInput';
import { useLeaveWhenSignedIn } from '../auth/use-leave-when-signed-in';
import { Button } from '../components/ui/button';
import { PageSpinner } from '../components/ui/spinner';
import { refusalText } from '../i18n/refusal-text';
import { CenteredCard, linkClass } from '../layout/CenteredCard';
import { PageMeta } from '../layout/PageMeta';
import { isRefusal } from '../lib/api';
import { USER_QUERY_KEY } from '../lib/auth';
import { toast } from '../lib/use-toast';
import { useTypedBeforeLive } from '../lib/use-typed-before-live';

export const ready = accountPageWords();

/**
 * The shared login schema, loaded when the form is first focused or submitted: it lives in the protocol chunk
 * (zod and every schema), which the page does not need to draw or hydrate (decision 183).
 */
const loadLoginBody = () => import('../../core/protocol').then((protocol) => protocol.LoginBody);

export default function SignIn() {
  const { i18n } = useLingui();
  return (
    <>
      <PageMeta
        name={i18n._('accounts.signIn.pageName')}
        description={i18n._('accounts.signIn.pageDescription')}
      />
      <SignInForm />
    </>
  );
}

function SignInForm() {
  const { i18n } = useLingui();
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
      toast({
        title: i18n._('accounts.signIn.welcome.title'),
        description: i18n._('accounts.signIn.welcome.text'),
      });
      // Being signed in moves this screen on, to the return path or the dashboard.
      queryClient.setQueryData(USER_QUERY_KEY, user);
    },
    onError(error, body) {
      const verification = isRefusal(error, 'email_not_verified');
      setUnconfirmedEmail(verification ? body.email : null);
      toast({
        title: verification
          ? i18n._('accounts.signIn.verificationRequired')
          : i18n._('accounts.signIn.failed'),
        description: refusalText(i18n, error, i18n._('accounts.signIn.checkDetails')),
        variant: 'destructive',
      });
    },
  });

  const resend = useMutation({
    mutationFn: accountsApi.resendConfirmation,
    onSuccess: () => toast({ title: i18n._('accounts.resent') }),
    onError: (error) =>
      toast({
        title: refusalText(i18n, error, i18n._('accounts.resendFailed')),
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
      title={<Trans id="accounts.signIn.title" />}
      description={<Trans id="accounts.signIn.lead" />}
      footer={
        <Trans
          id="accounts.signIn.noAccount"
          components={{ 0: <Link href="/signup" className={linkClass} /> }}
        />
      }
    >
      <form
        ref={formRef}
        onSubmit={submit}
        onFocus={loadLoginBody}
        noValidate
        className="grid gap-4"
        aria-label={i18n._('accounts.signIn.form')}
      >
        <FormField id="email" label={i18n._('fields.email')} error={errors.email}>
          <EmailInput value={email} onChange={(event) => setEmail(event.target.value)} />
        </FormField>
        <FormField id="password" label={i18n._('fields.password')} error={errors.password}>
          <PasswordInput
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            required
          />
        </FormField>
        <div className="-mt-1 text-end text-sm">
          <Link href="/forgot-password" className={linkClass}>
            <Trans id="accounts.signIn.forgot" />
          </Link>
        </div>
        <Button type="submit" size="lg" disabled={login.isPending}>
          {login.isPending ? (
            <Trans id="accounts.signIn.submitting" />
          ) : (
            <Trans id="accounts.signIn.submit" />
          )}
        </Button>
      </form>
      {unconfirmedEmail ? (
        <div className="grid gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
          <p className="flex items-start gap-2">
            <MailWarning className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span>
              <Trans
                id="accounts.signIn.unconfirmed"
                values={{ email: unconfirmedEmail }}
                components={{ 0: <strong /> }}
              />
            </span>
          </p>
          <Button
            variant="outline"
            disabled={resend.isPending}
            onClick={() => resend.mutate(unconfirmedEmail)}
          >
            <Trans id="accounts.resendConfirmation" />
          </Button>
        </div>
      ) : null}
    </CenteredCard>
  );
}
