import { GraduationCap } from 'lucide-react';
import { Link } from 'wouter';
import { TRAINING_LIMITS } from '../../core/limits';
import { PLAN_LIST } from '../../core/plans';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
import { joinNames } from '../content/plan-phrases';

const plansWithTraining = joinNames(PLAN_LIST.filter((plan) => plan.training));

/** What training adds, for a plan without it, and where to get it; nothing of the engine is loaded. */
export function TrainingUpsell() {
  return (
    <Card data-testid="training-upsell">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <GraduationCap className="size-5" aria-hidden="true" />
          Learn from your mistakes
        </CardTitle>
        <CardDescription>Training comes with {plansWithTraining}.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-3 text-sm">
        <ul className="list-disc space-y-1 pl-5">
          <li>
            The positions from your own game reports where your move cost you the most, costliest first.
          </li>
          <li>Find a better move on the board; the engine accepts any move about as good as its best.</li>
          <li>Hints when you need them: the piece to move, then its square, then the answer.</li>
          <li>
            Your progress is kept: a position solved {TRAINING_LIMITS.clearingStreak} times in a row without a
            hint leaves the list.
          </li>
        </ul>
        <Link href="/pricing" className="inline-block font-medium text-primary underline">
          See the plans
        </Link>
      </CardContent>
    </Card>
  );
}
