import type { MessageId } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { Crown } from 'lucide-react';
import { useState } from 'react';
import { PLAN_LIST, type PlanId } from '../../core/plans';
import { UpgradeDialog } from '../billing/UpgradeDialog';
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
import { callWords } from '../video/call-words';
import { RECORDING_LIMIT_HOURS } from './recording-text';

/** The first plan that records, from the one plans table: the dialog can never name the wrong one. */
const RECORDING_PLAN = PLAN_LIST.find((plan) => plan.recording);

const PLAN_DESCRIPTIONS: Record<PlanId, MessageId> = {
  free: 'call.plan.free.description',
  premium: 'call.plan.premium.description',
  pro: 'call.plan.pro.description',
};

/**
 * What a player whose plan does not record meets when they press the call's record button, and only
 * then (decision 269): which plan records, its price and a way to the plans. Nothing is sent to the
 * other player. The plans open in the upgrade dialog, so the room and its call stay (decision 272).
 */
export function RecordingUpsell({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  // Mounted from the first press on, and kept: a checkout begun in it is listened for after it closes.
  callWords.useWords();
  const { i18n } = useLingui();
  const [upgrade, setUpgrade] = useState<'closed' | 'open' | 'used'>('closed');
  if (!RECORDING_PLAN) return null;
  const plan = RECORDING_PLAN;
  const name = planName(i18n, plan.id);
  const rule = i18n._('call.recording.rule', { hours: RECORDING_LIMIT_HOURS });
  return (
    <>
      <Dialog open={open} onOpenChange={onOpenChange}>
        <DialogContent data-testid="recording-upsell">
          <DialogHeader>
            <DialogTitle className="flex items-center gap-2">
              <Crown className="size-5 text-primary" aria-hidden="true" />
              {i18n._('call.recording.upsellTitle', { plan: name })}
            </DialogTitle>
            <DialogDescription>{rule}</DialogDescription>
          </DialogHeader>
          <p className="text-sm">
            <span className="font-semibold">{name}</span> ·{' '}
            {i18n._('call.recording.perMonth', { price: planPrice(i18n, plan) })} ·{' '}
            {i18n._(PLAN_DESCRIPTIONS[plan.id])}
          </p>
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              {i18n._('call.recording.notNow')}
            </Button>
            <Button
              onClick={() => {
                onOpenChange(false);
                setUpgrade('open');
              }}
            >
              {i18n._('call.recording.seePlan', { plan: name })}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
      {upgrade === 'closed' ? null : (
        <UpgradeDialog
          open={upgrade === 'open'}
          onOpenChange={(next) => setUpgrade(next ? 'open' : 'used')}
          atLeast={plan.id === 'free' ? undefined : plan.id}
          reason={rule}
        />
      )}
    </>
  );
}
