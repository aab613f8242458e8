import { useLingui } from '@lingui/react';
import { GraduationCap } from 'lucide-react';
import { Link } from 'wouter';
import { TRAINING_LIMITS } from '../../core/limits';
import { PLAN_LIST } from '../../core/plans';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
import { planNameList } from '../i18n/plan-words';

const plansWithTraining = PLAN_LIST.filter((plan) => plan.training);

/** What training adds, for a plan without it, and where to get it; nothing of the engine is loaded. */
export function TrainingUpsell() {
  const { i18n } = useLingui();
  return (
    <Card data-testid="training-upsell">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <GraduationCap className="size-5" aria-hidden="true" />
          {i18n._('training.upsell.title')}
        </CardTitle>
        <CardDescription>
          {i18n._('training.upsell.plans', { plans: planNameList(i18n, plansWithTraining) })}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-3 text-sm">
        <ul className="list-disc space-y-1 ps-5">
          <li>{i18n._('training.upsell.positions')}</li>
          <li>{i18n._('training.upsell.find')}</li>
          <li>{i18n._('training.upsell.hints')}</li>
          <li>{i18n._('training.upsell.progress', { count: TRAINING_LIMITS.clearingStreak })}</li>
        </ul>
        <Link href="/pricing" className="inline-block font-medium text-primary underline">
          {i18n._('training.upsell.seePlans')}
        </Link>
      </CardContent>
    </Card>
  );
}
