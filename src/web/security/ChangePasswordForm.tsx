import { type FormEvent, useState } from 'react';
import { ChangePasswordForm as ChangePasswordSchema, type CurrentUser } from '../../core/protocol';
import { FormField } from '../auth/FormField';
import { type FieldErrors, validateForm } from '../auth/field-errors';
import { PasswordInput } from '../auth/PasswordInput';
import { PasswordStrengthMeter } from '../auth/PasswordStrengthMeter';
import { Button } from '../components/ui/button';
import { isRefusal, messageOf } from '../lib/api';
import { toast } from '../lib/use-toast';
import { useChangePassword } from './security-api';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Change password: the current one first; every other device is signed out on success. */
export function ChangePasswordForm({ user }: { user: CurrentUser }) {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const change = useChangePassword();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateForm(ChangePasswordSchema, values);
    setErrors(checked.errors ?? {});
    if (!checked.data) return;
    const { currentPassword, newPassword } = checked.data;
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess(answer) {
          setValues(EMPTY);
          toast({ title: 'Password changed', description: answer.message, variant: 'success' });
        },
        onError(error) {
          const message = messageOf(error, 'Could not change your password. Please try again.');
          if (isRefusal(error, 'invalid_credentials')) setErrors({ currentPassword: message });
          else if (isRefusal(error, 'weak_password')) setErrors({ newPassword: message });
          else setErrors({ form: message });
        },
      },
    );
  };
  const field = (name: keyof typeof EMPTY) => ({
    value: values[name],
    onChange: (event: { target: { value: string } }) => setValues({ ...values, [name]: event.target.value }),
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-label="Change password">
      <FormField id="current-password" label="Current password" error={errors.currentPassword}>
        <PasswordInput autoComplete="current-password" required {...field('currentPassword')} />
      </FormField>
      <FormField id="new-password" label="New password" error={errors.newPassword}>
        <PasswordInput autoComplete="new-password" required {...field('newPassword')} />
      </FormField>
      {values.newPassword ? (
        <PasswordStrengthMeter
          id="new-password-strength"
          password={values.newPassword}
          owner={{ email: user.email, username: user.username, fullName: user.fullName }}
        />
      ) : null}
      <FormField id="confirm-new-password" label="Confirm new password" error={errors.confirmPassword}>
        <PasswordInput autoComplete="new-password" required {...field('confirmPassword')} />
      </FormField>
      {errors.form ? (
        <p role="alert" className="text-sm text-destructive">
          {errors.form}
        </p>
      ) : null}
      <Button type="submit" disabled={change.isPending} className="justify-self-start">
        {change.isPending ? 'Changing...' : 'Change password'}
      </Button>
    </form>
  );
}
