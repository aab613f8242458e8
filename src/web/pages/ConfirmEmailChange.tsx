import { Trans, useLingui } from '@lingui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CircleCheck, CircleX } from 'lucide-react';
import { Link, useSearch } from 'wouter';
import { accountPageWords } from '../auth/account-pages-ready';
import { Button } from '../components/ui/button';
import { PageSpinner } from '../components/ui/spinner';
import { type RefusalWording, refusalText } from '../i18n/refusal-text';
import { CenteredCard } from '../layout/CenteredCard';
import { PageMeta } from '../layout/PageMeta';
import { USER_QUERY_KEY, useAuth } from '../lib/auth';
import { confirmEmailChange } from '../security/security-api';

export const ready = accountPageWords();

/** This page knows which link was refused, and the one conflict a change can meet. */
const CHANGE_LINK: RefusalWording = {
  link_invalid: 'accounts.emailChange.linkInvalid',
  link_expired: 'accounts.emailChange.linkExpired',
  conflict: 'accounts.emailChange.taken',
};

/** `/confirm-email-change`: the link sent to a new address; opening it makes the change. */
export default function ConfirmEmailChange() {
  const { i18n } = useLingui();
  return (
    <>
      <PageMeta name={i18n._('accounts.emailChange.pageName')} />
      <EmailChangeConfirmation />
    </>
  );
}

function EmailChangeConfirmation() {
  const { i18n } = useLingui();
  const { user } = useAuth();
  const token = new URLSearchParams(useSearch()).get('token');
  const client = useQueryClient();
  // A query, not an effect: it runs once per token even when the page renders twice.
  const confirmation = useQuery({
    queryKey: ['confirm-email-change', token],
    queryFn: async () => {
      const answer = await confirmEmailChange(token ?? '');
      await client.invalidateQueries({ queryKey: USER_QUERY_KEY });
      return answer;
    },
    enabled: Boolean(token),
    retry: false,
  });

  if (token && confirmation.isPending) {
    return <PageSpinner label={i18n._('accounts.emailChange.confirming')} />;
  }
  if (confirmation.isSuccess) {
    // The answer names the new address only inside its English sentence; the account read afresh names it too
    // (the link may also be opened where nobody is signed in).
    return (
      <CenteredCard
        icon={<CircleCheck />}
        tone="success"
        title={<Trans id="accounts.emailChange.done.title" />}
        description={
          user ? (
            <Trans id="accounts.emailChange.done.text" values={{ email: user.email }} />
          ) : (
            <Trans id="accounts.emailChange.done.general" />
          )
        }
      >
        <Button asChild size="lg">
          <Link href="/profile">
            <Trans id="accounts.goToProfile" />
          </Link>
        </Button>
      </CenteredCard>
    );
  }
  return (
    <CenteredCard
      icon={<CircleX />}
      title={<Trans id="accounts.emailChange.failed.title" />}
      description={
        token
          ? refusalText(i18n, confirmation.error, i18n._('accounts.emailChange.failed.text'), CHANGE_LINK)
          : i18n._('accounts.emailChange.noToken')
      }
    >
      <Button asChild size="lg" variant="outline">
        <Link href="/profile">
          <Trans id="accounts.goToProfile" />
        </Link>
      </Button>
    </CenteredCard>
  );
}
