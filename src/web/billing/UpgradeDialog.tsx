import { Trans, useLingui } from '@lingui/react';
import { Check, ExternalLink } from 'lucide-react';
import { type ReactNode, useCallback, useState } from 'react';
import { PLAN_LIST, type Plan, type PlanId, planRank } from '../../core/plans';
import { Button } from '../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../components/ui/dialog';
import { planName, planPrice } from '../i18n/plan-words';
import { refusalText } from '../i18n/refusal-text';
import { useAuth } from '../lib/auth';
import { cn } from '../lib/cn';
import { CheckoutError, createCheckoutSession } from '../pricing/checkout';
import { featureText } from '../pricing/pricing-words';
import { usePaymentsMode } from './billing-api';
import { useBillingWords } from './billing-words';
import { DemoPaymentsNotice } from './DemoPaymentsNotice';
import { usePlanChanges } from './plan-channel';

type Step =
  | { kind: 'choose' }
  | { kind: 'opening'; plan: PlanId }
  | { kind: 'waiting'; plan: PlanId; blockedUrl: string | null }
  | { kind: 'failed'; plan: PlanId; refusal: unknown };

/**
 * The plan choice and checkout without leaving the page (decision 272): every upgrade link of the room
 * opens this. Checkout runs in a new tab; this tab reads the plan again when that tab announces it (or
 * when it gets the focus back), so the room, its socket and its call stay as they are.
 * `atLeast` names the cheapest plan that has what the person asked for (e.g. Pro for recording).
 */
export function UpgradeDialog({
  open,
  onOpenChange,
  reason,
  atLeast,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** Why the person is here, in a sentence ("Recording is part of Pro."). */
  reason?: ReactNode;
  atLeast?: Exclude<PlanId, 'free'>;
}) {
  useBillingWords();
  const { i18n } = useLingui();
  const { user } = useAuth();
  const mode = usePaymentsMode();
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  const tier = user?.subscriptionTier ?? 'free';
  const floor = Math.max(planRank(tier) + 1, atLeast ? planRank(atLeast) : 1);
  const offered = PLAN_LIST.filter((plan) => planRank(plan.id) >= floor);
  const upgraded = step.kind === 'waiting' && planRank(tier) >= planRank(step.plan);
  // Once a checkout tab was opened, its news is awaited even after the dialog is closed.
  const [started, setStarted] = useState(false);
  usePlanChanges(open || started);

  const change = useCallback(
    (next: boolean) => {
      if (!next) setStep({ kind: 'choose' });
      onOpenChange(next);
    },
    [onOpenChange],
  );

  const checkout = async (plan: Plan) => {
    if (!user) return;
    // Opened in the click itself, so no pop-up blocker stops it; pointed at checkout once it is ready.
    const tab = window.open('', '_blank');
    setStep({ kind: 'opening', plan: plan.id });
    setStarted(true);
    try {
      const url = await createCheckoutSession({ planName: plan.id, userId: user.id, email: user.email });
      if (tab) tab.location.href = url;
      setStep({ kind: 'waiting', plan: plan.id, blockedUrl: tab ? null : url });
    } catch (error) {
      tab?.close();
      setStep({
        kind: 'failed',
        plan: plan.id,
        refusal: error instanceof CheckoutError ? error.refusal : undefined,
      });
    }
  };

  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] max-w-2xl overflow-y-auto">
        <DialogHeader>
          <DialogTitle>
            <Trans id="billing.upgrade.title" />
          </DialogTitle>
          <DialogDescription>
            {reason ? <>{reason} </> : null}
            <Trans id="billing.upgrade.stays" />
          </DialogDescription>
        </DialogHeader>
        {mode === 'demo' ? <DemoPaymentsNotice kind="checkout" /> : null}
        {upgraded ? (
          <p
            role="status"
            className="rounded-lg border border-green-300 bg-green-50 p-3 text-sm text-green-950"
          >
            <Trans id="billing.upgrade.done" values={{ plan: planName(i18n, tier) }} />
          </p>
        ) : (
          <div className={cn('grid gap-3', offered.length > 1 && 'sm:grid-cols-2')}>
            {offered.map((plan) => (
              <PlanOption
                key={plan.id}
                plan={plan}
                busy={step.kind === 'opening' || step.kind === 'waiting'}
                chosen={step.kind !== 'choose' && step.plan === plan.id}
                onChoose={() => void checkout(plan)}
              />
            ))}
          </div>
        )}
        {step.kind === 'waiting' && !upgraded ? (
          <p role="status" className="text-sm text-muted-foreground">
            {step.blockedUrl ? (
              <>
                <Trans id="billing.upgrade.blocked" />{' '}
                <a href={step.blockedUrl} target="_blank" rel="noopener" className="font-medium underline">
                  <Trans id="billing.upgrade.openCheckout" />{' '}
                  <ExternalLink className="inline size-3.5 rtl:-scale-x-100" aria-hidden="true" />
                </a>
              </>
            ) : (
              <Trans id="billing.upgrade.waiting" />
            )}
          </p>
        ) : null}
        {step.kind === 'failed' ? (
          <div role="alert" className="text-sm text-destructive">
            <p className="font-medium">
              <Trans id="billing.upgrade.failed" />
            </p>
            <RefusalDetail refusal={step.refusal} />
          </div>
        ) : null}
        <DialogFooter>
          <Button variant={upgraded ? 'default' : 'outline'} onClick={() => change(false)}>
            <Trans id={upgraded ? 'billing.upgrade.back' : 'billing.notNow'} />
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function PlanOption({
  plan,
  busy,
  chosen,
  onChoose,
}: {
  plan: Plan;
  busy: boolean;
  chosen: boolean;
  onChoose(): void;
}) {
  const { i18n } = useLingui();
  const name = planName(i18n, plan.id);
  const headingId = `upgrade-${plan.id}`;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 rounded-xl border p-4">
      <div className="flex items-baseline justify-between gap-2">
        <h3 id={headingId} className="text-base font-semibold">
          {name}
        </h3>
        <p className="text-sm">
          <span className="text-xl font-bold">{planPrice(i18n, plan)}</span>
          <span className="text-muted-foreground">
            <Trans id="plan.perMonth" />
          </span>
        </p>
      </div>
      <ul className="flex-1 space-y-1.5 text-sm">
        {plan.features.slice(0, 4).map((feature) => (
          <li key={feature} className="flex gap-2">
            <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
            <span>{featureText(i18n, feature)}</span>
          </li>
        ))}
      </ul>
      <Button disabled={busy} onClick={onChoose}>
        {chosen && busy
          ? i18n._('billing.upgrade.checkoutOpen')
          : i18n._('billing.action.upgrade', { plan: name })}
      </Button>
    </section>
  );
}

/** Why checkout could not start, when the server said why: in the reader's language (decision 298). */
function RefusalDetail({ refusal }: { refusal: unknown }) {
  const { i18n } = useLingui();
  const detail = refusalText(i18n, refusal, '');
  return detail ? <p className="mt-1">{detail}</p> : null;
}
