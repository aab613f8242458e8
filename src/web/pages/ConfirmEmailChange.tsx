import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CircleCheck, CircleX } from 'lucide-react';
import { Link, useSearch } from 'wouter';
import { Button } from '../components/ui/button';
import { PageSpinner } from '../components/ui/spinner';
import { CenteredCard } from '../layout/CenteredCard';
import { messageOf } from '../lib/api';
import { USER_QUERY_KEY } from '../lib/auth';
import { confirmEmailChange } from '../security/security-api';

const NO_TOKEN = 'This link has no token. Please open the link from the e-mail again.';

/** `/confirm-email-change`: the link sent to a new address; opening it makes the change. */
export default function ConfirmEmailChange() {
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

  if (token && confirmation.isPending) return <PageSpinner label="Confirming your new address" />;
  if (confirmation.isSuccess) {
    return (
      <CenteredCard
        icon={<CircleCheck />}
        tone="success"
        title="Email Changed!"
        description={confirmation.data.message}
      >
        <Button asChild size="lg">
          <Link href="/profile">Go to Profile</Link>
        </Button>
      </CenteredCard>
    );
  }
  return (
    <CenteredCard
      icon={<CircleX />}
      title="Email Not Changed"
      description={
        token ? messageOf(confirmation.error, 'Could not change your address. Please try again.') : NO_TOKEN
      }
    >
      <Button asChild size="lg" variant="outline">
        <Link href="/profile">Go to Profile</Link>
      </Button>
    </CenteredCard>
  );
}
