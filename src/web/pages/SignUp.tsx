import { useMutation } from '@tanstack/react-query';
import { UserPlus } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { Link } from 'wouter';
import { RegisterBody, USERNAME_RULE } from '../../core/protocol';
import { accountsApi } from '../auth/accounts-api';
import { CheckYourEmail } from '../auth/CheckYourEmail';
import { EmailInput } from '../auth/EmailInput';
import { FormField } from '../auth/FormField';
import { type FieldErrors, validateForm } from '../auth/field-errors';
import { PasswordInput } from '../auth/PasswordInput';
import { PasswordStrengthMeter } from '../auth/PasswordStrengthMeter';
import { useLeaveWhenSignedIn } from '../auth/use-leave-when-signed-in';
import { Button } from '../components/ui/button';
import { Input } from '../components/ui/input';
import { PageSpinner } from '../components/ui/spinner';
import { CenteredCard, linkClass } from '../layout/CenteredCard';
import { isRefusal, messageOf } from '../lib/api';
import { toast } from '../lib/use-toast';
import { useTypedBeforeLive } from '../lib/use-typed-before-live';

const EMPTY = { fullName: '', email: '', username: '', password: '' };
type Fields = typeof EMPTY;

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

  const set = (name: keyof Fields) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [name]: event.target.value }));

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
        <FormField id="fullName" label="Full name" error={errors.fullName}>
          <Input autoComplete="name" value={fields.fullName} onChange={set('fullName')} required />
        </FormField>
        <FormField id="email" label="Email" error={errors.email}>
          <EmailInput value={fields.email} onChange={set('email')} />
        </FormField>
        <FormField id="username" label="Username" error={errors.username} hint={USERNAME_RULE}>
          <Input autoComplete="username" value={fields.username} onChange={set('username')} required />
        </FormField>
        <FormField id="password" label="Password" error={errors.password} hint="At least 8 characters">
          <PasswordInput
            autoComplete="new-password"
            value={fields.password}
            onChange={set('password')}
            required
          />
        </FormField>
        <PasswordStrengthMeter id="password-strength" password={fields.password} owner={fields} />
        <div className="flex items-start gap-3">
          <input
            id="terms"
            type="checkbox"
            checked={agreed}
            onChange={(event) => setAgreed(event.target.checked)}
            className="mt-0.5 size-4 shrink-0 accent-[var(--color-primary)]"
          />
          <label htmlFor="terms" className="text-sm leading-snug">
            I agree to the{' '}
            <Link href="/terms" className={linkClass}>
              Terms of Service
            </Link>{' '}
            and{' '}
            <Link href="/privacy" className={linkClass}>
              Privacy Policy
            </Link>{' '}
            and commit to being kind, caring and respectful
          </label>
        </div>
        <Button type="submit" size="lg" disabled={!agreed || register.isPending}>
          {register.isPending ? 'Creating account...' : 'Create Account'}
        </Button>
      </form>
    </CenteredCard>
  );
}
