import { Crown } from 'lucide-react';
import { Link } from 'wouter';
import { describeAllowance, planFor } from '../../core/plans';
import type { CurrentUser } from '../../core/protocol';
import { StatCard } from './StatCard';

/** The account's plan, from the signed-in user (spec: Status card). */
export function PlanStatCard({ user }: { user: CurrentUser }) {
  const plan = planFor(user.subscriptionTier);
  return (
    <StatCard
      label="Status"
      icon={<Crown />}
      value={plan.name}
      detail={
        <>
          {describeAllowance(plan.id)}
          {plan.id === 'pro' ? null : (
            <>
              {' · '}
              <Link href="/pricing" className="font-medium text-primary underline-offset-4 hover:underline">
                Upgrade
              </Link>
            </>
          )}
        </>
      }
    />
  );
}
