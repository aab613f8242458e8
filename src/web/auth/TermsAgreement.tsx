import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { linkClass } from '../layout/CenteredCard';

/** "I agree to the Terms of Service and Privacy Policy", a checkbox: sign-up's and a guest seat's. */
export function TermsAgreement({
  id,
  agreed,
  onChange,
  children,
}: {
  id: string;
  agreed: boolean;
  onChange: (agreed: boolean) => void;
  /** Words after the two links (sign-up's pledge). */
  children?: ReactNode;
}) {
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        checked={agreed}
        onChange={(event) => onChange(event.target.checked)}
        className="mt-0.5 size-4 shrink-0 accent-[var(--color-primary)]"
      />
      <label htmlFor={id} className="text-sm leading-snug">
        I agree to the{' '}
        <Link href="/terms" className={linkClass}>
          Terms of Service
        </Link>{' '}
        and{' '}
        <Link href="/privacy" className={linkClass}>
          Privacy Policy
        </Link>
        {children}
      </label>
    </div>
  );
}
