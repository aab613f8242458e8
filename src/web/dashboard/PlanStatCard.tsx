import { useLingui } from '@lingui/react';
import { Crown } from 'lucide-react';
import { Link } from 'wouter';
import { allowanceFor, planFor } from '../../core/plans';
import type { CurrentUser } from '../../core/protocol';
import { planName } from '../i18n/plan-words';
import { StatCard } from './StatCard';

/** The account's plan, from the signed-in user (spec: Status card). */
export function PlanStatCard({ user }: { user: CurrentUser }) {
  const { i18n } = useLingui();
  const plan = planFor(user.subscriptionTier);
  const games = allowanceFor(plan.id);
  return (
    <StatCard
      label={i18n._('dashboard.plan.label')}
      icon={<Crown />}
      value={planName(i18n, plan.id)}
      detail={
        <>
          {games === null
            ? i18n._('dashboard.plan.unlimited')
            : i18n._('dashboard.plan.allowance', { games })}
          {plan.id === 'pro' ? null : (
            <>
              {' · '}
              <Link href="/pricing" className="font-medium text-primary underline-offset-4 hover:underline">
                {i18n._('dashboard.plan.upgrade')}
              </Link>
            </>
          )}
        </>
      }
    />
  );
}
