import type { MessageId } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { Lock } from 'lucide-react';
import { Link } from 'wouter';
import { hasStatsLevel, plansWithStatsLevel, type StatsLevel } from '../../../core/plans';
import type { CurrentUser } from '../../../core/protocol';
import { Card, CardContent } from '../../components/ui/card';
import { planNameList } from '../../i18n/plan-words';
import { profileWords } from '../profile-words';
import { AdvancedStatsCard } from './AdvancedStatsCard';
import { ComprehensiveStatsCard } from './ComprehensiveStatsCard';

/** What each level beyond the basic one adds: the plans table's words (STATS_LEVEL_FEATURE), in the profile area. */
const LEVEL_FEATURE: Record<Exclude<StatsLevel, 'basic'>, MessageId> = {
  advanced: 'profile.stats.upgrade.advanced',
  comprehensive: 'profile.stats.upgrade.comprehensive',
};

/** What a level would add, and which plans include it. */
function UpgradeNote({ level }: { level: Exclude<StatsLevel, 'basic'> }) {
  profileWords.useWords();
  const { i18n } = useLingui();
  return (
    <Card data-testid={`${level}-stats-upgrade`}>
      <CardContent className="flex flex-wrap items-center gap-3 p-4 text-sm">
        <Lock className="size-4 text-muted-foreground" aria-hidden="true" />
        <span>
          {i18n._('profile.stats.upgrade', {
            feature: i18n._(LEVEL_FEATURE[level]),
            plans: planNameList(i18n, plansWithStatsLevel(level)),
          })}
        </span>
        <Link href="/pricing" className="font-medium text-primary underline-offset-4 hover:underline">
          {i18n._('profile.seePlans')}
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
