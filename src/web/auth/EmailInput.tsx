import { useLingui } from '@lingui/react';
import type { InputHTMLAttributes } from 'react';
import { Input } from '../components/ui/input';
import './account-fields-area';

/** The e-mail field of the sign-in, sign-up and recovery forms. */
export function EmailInput(props: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>) {
  const { i18n } = useLingui();
  return (
    <Input
      type="email"
      autoComplete="email"
      placeholder={i18n._('fields.emailPlaceholder')}
      required
      {...props}
    />
  );
}
