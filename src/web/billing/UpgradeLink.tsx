import { type ReactNode, useState } from 'react';
import type { PlanId } from '../../core/plans';
import { cn } from '../lib/cn';
import { UpgradeDialog } from './UpgradeDialog';

/**
 * An upgrade link that opens `UpgradeDialog` in place of going to /pricing, for pages that must stay
 * where they are (the game room and its call, decision 272).
 */
export function UpgradeLink({
  children,
  className,
  reason,
  atLeast,
}: {
  children: ReactNode;
  className?: string;
  reason?: ReactNode;
  atLeast?: Exclude<PlanId, 'free'>;
}) {
  const [open, setOpen] = useState(false);
  // Mounted from the first click on, and kept: a checkout begun in it is listened for after it closes.
  const [used, setUsed] = useState(false);
  return (
    <>
      <button
        type="button"
        className={cn('font-medium underline underline-offset-4', className)}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
        aria-haspopup="dialog"
      >
        {children}
      </button>
      {used ? <UpgradeDialog open={open} onOpenChange={setOpen} reason={reason} atLeast={atLeast} /> : null}
    </>
  );
}
