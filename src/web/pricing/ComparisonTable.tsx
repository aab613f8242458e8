import { Check, Minus } from 'lucide-react';
import { PLAN_LIST } from '../../core/plans';
import { cn } from '../lib/cn';
import { comparisonRows } from './plan-comparison';

/** Plans side by side, every cell read from the plans table. */
export function ComparisonTable() {
  const rows = comparisonRows();
  return (
    // Narrow enough for a 360 px phone: labels wrap and values are short, so it never needs to scroll sideways.
    <div className="overflow-x-auto rounded-xl border bg-card">
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">What each plan includes</caption>
        <thead>
          <tr className="border-b bg-muted/60">
            <th scope="col" className="px-3 py-3 sm:px-4 text-left font-semibold">
              Feature
            </th>
            {PLAN_LIST.map((plan) => (
              <th
                key={plan.id}
                scope="col"
                className={cn('px-2 py-3 text-center sm:px-3 font-semibold', plan.popular && 'text-primary')}
              >
                {plan.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label} className="border-b last:border-0">
              <th scope="row" className="px-3 py-3 sm:px-4 text-left font-normal">
                {row.label}
              </th>
              {PLAN_LIST.map((plan) => {
                const value = row.values[plan.id];
                return (
                  <td
                    key={plan.id}
                    className={cn('px-2 py-3 text-center sm:px-3', plan.popular && 'bg-secondary/50')}
                  >
                    {typeof value === 'string' ? (
                      <span className="font-medium">{value}</span>
                    ) : value ? (
                      <>
                        <Check className="mx-auto size-5 text-primary" aria-hidden="true" />
                        <span className="sr-only">Included</span>
                      </>
                    ) : (
                      <>
                        <Minus className="mx-auto size-5 text-muted-foreground" aria-hidden="true" />
                        <span className="sr-only">Not included</span>
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
