import { describe, expect, it } from 'vitest';
import { PLANS, type Plan } from '../../core/plans';
import { comparisonRows, includedFeatures } from './plan-comparison';

describe('the plan comparison', () => {
  it('expands "Everything in X" into X’s features, without the allowance line', () => {
    const premium = includedFeatures(PLANS.premium);
    for (const feature of PLANS.free.features.slice(1)) expect(premium).toContain(feature);
    expect(premium).not.toContain('Everything in Free');
    expect(premium).not.toContain(PLANS.premium.features[0]);
  });

  it('reads prices, allowances and every feature from the plans table', () => {
    const rows = comparisonRows();
    expect(rows[0]).toEqual({
      label: 'Price per month',
      values: { free: '$0', premium: '$9.99', pro: '$19.99' },
    });
    expect(rows[1]).toEqual({
      label: 'Games per month',
      values: { free: '3', premium: '10', pro: 'Unlimited' },
    });
    expect(rows[2]).toEqual({
      label: 'Lobby games a day with new people',
      values: { free: '5', premium: 'Unlimited', pro: 'Unlimited' },
    });
    // The plans' own lobby lines are that row, not ticks Premium would inherit from Free.
    expect(rows.filter((row) => /lobby/i.test(row.label))).toHaveLength(1);
    expect(rows[3]).toEqual({
      label: 'Correspondence games at once',
      values: { free: '5', premium: '25', pro: '100' },
    });
    expect(rows[4]).toEqual({
      label: 'Vacation days a year in correspondence games',
      values: { free: '7', premium: '30', pro: '60' },
    });
    expect(rows[5]).toEqual({
      label: 'Video messages a day in correspondence games',
      values: { free: '5', premium: '30', pro: '100' },
    });
    expect(rows[6]).toEqual({
      label: 'Storage for video messages',
      values: { free: '100 MB', premium: '1 GB', pro: '5 GB' },
    });
    expect(rows.filter((row) => /correspondence/i.test(row.label))).toHaveLength(3);
    const threeD = rows.find((row) => row.label === 'The 3D chess board');
    expect(threeD?.values).toEqual({ free: false, premium: true, pro: true });
    const video = rows.find((row) => row.label === PLANS.free.features[1]);
    expect(video?.values).toEqual({ free: true, premium: true, pro: true });
  });

  it('follows the table when it changes', () => {
    const plans: Plan[] = [
      { ...PLANS.free, features: ['1 games per month', 'Chat'] },
      { ...PLANS.premium, features: ['9 games per month', 'Everything in Free', 'Themes'] },
    ];
    expect(comparisonRows(plans).map((row) => row.label)).toEqual([
      'Price per month',
      'Games per month',
      'Lobby games a day with new people',
      'Correspondence games at once',
      'Vacation days a year in correspondence games',
      'Video messages a day in correspondence games',
      'Storage for video messages',
      'Chat',
      'Themes',
    ]);
    expect(comparisonRows(plans).at(-1)?.values).toEqual({ free: false, premium: true });
    const storage = comparisonRows(plans).find((row) => row.label === 'Storage for video messages');
    expect(storage?.values).toEqual({ free: '100 MB', premium: '1 GB' });
  });
});
