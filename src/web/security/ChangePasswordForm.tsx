import { useLingui } from '@lingui/react';
import { type FormEvent, useState } from 'react';
import { judgePassword } from '../../core/password-strength';
import { ChangePasswordForm as ChangePasswordSchema, type CurrentUser } from '../../core/protocol';
import { FormField } from '../auth/FormField';
import { type FieldErrors, validateForm } from '../auth/field-errors';
import { PasswordInput } from '../auth/PasswordInput';
import { PasswordStrengthMeter } from '../auth/PasswordStrengthMeter';
import { passwordReason } from '../auth/password-words';
import { usePasswordEstimator } from '../auth/use-password-estimator';
import { Button } from '../components/ui/button';
import { type RefusalWording, refusalText } from '../i18n/refusal-text';
import { isRefusal } from '../lib/api';
import { toast } from '../lib/use-toast';
import { useChangePassword } from './security-api';
import { useSecurityWords } from './security-words';

/** What this form knows about the refusals it can meet. */
const PASSWORD_REFUSALS: RefusalWording = {
  invalid_credentials: 'security.password.wrongCurrent',
  invalid_input: 'security.password.same',
};

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Change password: the current one first; every other device is signed out on success. */
export function ChangePasswordForm({ user }: { user: CurrentUser }) {
  useSecurityWords();
  const { i18n } = useLingui();
  const estimate = usePasswordEstimator();
  const owner = { email: user.email, username: user.username, fullName: user.fullName };
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
        onSuccess() {
          setValues(EMPTY);
          toast({
            title: i18n._('security.password.changed'),
            description: i18n._('security.password.changedText'),
            variant: 'success',
          });
        },
        onError(error) {
          const message = refusalText(i18n, error, i18n._('security.password.failed'), PASSWORD_REFUSALS);
          if (isRefusal(error, 'invalid_credentials')) setErrors({ currentPassword: message });
          else if (isRefusal(error, 'weak_password')) {
            // Why it is weak, by the rule the server shares with this page, in the reader's language.
            const verdict = estimate ? judgePassword(estimate, newPassword, owner) : null;
            setErrors({ newPassword: (verdict && passwordReason(i18n, verdict)) ?? message });
          } else setErrors({ form: message });
        },
      },
    );
  };
  const field = (name: keyof typeof EMPTY) => ({
    value: values[name],
    onChange: (event: { target: { value: string } }) => setValues({ ...values, [name]: event.target.value }),
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-label={i18n._('security.changePassword')}>
      <FormField
        id="current-password"
        label={i18n._('security.password.current')}
        error={errors.currentPassword}
      >
        <PasswordInput autoComplete="current-password" required {...field('currentPassword')} />
      </FormField>
      <FormField id="new-password" label={i18n._('security.password.new')} error={errors.newPassword}>
        <PasswordInput autoComplete="new-password" required {...field('newPassword')} />
      </FormField>
      {values.newPassword ? (
        <PasswordStrengthMeter id="new-password-strength" password={values.newPassword} owner={owner} />
      ) : null}
      <FormField
        id="confirm-new-password"
        label={i18n._('security.password.confirm')}
        error={errors.confirmPassword}
      >
        <PasswordInput autoComplete="new-password" required {...field('confirmPassword')} />
      </FormField>
      {errors.form ? (
        <p role="alert" className="text-sm text-destructive">
          {errors.form}
        </p>
      ) : null}
      <Button type="submit" disabled={change.isPending} className="justify-self-start">
        {i18n._(change.isPending ? 'security.password.changing' : 'security.changePassword')}
      </Button>
    </form>
  );
}
