import { useLingui } from '@lingui/react';
import { PASSWORD_MIN, USERNAME_MAX, USERNAME_MIN } from '../../core/limits';
import { Input } from '../components/ui/input';
import './account-fields-area';
import { EmailInput } from './EmailInput';
import { FormField } from './FormField';
import type { FieldErrors } from './field-errors';
import { PasswordInput } from './PasswordInput';
import { PasswordStrengthMeter } from './PasswordStrengthMeter';

export const EMPTY_ACCOUNT_FIELDS = { fullName: '', email: '', username: '', password: '' };
export type AccountFieldValues = typeof EMPTY_ACCOUNT_FIELDS;

/**
 * The four fields an account is made with, and the password's strength meter: the sign-up page's and the
 * guest's "Keep this game" form's (decision 287). `idPrefix` keeps the ids apart where both could show.
 */
export function AccountFields({
  fields,
  errors,
  onChange,
  idPrefix = '',
}: {
  fields: AccountFieldValues;
  errors: FieldErrors;
  onChange: (name: keyof AccountFieldValues, value: string) => void;
  idPrefix?: string;
}) {
  const { i18n } = useLingui();
  const id = (name: string) => (idPrefix ? `${idPrefix}${name[0]?.toUpperCase()}${name.slice(1)}` : name);
  const set = (name: keyof AccountFieldValues) => (event: { target: { value: string } }) =>
    onChange(name, event.target.value);
  return (
    <>
      <FormField id={id('fullName')} label={i18n._('fields.fullName')} error={errors.fullName}>
        <Input autoComplete="name" value={fields.fullName} onChange={set('fullName')} required />
      </FormField>
      <FormField id={id('email')} label={i18n._('fields.email')} error={errors.email}>
        <EmailInput value={fields.email} onChange={set('email')} />
      </FormField>
      <FormField
        id={id('username')}
        label={i18n._('fields.username')}
        error={errors.username}
        hint={i18n._('fields.usernameHint', { min: USERNAME_MIN, max: USERNAME_MAX })}
      >
        <Input autoComplete="username" value={fields.username} onChange={set('username')} required />
      </FormField>
      <FormField
        id={id('password')}
        label={i18n._('fields.password')}
        error={errors.password}
        hint={i18n._('fields.passwordHint', { min: PASSWORD_MIN })}
      >
        <PasswordInput
          autoComplete="new-password"
          value={fields.password}
          onChange={set('password')}
          required
        />
      </FormField>
      <PasswordStrengthMeter
        id={idPrefix ? `${idPrefix}PasswordStrength` : 'password-strength'}
        password={fields.password}
        owner={fields}
      />
    </>
  );
}
