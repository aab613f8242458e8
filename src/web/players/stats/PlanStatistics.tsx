import { Lock } from 'lucide-react';
import { Link } from 'wouter';
import {
  hasStatsLevel,
  plansWithStatsLevel,
  STATS_LEVEL_FEATURE,
  type StatsLevel,
} from '../../../core/plans';
import type { CurrentUser } from '../../../core/protocol';
import { Card, CardContent } from '../../components/ui/card';
import { joinNames } from '../../content/plan-phrases';
import { AdvancedStatsCard } from './AdvancedStatsCard';
import { ComprehensiveStatsCard } from './ComprehensiveStatsCard';

/** What a level would add, and which plans include it: the plans table's own words. */
function UpgradeNote({ level }: { level: StatsLevel }) {
  return (
    <Card data-testid={`${level}-stats-upgrade`}>
      <CardContent className="flex flex-wrap items-center gap-3 p-4 text-sm">
        <Lock className="size-4 text-muted-foreground" aria-hidden="true" />
        <span>
          {STATS_LEVEL_FEATURE[level]} — included with {joinNames(plansWithStatsLevel(level))}.
        </span>
        <Link href="/pricing" className="font-medium text-primary underline-offset-4 hover:underline">
          See plans
        </Link>
      </CardContent>
    </Card>
  );
}

/** The owner's statistics beyond the basic ones, as far as their plan reaches (plans.ts). */
export function PlanStatistics({ user }: { user: CurrentUser }) {
  const plan = user.subscriptionTier;
  return (
    <>
      {hasStatsLevel(plan, 'advanced') ? (
        <AdvancedStatsCard userId={user.id} />
      ) : (
        <UpgradeNote level="advanced" />
      )}
      {hasStatsLevel(plan, 'comprehensive') ? (
        <ComprehensiveStatsCard userId={user.id} />
      ) : (
        <UpgradeNote level="comprehensive" />
      )}
    </>
  );
}
