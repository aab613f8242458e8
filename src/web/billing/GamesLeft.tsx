import { Link } from 'wouter';
import { PLANS } from '../../core/plans';
import { useAuth } from '../lib/auth';
import { useAllowance } from './billing-api';

/**
 * "Games left this month" for the create screen, from the server's count. At zero it says how to
 * get more; the server refuses the game either way.
 */
export function GamesLeft() {
  const { user } = useAuth();
  const allowance = useAllowance(user !== null);
  const data = allowance.data;
  if (!user || !data) return null;
  const plan = PLANS[data.plan].name;
  if (data.remaining === null) {
    return (
      <p className="text-sm text-muted-foreground" data-testid="games-left">
        Unlimited games on the {plan} plan.
      </p>
    );
  }
  if (data.remaining === 0) {
    return (
      <p className="text-sm text-destructive" data-testid="games-left">
        You have no games left this month on the {plan} plan.{' '}
        <Link href="/pricing" className="font-medium underline underline-offset-4">
          Upgrade to play more
        </Link>
      </p>
    );
  }
  return (
    <p className="text-sm text-muted-foreground" data-testid="games-left">
      {data.remaining} of {data.allowance} games left this month on the {plan} plan.
    </p>
  );
}
