import { useMutation } from '@tanstack/react-query';
import { UserPlus } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { Link } from 'wouter';
import { RegisterBody } from '../../core/protocol';
import { AccountFields, type AccountFieldValues, EMPTY_ACCOUNT_FIELDS } from '../auth/AccountFields';
import { accountsApi } from '../auth/accounts-api';
import { CheckYourEmail } from '../auth/CheckYourEmail';
import { type FieldErrors, validateForm } from '../auth/field-errors';
import { TermsAgreement } from '../auth/TermsAgreement';
import { useLeaveWhenSignedIn } from '../auth/use-leave-when-signed-in';
import { Button } from '../components/ui/button';
import { PageSpinner } from '../components/ui/spinner';
import { CenteredCard, linkClass } from '../layout/CenteredCard';
import { isRefusal, messageOf } from '../lib/api';
import { toast } from '../lib/use-toast';
import { useTypedBeforeLive } from '../lib/use-typed-before-live';

const EMPTY = EMPTY_ACCOUNT_FIELDS;
type Fields = AccountFieldValues;

export default function SignUp() {
  const signedIn = useLeaveWhenSignedIn();
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

  const register = useMutation({
    mutationFn: accountsApi.register,
    onSuccess(answer, body) {
      toast({ title: 'Registration successful!', description: answer.message });
      setSentTo(body.email);
    },
    onError(error) {
      if (isRefusal(error, 'username_taken')) {
        setErrors({ username: error.serverMessage ?? 'That username is already taken.' });
      }
      if (isRefusal(error, 'weak_password')) {
        setErrors({ password: error.serverMessage ?? 'This password is too easy to guess.' });
      }
      toast({
        title: 'Registration failed',
        description: messageOf(error, 'Please try again.'),
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
      title="Create Your Account"
      description="Play chess face to face with the people you care about."
      footer={
        <>
          Already have an account?{' '}
          <Link href="/signin" className={linkClass}>
            Sign in
          </Link>
        </>
      }
    >
      <form ref={formRef} onSubmit={submit} noValidate className="grid gap-4" aria-label="Sign up">
        <AccountFields fields={fields} errors={errors} onChange={set} />
        <TermsAgreement id="terms" agreed={agreed} onChange={setAgreed}>
          {' '}
          and commit to being kind, caring and respectful
        </TermsAgreement>
        <Button type="submit" size="lg" disabled={!agreed || register.isPending}>
          {register.isPending ? 'Creating account...' : 'Create Account'}
        </Button>
      </form>
    </CenteredCard>
  );
}
