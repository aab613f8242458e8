import type { MessageId } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react';
import { Link } from 'wouter';
import { premiumAndPro } from './profile-words';

/** "… come with Premium and Pro (see Pricing)": a looks card's sentence for the choices the plan keeps locked. */
export function LockedLooksNote({ id }: { id: MessageId }) {
  const { i18n } = useLingui();
  return (
    <Trans
      id={id}
      values={{ plans: premiumAndPro(i18n) }}
      components={{
        0: <Link href="/pricing" className="font-medium text-primary underline-offset-4 hover:underline" />,
      }}
    />
  );
}
