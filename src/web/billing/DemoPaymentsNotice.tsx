import { Trans, useLingui } from '@lingui/react';
import { FlaskConical } from 'lucide-react';
import { cn } from '../lib/cn';
import { pricingWords } from '../pricing/pricing-words';

/**
 * Says plainly that payments are simulated, wherever one could think a card is charged: the pricing
 * page, the upgrade step (`checkout`, before a plan is bought) and the payment result (`result`).
 */
export function DemoPaymentsNotice({ kind, className }: { kind: 'checkout' | 'result'; className?: string }) {
  pricingWords.useWords();
  const { i18n } = useLingui();
  return (
    <div
      role="note"
      aria-label={i18n._('pricing.demo.title')}
      className={cn(
        'flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-start text-sm text-amber-950',
        className,
      )}
    >
      <FlaskConical className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <p>
        <Trans
          id={kind === 'checkout' ? 'pricing.demo.checkout' : 'pricing.demo.result'}
          components={{ 0: <span className="font-semibold" /> }}
        />
      </p>
    </div>
  );
}
