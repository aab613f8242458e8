import { Trans, useLingui } from '@lingui/react';
import { useMutation } from '@tanstack/react-query';
import { UserPlus } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { Link } from 'wouter';
import { judgePassword } from '../../core/password-strength';
import { RegisterBody } from '../../core/protocol';
import { AccountFields, type AccountFieldValues, EMPTY_ACCOUNT_FIELDS } from '../auth/AccountFields';
import { accountPageWords } from '../auth/account-pages-ready';
import { accountsApi } from '../auth/accounts-api';
import { CheckYourEmail } from '../auth/CheckYourEmail';
import { type FieldErrors, validateForm } from '../auth/field-errors';
import { passwordReason } from '../auth/password-words';
import { TermsAgreement } from '../auth/TermsAgreement';
import { useLeaveWhenSignedIn } from '../auth/use-leave-when-signed-in';
import { usePasswordEstimator } from '../auth/use-password-estimator';
import { Button } from '../components/ui/button';
import { PageSpinner } from '../components/ui/spinner';
import { refusalText } from '../i18n/refusal-text';
import { CenteredCard, linkClass } from '../layout/CenteredCard';
import { PageMeta } from '../layout/PageMeta';
import { isRefusal } from '../lib/api';
import { toast } from '../lib/use-toast';
import { useTypedBeforeLive } from '../lib/use-typed-before-live';

export const ready = accountPageWords();

const EMPTY = EMPTY_ACCOUNT_FIELDS;
type Fields = AccountFieldValues;

export default function SignUp() {
  const { i18n } = useLingui();
  return (
    <>
      <PageMeta
        name={i18n._('accounts.signUp.pageName')}
        description={i18n._('accounts.signUp.pageDescription')}
      />
      <SignUpForm />
    </>
  );
}

function SignUpForm() {
  const { i18n } = useLingui();
  const signedIn = useLeaveWhenSignedIn();
  const estimate = usePasswordEstimator();
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [agreed, setAgreed] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sentTo, setSentTo] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  useTypedBeforeLive(formRef, (typed) => {
    const texts = Object.fromEntries(
      Object.keys(EMPTY).flatMap((name) => (typeof typed[name] === 'string' ? [[name, typed[name]]] : [])),
    );
    setFields((current) => ({ ...current, ...texts }));
    if (typed.terms === true) setAgreed(true);
  });

  /**
   * Why the server found the password weak: the browser holds the same rule (and its dictionaries, once the meter
   * has them), so it says why in the reader's language; the refusal itself names no reason apart from its text.
   */
  const weakPasswordText = (error: unknown, body: RegisterBody) => {
    const verdict = estimate ? judgePassword(estimate, body.password, body) : null;
    return (
      (verdict && passwordReason(i18n, verdict)) ?? refusalText(i18n, error, i18n._('accounts.tryAgain'))
    );
  };

  const register = useMutation({
    mutationFn: accountsApi.register,
    onSuccess(_answer, body) {
      toast({
        title: i18n._('accounts.signUp.success'),
        description: i18n._('accounts.signUp.sent', { email: body.email }),
      });
      setSentTo(body.email);
    },
    onError(error, body) {
      if (isRefusal(error, 'username_taken')) {
        setErrors({ username: refusalText(i18n, error, i18n._('accounts.tryAgain')) });
      }
      if (isRefusal(error, 'weak_password')) setErrors({ password: weakPasswordText(error, body) });
      toast({
        title: i18n._('accounts.signUp.failed'),
        description: refusalText(i18n, error, i18n._('accounts.tryAgain')),
        variant: 'destructive',
      });
    },
  });

  if (signedIn) return <PageSpinner />;

  if (sentTo) {
    return (
      <CheckYourEmail
        email={sentTo}
        onRetry={() => {
          setSentTo(null);
          setFields((current) => ({ ...current, email: '' }));
          register.reset();
        }}
      />
    );
  }

  const set = (name: keyof Fields, value: string) => setFields((current) => ({ ...current, [name]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!agreed) return;
    const checked = validateForm(RegisterBody, fields);
    setErrors(checked.errors ?? {});
    if (checked.data) register.mutate(checked.data);
  };

  return (
    <CenteredCard
      icon={<UserPlus />}
      title={<Trans id="accounts.signUp.title" />}
      description={<Trans id="accounts.signUp.lead" />}
      footer={
        <Trans
          id="accounts.signUp.haveAccount"
          components={{ 0: <Link href="/signin" className={linkClass} /> }}
        />
      }
    >
      <form
        ref={formRef}
        onSubmit={submit}
        noValidate
        className="grid gap-4"
        aria-label={i18n._('accounts.signUp.form')}
      >
        <AccountFields fields={fields} errors={errors} onChange={set} />
        <TermsAgreement id="terms" agreed={agreed} onChange={setAgreed} pledge />
        <Button type="submit" size="lg" disabled={!agreed || register.isPending}>
          {register.isPending ? (
            <Trans id="accounts.signUp.submitting" />
          ) : (
            <Trans id="accounts.signUp.submit" />
          )}
        </Button>
      </form>
    </CenteredCard>
  );
}
