import { Trans } from '@lingui/react';
import { MailCheck } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '../components/ui/button';
import { CenteredCard, linkClass } from '../layout/CenteredCard';

/** After sign-up: where the confirmation went, what to try if it does not arrive (spec §2). */
export function CheckYourEmail({ email, onRetry }: { email: string; onRetry: () => void }) {
  return (
    <CenteredCard
      icon={<MailCheck />}
      title={<Trans id="accounts.checkEmail.title" />}
      description={
        <Trans
          id="accounts.checkEmail.text"
          values={{ email }}
          components={{ 0: <strong className="text-foreground" /> }}
        />
      }
      footer={
        <Trans
          id="accounts.checkEmail.confirmed"
          components={{ 0: <Link href="/signin" className={linkClass} /> }}
        />
      }
    >
      <div className="rounded-lg bg-muted p-4 text-sm">
        <p className="font-medium">
          <Trans id="accounts.checkEmail.notArrived" />
        </p>
        <ul className="mt-2 list-disc space-y-1 ps-5 text-muted-foreground">
          <li>
            <Trans id="accounts.checkEmail.spam" />
          </li>
          <li>
            <Trans id="accounts.checkEmail.wait" />
          </li>
          <li>
            <Trans id="accounts.checkEmail.address" values={{ email }} />
          </li>
          <li>
            <Trans id="accounts.checkEmail.otherAddress" />
          </li>
        </ul>
      </div>
      <Button variant="outline" size="lg" onClick={onRetry}>
        <Trans id="accounts.checkEmail.retry" />
      </Button>
    </CenteredCard>
  );
}
