import { Trans } from '@lingui/react';
import { ShieldCheck } from 'lucide-react';
import type { CurrentUser } from '../../core/protocol';
import { Card, CardContent, CardHeader, CardTitle } from '../components/ui/card';
import { ActiveSessions } from './ActiveSessions';
import { ChangeEmailForm } from './ChangeEmailForm';
import { ChangePasswordForm } from './ChangePasswordForm';
import { useSecurityWords } from './security-words';

/** Profile → Security: the password, the e-mail address and the devices signed in to the account. */
export function SecuritySection({ user }: { user: CurrentUser }) {
  useSecurityWords();
  return (
    <Card role="region" aria-labelledby="security-title">
      <CardHeader>
        <CardTitle id="security-title" className="flex items-center gap-2">
          <ShieldCheck className="size-5 text-primary" aria-hidden="true" />
          <Trans id="security.title" />
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-8 lg:grid-cols-2">
        <section aria-labelledby="change-password-title" className="grid content-start gap-3">
          <h3 id="change-password-title" className="font-semibold">
            <Trans id="security.changePassword" />
          </h3>
          <ChangePasswordForm user={user} />
        </section>
        <section aria-labelledby="change-email-title" className="grid content-start gap-3">
          <h3 id="change-email-title" className="font-semibold">
            <Trans id="security.changeEmail" />
          </h3>
          <ChangeEmailForm user={user} />
        </section>
        <section aria-labelledby="devices-title" className="grid content-start gap-3">
          <h3 id="devices-title" className="font-semibold">
            <Trans id="security.devices" />
          </h3>
          <ActiveSessions />
        </section>
      </CardContent>
    </Card>
  );
}
