import { useMutation, useQuery } from '@tanstack/react-query';
import { CircleCheck, CircleX, Clock } from 'lucide-react';
import { Link, useSearch } from 'wouter';
import { ConfirmEmailResponse } from '../../core/protocol';
import { accountsApi } from '../auth/accounts-api';
import { Button } from '../components/ui/button';
import { PageSpinner } from '../components/ui/spinner';
import { CenteredCard } from '../layout/CenteredCard';
import { isRefusal, messageOf } from '../lib/api';

const NO_TOKEN = 'Invalid confirmation link. Please check your email for the correct link.';
const FAILED = 'Failed to confirm email. Please try again.';
const RESENT = 'New confirmation email sent! Please check your inbox.';
const RESEND_FAILED = 'Failed to resend confirmation email. Please try again.';

/** The server's answer to an expired link: it names the address a new link can go to. */
function expiredLink(error: unknown): ConfirmEmailResponse | null {
  if (!isRefusal(error, 'link_expired')) return null;
  const parsed = ConfirmEmailResponse.safeParse(error.body);
  return parsed.success ? parsed.data : null;
}

export default function ConfirmEmail() {
  const token = new URLSearchParams(useSearch()).get('token');
  // A query, not an effect: it runs once per token even when the page renders twice.
  const confirmation = useQuery({
    queryKey: ['confirm-email', token],
    queryFn: () => accountsApi.confirmEmail(token ?? ''),
    enabled: Boolean(token),
  });

  if (!token) return <ConfirmError message={NO_TOKEN} />;
  if (confirmation.isPending) return <PageSpinner label="Confirming your email" />;
  if (confirmation.isSuccess) {
    return (
      <CenteredCard
        icon={<CircleCheck />}
        tone="success"
        title="Email Confirmed!"
        description={confirmation.data.message}
      >
        <div className="grid gap-3 sm:grid-cols-2">
          <Button asChild size="lg">
            <Link href="/signin">Log In Now</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link href="/">Go to Home</Link>
          </Button>
        </div>
      </CenteredCard>
    );
  }
  const expired = expiredLink(confirmation.error);
  if (expired?.email) return <ConfirmExpired message={expired.message} email={expired.email} />;
  return <ConfirmError message={messageOf(confirmation.error, FAILED)} />;
}

function ConfirmExpired({ message, email }: { message: string; email: string }) {
  // The outcome is shown in the card itself, next to the button that was pressed.
  const resend = useMutation({ mutationFn: () => accountsApi.resendConfirmation(email) });
  return (
    <CenteredCard icon={<Clock />} tone="warning" title="Link Expired" description={message}>
      {resend.isSuccess ? (
        <p
          role="status"
          className="rounded-lg bg-secondary p-3 text-center text-sm text-secondary-foreground"
        >
          {RESENT}
        </p>
      ) : null}
      {resend.isError ? (
        <p role="alert" className="text-center text-sm text-destructive">
          {messageOf(resend.error, RESEND_FAILED)}
        </p>
      ) : null}
      <div className="grid gap-3 sm:grid-cols-2">
        <Button size="lg" disabled={resend.isPending} onClick={() => resend.mutate()}>
          Send New Confirmation Email
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link href="/signin">Back to Login</Link>
        </Button>
      </div>
    </CenteredCard>
  );
}

function ConfirmError({ message }: { message: string }) {
  return (
    <CenteredCard icon={<CircleX />} tone="destructive" title="Confirmation Failed" description={message}>
      <div className="grid gap-3 sm:grid-cols-2">
        <Button asChild size="lg">
          <Link href="/signup">Back to Sign Up</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link href="/signin">Back to Login</Link>
        </Button>
      </div>
    </CenteredCard>
  );
}
