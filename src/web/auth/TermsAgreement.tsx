import { Trans } from '@lingui/react';
import { Link } from 'wouter';
import { linkClass } from '../layout/CenteredCard';
import './account-fields-area';

/** "I agree to the Terms of Service and Privacy Policy", a checkbox: sign-up's and a guest seat's. */
export function TermsAgreement({
  id,
  agreed,
  onChange,
  pledge = false,
}: {
  id: string;
  agreed: boolean;
  onChange: (agreed: boolean) => void;
  /** Sign-up's promise to be kind, said in the same sentence (its place in it differs between languages). */
  pledge?: boolean;
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
        <Trans
          id={pledge ? 'fields.termsWithPledge' : 'fields.terms'}
          components={{
            0: <Link href="/terms" className={linkClass} />,
            1: <Link href="/privacy" className={linkClass} />,
          }}
        />
      </label>
    </div>
  );
}
