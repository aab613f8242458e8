import { Crown } from 'lucide-react';
import { Link } from 'wouter';
import { formatPrice, PLAN_LIST } from '../../core/plans';
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
 * other player.
 */
export function RecordingUpsell({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  if (!RECORDING_PLAN) return null;
  const plan = RECORDING_PLAN;
  return (
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
          <span className="font-semibold">{plan.name}</span> · {formatPrice(plan.priceCents)} a {plan.period}{' '}
          · {plan.description}
        </p>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Not now
          </Button>
          <Button asChild>
            <Link href="/pricing">{RECORDING_TEXT.seePro}</Link>
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
