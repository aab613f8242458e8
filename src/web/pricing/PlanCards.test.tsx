import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PLAN_LIST, PLANS } from '../../core/plans';
import { activateLocale, i18n } from '../i18n/i18n';
import { member, renderSignedIn } from '../test/signed-in';
import { ComparisonTable } from './ComparisonTable';
import { PlanCards } from './PlanCards';
import { featureText, isWordedFeature } from './pricing-words';

afterEach(cleanup);

const card = (name: string) => screen.getByRole('region', { name });

describe('the plan cards and the comparison table', () => {
  it('word every line of the plans table, so none stays English in another language', () => {
    const lines = PLAN_LIST.flatMap((plan) => plan.features);
    expect(lines.filter((line) => !isWordedFeature(line))).toEqual([]);
    // In English, the words are the plans table's own.
    expect(lines.map((line) => featureText(i18n, line))).toEqual(lines);
  });

  it('show each plan as the plans table has it, in English', () => {
    renderSignedIn(member('premium'), <PlanCards />);
    const premium = card('Premium');
    expect(within(premium).getByTestId('price-premium').textContent).toBe('$9.99');
    expect(within(premium).getByText('Most Popular')).toBeTruthy();
    expect(within(premium).getByRole('button', { name: 'Your Current Plan' })).toBeTruthy();
    expect(
      within(card('Free'))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(PLANS.free.features);
    expect(within(card('Pro')).getByRole('button', { name: 'Go Pro' })).toBeTruthy();
  });

  it('speak the reader’s language: names, prices, lines and the comparison', async () => {
    await act(() => activateLocale('pt-BR'));
    try {
      renderSignedIn(null, <PlanCards />);
      const premium = card('Premium');
      expect(within(premium).getByText('Mais popular')).toBeTruthy();
      expect(within(premium).getByTestId('price-premium').textContent?.replace(/\s/g, ' ')).toBe('US$ 9,99');
      expect(within(premium).getByText('Tudo do plano Grátis')).toBeTruthy();
      expect(within(card('Grátis')).getByText('3 partidas por mês')).toBeTruthy();
      expect(within(card('Pro')).getByRole('link', { name: 'Assine o Pro' })).toBeTruthy();
      cleanup();
      renderSignedIn(null, <ComparisonTable />);
      const table = screen.getByRole('table', { name: 'O que cada plano inclui' });
      expect(within(table).getByRole('rowheader', { name: 'Preço por mês' })).toBeTruthy();
      const games = within(table).getByRole('row', { name: /^Partidas por mês/ });
      expect(
        within(games)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ).toEqual(['3', '10', 'Ilimitadas']);
      expect(within(table).getAllByText('Incluído').length).toBeGreaterThan(0);
    } finally {
      await act(() => activateLocale('en'));
    }
  });
});
