import type { InputHTMLAttributes } from 'react';
import { Input } from '../components/ui/input';

/** The e-mail field of the sign-in, sign-up and recovery forms. */
export function EmailInput(props: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>) {
  return <Input type="email" autoComplete="email" placeholder="you@example.com" required {...props} />;
}
