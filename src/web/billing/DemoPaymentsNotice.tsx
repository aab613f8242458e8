import { FlaskConical } from 'lucide-react';
import { cn } from '../lib/cn';

export const DEMO_PAYMENTS_TITLE = 'Demo payments';

/**
 * Says plainly that payments are simulated, wherever one could think a card is charged: the pricing
 * page, the upgrade step and the payment result.
 */
export function DemoPaymentsNotice({ text, className }: { text: string; className?: string }) {
  return (
    <div
      role="note"
      aria-label={DEMO_PAYMENTS_TITLE}
      className={cn(
        'flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-left text-sm text-amber-950',
        className,
      )}
    >
      <FlaskConical className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <p>
        <span className="font-semibold">{DEMO_PAYMENTS_TITLE}: </span>
        {text}
      </p>
    </div>
  );
}

/** The notice's words for a plan that has not been bought yet. */
export const DEMO_CHECKOUT_TEXT =
  'no card is charged. Choosing a paid plan grants it at once, without payment, so the service can be tried out.';

/** The notice's words for a payment that has been recorded. */
export const DEMO_RESULT_TEXT = 'this was a demo payment. Nothing was charged.';
