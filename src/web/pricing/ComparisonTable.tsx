import type { I18n, MessageId } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react';
import { Check, Minus } from 'lucide-react';
import { PLAN_LIST, type Plan } from '../../core/plans';
import { planName, planPrice } from '../i18n/plan-words';
import { cn } from '../lib/cn';
import { type ComparisonRow, comparisonRows } from './plan-comparison';
import { featureText, pricingWords } from './pricing-words';

/** The rows of their own the table puts before the features (plan-comparison.ts), each with its message. */
const ROW_LABELS: Record<string, MessageId> = {
  'Price per month': 'pricing.table.price',
  'Games per month': 'pricing.table.games',
  'Lobby games a day with new people': 'pricing.table.lobby',
  'Video messages a day in correspondence games': 'pricing.table.videoMessages',
  'Storage for video messages': 'pricing.table.videoStorage',
  'Correspondence games at once': 'pricing.table.correspondence',
  'Vacation days a year in correspondence games': 'pricing.table.vacation',
};

const rowLabel = (i18n: I18n, label: string): string => {
  const id = ROW_LABELS[label];
  return id ? i18n._(id) : featureText(i18n, label);
};

/** A cell's words: the price as the language writes money, a count as it writes numbers, or "Unlimited". */
function valueText(i18n: I18n, row: ComparisonRow, plan: Plan, value: string): string {
  if (ROW_LABELS[row.label] === 'pricing.table.price') return planPrice(i18n, plan);
  if (value === 'Unlimited') return i18n._('pricing.table.unlimited');
  const megabytes = /^(\d+) MB$/.exec(value);
  if (megabytes) {
    const gigabytes = Number(megabytes[1]) / 1024;
    // The language's own unit words: "100 MB", "1 GB", "5 Go".
    return gigabytes >= 1
      ? new Intl.NumberFormat(i18n.locale, { style: 'unit', unit: 'gigabyte' }).format(gigabytes)
      : new Intl.NumberFormat(i18n.locale, { style: 'unit', unit: 'megabyte' }).format(Number(megabytes[1]));
  }
  return /^\d+$/.test(value) ? new Intl.NumberFormat(i18n.locale).format(Number(value)) : value;
}

/** Plans side by side, every cell read from the plans table. */
export function ComparisonTable() {
  pricingWords.useWords();
  const { i18n } = useLingui();
  const rows = comparisonRows();
  return (
    // Narrow enough for a 360 px phone: labels wrap and values are short, so it never needs to scroll sideways.
    // Long compound words (German's) are hyphenated in the page's language, and broken where they still would not fit.
    <div className="overflow-x-auto rounded-xl border bg-card">
      <table className="w-full border-collapse text-sm hyphens-auto wrap-anywhere">
        <caption className="sr-only">
          <Trans id="pricing.table.caption" />
        </caption>
        <thead>
          <tr className="border-b bg-muted/60">
            <th scope="col" className="px-3 py-3 sm:px-4 text-start font-semibold">
              <Trans id="pricing.table.feature" />
            </th>
            {PLAN_LIST.map((plan) => (
              <th
                key={plan.id}
                scope="col"
                className={cn('px-2 py-3 text-center sm:px-3 font-semibold', plan.popular && 'text-primary')}
              >
                {planName(i18n, plan.id)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label} className="border-b last:border-0">
              <th scope="row" className="px-3 py-3 sm:px-4 text-start font-normal">
                {rowLabel(i18n, row.label)}
              </th>
              {PLAN_LIST.map((plan) => {
                const value = row.values[plan.id];
                return (
                  <td
                    key={plan.id}
                    className={cn('px-2 py-3 text-center sm:px-3', plan.popular && 'bg-secondary/50')}
                  >
                    {typeof value === 'string' ? (
                      <span className="font-medium">{valueText(i18n, row, plan, value)}</span>
                    ) : value ? (
                      <>
                        <Check className="mx-auto size-5 text-primary" aria-hidden="true" />
                        <span className="sr-only">
                          <Trans id="pricing.table.included" />
                        </span>
                      </>
                    ) : (
                      <>
                        <Minus className="mx-auto size-5 text-muted-foreground" aria-hidden="true" />
                        <span className="sr-only">
                          <Trans id="pricing.table.notIncluded" />
                        </span>
                      </>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
