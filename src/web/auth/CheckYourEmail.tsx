import { MailCheck } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '../components/ui/button';
import { CenteredCard, linkClass } from '../layout/CenteredCard';

/** After sign-up: where the confirmation went, what to try if it does not arrive (spec §2). */
export function CheckYourEmail({ email, onRetry }: { email: string; onRetry: () => void }) {
  return (
    <CenteredCard
      icon={<MailCheck />}
      title="Check Your Email!"
      description={
        <>
          We&apos;ve sent a confirmation email to <strong className="text-foreground">{email}</strong>. Click
          the link in it to activate your account.
        </>
      }
      footer={
        <>
          Already confirmed?{' '}
          <Link href="/signin" className={linkClass}>
            Sign in
          </Link>
        </>
      }
    >
      <div className="rounded-lg bg-muted p-4 text-sm">
        <p className="font-medium">Didn&apos;t get it?</p>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-muted-foreground">
          <li>Check your spam or junk folder.</li>
          <li>Wait a few minutes: some mail takes a little while to arrive.</li>
          <li>Make sure {email} is the right address.</li>
          <li>Try signing up with a different email address.</li>
        </ul>
      </div>
      <Button variant="outline" size="lg" onClick={onRetry}>
        Try a Different Email
      </Button>
    </CenteredCard>
  );
}
