import { Trans, useLingui } from '@lingui/react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { CircleCheck, CircleX, Clock } from 'lucide-react';
import { Link, useSearch } from 'wouter';
import { ConfirmEmailResponse } from '../../core/protocol';
import { accountPageWords } from '../auth/account-pages-ready';
import { accountsApi } from '../auth/accounts-api';
import { Button } from '../components/ui/button';
import { PageSpinner } from '../components/ui/spinner';
import { type RefusalWording, refusalText } from '../i18n/refusal-text';
import { CenteredCard } from '../layout/CenteredCard';
import { PageMeta } from '../layout/PageMeta';
import { isRefusal } from '../lib/api';

export const ready = accountPageWords();

/** This page knows which link was refused: a confirmation link. */
const CONFIRMATION_LINK: RefusalWording = {
  link_invalid: 'accounts.confirm.linkInvalid',
  link_expired: 'accounts.confirm.expired.text',
};

/** The server's answer to an expired link: it names the address a new link can go to. */
function expiredLinkAddress(error: unknown): string | null {
  if (!isRefusal(error, 'link_expired')) return null;
  const parsed = ConfirmEmailResponse.safeParse(error.body);
  return parsed.success ? parsed.data.email : null;
}

export default function ConfirmEmail() {
  const { i18n } = useLingui();
  return (
    <>
      <PageMeta name={i18n._('accounts.confirm.pageName')} />
      <Confirmation />
    </>
  );
}

function Confirmation() {
  const { i18n } = useLingui();
  const token = new URLSearchParams(useSearch()).get('token');
  // A query, not an effect: it runs once per token even when the page renders twice.
  const confirmation = useQuery({
    queryKey: ['confirm-email', token],
    queryFn: () => accountsApi.confirmEmail(token ?? ''),
    enabled: Boolean(token),
  });

  if (!token) return <ConfirmError message={i18n._('accounts.confirm.noToken')} />;
  if (confirmation.isPending) return <PageSpinner label={i18n._('accounts.confirm.confirming')} />;
  if (confirmation.isSuccess) {
    return (
      <CenteredCard
        icon={<CircleCheck />}
        tone="success"
        title={<Trans id="accounts.confirm.done.title" />}
        description={<Trans id="accounts.confirm.done.text" />}
      >
        <div className="grid gap-3 sm:grid-cols-2">
          <Button asChild size="lg">
            <Link href="/signin">
              <Trans id="accounts.confirm.logIn" />
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link href="/">
              <Trans id="accounts.goHome" />
            </Link>
          </Button>
        </div>
      </CenteredCard>
    );
  }
  const email = expiredLinkAddress(confirmation.error);
  if (email) return <ConfirmExpired email={email} />;
  return (
    <ConfirmError
      message={refusalText(i18n, confirmation.error, i18n._('accounts.confirm.failed'), CONFIRMATION_LINK)}
    />
  );
}

function ConfirmExpired({ email }: { email: string }) {
  const { i18n } = useLingui();
  // The outcome is shown in the card itself, next to the button that was pressed.
  const resend = useMutation({ mutationFn: () => accountsApi.resendConfirmation(email) });
  return (
    <CenteredCard
      icon={<Clock />}
      tone="warning"
      title={<Trans id="accounts.confirm.expired.title" />}
      description={<Trans id="accounts.confirm.expired.text" />}
    >
      {resend.isSuccess ? (
        <p
          role="status"
          className="rounded-lg bg-secondary p-3 text-center text-sm text-secondary-foreground"
        >
          <Trans id="accounts.resent" />
        </p>
      ) : null}
      {resend.isError ? (
        <p role="alert" className="text-center text-sm text-destructive">
          {refusalText(i18n, resend.error, i18n._('accounts.resendFailed'))}
        </p>
      ) : null}
      <div className="grid gap-3 sm:grid-cols-2">
        <Button size="lg" disabled={resend.isPending} onClick={() => resend.mutate()}>
          <Trans id="accounts.resendConfirmation" />
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link href="/signin">
            <Trans id="accounts.backToLogin" />
          </Link>
        </Button>
      </div>
    </CenteredCard>
  );
}

function ConfirmError({ message }: { message: string }) {
  return (
    <CenteredCard
      icon={<CircleX />}
      tone="destructive"
      title={<Trans id="accounts.confirm.error.title" />}
      description={message}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <Button asChild size="lg">
          <Link href="/signup">
            <Trans id="accounts.backToSignUp" />
          </Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link href="/signin">
            <Trans id="accounts.backToLogin" />
          </Link>
        </Button>
      </div>
    </CenteredCard>
  );
}
