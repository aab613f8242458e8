import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { VacationStatus } from '../../core/protocol';
import { activateLocale } from '../i18n/i18n';
import { fakeServer } from '../test/fake-server';
import { member, renderSignedIn } from '../test/signed-in';
import VacationCard from './VacationCard';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const DAY = 24 * 60 * 60 * 1000;

function status(overrides: Partial<VacationStatus> = {}): VacationStatus {
  return {
    allowanceDays: 7,
    usedDays: 3,
    current: null,
    gamesUnderWay: 2,
    serverNow: Date.now(),
    ...overrides,
  };
}

describe('the dashboard’s vacation control', () => {
  it('offers the days left this year, and starts the chosen number', async () => {
    const until = Date.now() + 2 * DAY;
    const server = fakeServer({
      'GET /api/correspondence/vacation': { status: 200, body: status() },
      'POST /api/correspondence/vacation': {
        status: 200,
        body: status({ usedDays: 5, current: { from: Date.now(), until } }),
      },
    });
    renderSignedIn(member('free'), <VacationCard />);
    const region = await screen.findByRole('region', { name: 'Vacation' });
    expect(region.textContent).toContain('4 of 7 vacation days left this year');
    const picker = within(region).getByLabelText('Length') as HTMLSelectElement;
    // Within the allowance left: four choices, from one day to four.
    expect([...picker.options].map((option) => option.textContent)).toEqual([
      '1 day',
      '2 days',
      '3 days',
      '4 days',
    ]);
    fireEvent.change(picker, { target: { value: '2' } });
    fireEvent.click(within(region).getByRole('button', { name: 'Start vacation' }));
    expect(await within(region).findByText(/^You are on vacation until /)).toBeTruthy();
    expect(server.calls.find((call) => call.method === 'POST')?.body).toEqual({ days: 2 });
    expect(within(region).getByRole('button', { name: 'End vacation now' })).toBeTruthy();
  });

  it('ends a vacation early, and words a refusal in the reader’s language', async () => {
    fakeServer({
      'GET /api/correspondence/vacation': {
        status: 200,
        body: status({ current: { from: Date.now() - DAY, until: Date.now() + DAY } }),
      },
      'DELETE /api/correspondence/vacation': {
        status: 409,
        body: { code: 'no_vacation', message: 'You are not on vacation.' },
      },
    });
    await act(() => activateLocale('fr'));
    try {
      renderSignedIn(member('free'), <VacationCard />);
      const region = await screen.findByRole('region', { name: 'Congé' });
      fireEvent.click(within(region).getByRole('button', { name: 'Terminer le congé maintenant' }));
      expect((await within(region).findByRole('alert')).textContent).toBe('Vous n’êtes pas en congé.');
    } finally {
      await act(() => activateLocale('en'));
    }
  });

  it('says when no day is left, and draws nothing for a person with no correspondence games', async () => {
    fakeServer({ 'GET /api/correspondence/vacation': { status: 200, body: status({ usedDays: 7 }) } });
    renderSignedIn(member('free'), <VacationCard />);
    const region = await screen.findByRole('region', { name: 'Vacation' });
    expect(region.textContent).toContain('You have no vacation days left this year.');
    expect(within(region).queryByRole('button')).toBeNull();
    cleanup();

    fakeServer({ 'GET /api/correspondence/vacation': { status: 200, body: status({ gamesUnderWay: 0 }) } });
    const { container } = renderSignedIn(member('free'), <VacationCard />);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(container.textContent).toBe('');
  });
});
