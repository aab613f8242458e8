import { Trans, useLingui } from '@lingui/react';
import { Link } from 'wouter';
import { linkClass } from '../layout/CenteredCard';
import { guestWords } from './guest-words';
import { KeepGameForm } from './KeepGameForm';

/**
 * What a guest sees on a members-only page (decision 287): why, and the form that makes their account from
 * the guest session; the game they were invited to is one link away.
 */
export function AccountRequired() {
  guestWords.useWords();
  const { i18n } = useLingui();
  return (
    <div className="mx-auto grid max-w-xl gap-4 px-4 py-10" data-testid="account-required">
      <h1 className="text-2xl font-bold">{i18n._('guests.required.title')}</h1>
      <p className="text-muted-foreground">
        <Trans id="guests.required.text" components={{ 0: <Link href="/" className={linkClass} /> }} />
      </p>
      <KeepGameForm title="guests.required.formTitle" />
    </div>
  );
}
