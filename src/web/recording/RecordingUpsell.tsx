import { Crown } from 'lucide-react';
import { useState } from 'react';
import { formatPrice, PLAN_LIST } from '../../core/plans';
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
import { RECORDING_TEXT } from './recording-text';

/** The first plan that records, from the one plans table: the dialog can never name the wrong one. */
const RECORDING_PLAN = PLAN_LIST.find((plan) => plan.recording);

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
  const [upgrade, setUpgrade] = useState<'closed' | 'open' | 'used'>('closed');
  if (!RECORDING_PLAN) return null;
  const plan = RECORDING_PLAN;
  return (
    <>
      <Dialog open={open} onOpenChange={onOpenChange}>
        <DialogContent data-testid="recording-upsell">
          <DialogHeader>
            <DialogTitle className="flex items-center gap-2">
              <Crown className="size-5 text-primary" aria-hidden="true" />
              {RECORDING_TEXT.upsellTitle(plan.name)}
            </DialogTitle>
            <DialogDescription>{RECORDING_TEXT.rule}</DialogDescription>
          </DialogHeader>
          <p className="text-sm">
            <span className="font-semibold">{plan.name}</span> · {formatPrice(plan.priceCents)} a{' '}
            {plan.period} · {plan.description}
          </p>
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Not now
            </Button>
            <Button
              onClick={() => {
                onOpenChange(false);
                setUpgrade('open');
              }}
            >
              {RECORDING_TEXT.seePro}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
      {upgrade === 'closed' ? null : (
        <UpgradeDialog
          open={upgrade === 'open'}
          onOpenChange={(next) => setUpgrade(next ? 'open' : 'used')}
          atLeast={plan.id === 'free' ? undefined : plan.id}
          reason={RECORDING_TEXT.rule}
        />
      )}
    </>
  );
}
