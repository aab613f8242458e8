import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PLANS } from '../../core/plans';
import type { CurrentUser } from '../../core/protocol';
import { activateLocale } from '../i18n/i18n';
import { fakeServer } from '../test/fake-server';
import { member, renderSignedIn } from '../test/signed-in';
import { MembershipCard } from './MembershipCard';
import { PaymentHistory } from './PaymentHistory';

/** The two billing cards as the profile page lays them out. */
function ProfileBilling() {
  return (
    <div>
      <MembershipCard />
      <PaymentHistory />
    </div>
  );
}

const allowance = (user: CurrentUser, used: number) => ({
  status: 200,
  body: {
    plan: user.subscriptionTier,
    allowance: PLANS[user.subscriptionTier].monthlyGames,
    used,
    remaining:
      PLANS[user.subscriptionTier].monthlyGames === null
        ? null
        : Math.max(0, (PLANS[user.subscriptionTier].monthlyGames ?? 0) - used),
    resetsAt: '2026-12-01T00:00:00.000Z',
    has3dBoard: PLANS[user.subscriptionTier].has3dBoard,
  },
});

const premiumPayment = {
  id: 'pay_1',
  date: '2026-11-21T09:30:00.000Z',
  amountCents: 999,
  currency: 'usd',
  plan: 'premium',
  status: 'paid',
  invoiceUrl: 'https://invoice.example.test/in_1',
  demo: false,
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('membership card and payment history', () => {
  it('shows a Free member their plan, games left, features, and no payment history', async () => {
    const user = member('free');
    fakeServer({
      'GET /api/billing/allowance': allowance(user, 1),
      'GET /api/billing/payments': { status: 200, body: { payments: [] } },
    });
    renderSignedIn(user, <ProfileBilling />);
    expect(screen.getByTestId('plan-badge').textContent).toBe('Free');
    expect(screen.queryByText('Pending Change')).toBeNull();
    await waitFor(() => expect(screen.getByTestId('games-remaining').textContent).toBe('2 of 3'));
    expect(screen.getByText('March 2026')).toBeTruthy();
    const features = screen.getByRole('list', { name: 'Free plan features' });
    expect(
      within(features)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(PLANS.free.features);
    expect(screen.getByRole('button', { name: 'Upgrade to Premium' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Upgrade to Pro' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel Subscription' })).toBeNull();
    await waitFor(() => expect(screen.queryByText('Payment History')).toBeNull());
  });

  it('keeps its headings in order under the page heading: no level skipped', async () => {
    const user = member('free');
    fakeServer({
      'GET /api/billing/allowance': allowance(user, 1),
      'GET /api/billing/payments': { status: 200, body: { payments: [] } },
    });
    renderSignedIn(
      user,
      <div>
        <h1>Profile</h1>
        <ProfileBilling />
      </div>,
    );
    await waitFor(() => expect(screen.getByTestId('games-remaining').textContent).toBe('2 of 3'));
    const levels = [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((h) => Number(h.tagName[1]));
    expect(levels[0]).toBe(1);
    for (const [index, level] of levels.entries()) {
      if (index > 0) expect(level).toBeLessThanOrEqual((levels[index - 1] ?? 0) + 1);
    }
  });

  it('confirms an upgrade in a dialog, then sends the browser to checkout', async () => {
    const user = member('free');
    const server = fakeServer({
      'GET /api/billing/allowance': allowance(user, 0),
      'GET /api/billing/payments': { status: 200, body: { payments: [] } },
      'POST /api/create-checkout-session': {
        status: 200,
        body: { url: 'http://localhost/payment-success?demo=true' },
      },
    });
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    renderSignedIn(user, <ProfileBilling />);
    fireEvent.click(screen.getByRole('button', { name: 'Upgrade to Premium' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Upgrade to Premium?')).toBeTruthy();
    expect(
      within(dialog).getByText(/You will pay for Premium \(\$9\.99 a month\) at checkout\./),
    ).toBeTruthy();
    expect(server.calls.some((c) => c.method === 'POST')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Upgrade to Premium' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://localhost/payment-success?demo=true'));
    expect(server.calls.find((c) => c.method === 'POST')?.body).toEqual({
      planName: 'premium',
      userId: 'u1',
      email: 'alice@example.test',
    });
  });

  it('shows a scheduled downgrade with its badge and notice, and real payments', async () => {
    const user = member('premium', { pendingDowngrade: 'free' });
    fakeServer({
      'GET /api/billing/allowance': allowance(user, 4),
      'GET /api/billing/payments': { status: 200, body: { payments: [premiumPayment] } },
    });
    renderSignedIn(user, <ProfileBilling />);
    expect(screen.getByText('Pending Change')).toBeTruthy();
    expect(
      screen.getByText('Your plan will change to Free on December 21, 2026. You keep Premium until then.'),
    ).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('games-remaining').textContent).toBe('6 of 10'));
    expect(screen.getByRole('button', { name: 'Keep Premium' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Downgrade to Free' })).toBeNull();
    const payment = await screen.findByTestId('payment');
    expect(payment.textContent).toContain('Premium plan');
    expect(payment.textContent).toContain('$9.99');
    expect(payment.textContent).toContain('Paid');
    expect(within(payment).getByRole('link').getAttribute('href')).toBe('https://invoice.example.test/in_1');
    expect(within(payment).queryByText('Demo')).toBeNull();
  });

  it('labels demo payments in the history and at the upgrade step when the server runs demo payments', async () => {
    const user = member('premium');
    fakeServer({
      'GET /api/config/stripe': { status: 200, body: { mode: 'demo', publishableKey: null } },
      'GET /api/billing/allowance': allowance(user, 0),
      'GET /api/billing/payments': {
        status: 200,
        body: { payments: [{ ...premiumPayment, invoiceUrl: null, demo: true }] },
      },
    });
    renderSignedIn(user, <ProfileBilling />);
    const payment = await screen.findByTestId('payment');
    expect(within(payment).getByText('Demo')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Upgrade to Pro' }));
    const dialog = await screen.findByRole('dialog');
    // The payments mode is read once the dialog opens (its schemas are fetched alongside): give it a moment.
    const note = await within(dialog).findByRole('note', { name: 'Demo payments' }, { timeout: 3000 });
    expect(note.textContent).toContain('no card is charged');
  });

  it('says "No payment history" for a paid member without payments, and Unlimited games on Pro', async () => {
    const user = member('pro', { cancelAtPeriodEnd: true });
    fakeServer({
      'GET /api/billing/allowance': allowance(user, 25),
      'GET /api/billing/payments': { status: 200, body: { payments: [] } },
    });
    renderSignedIn(user, <ProfileBilling />);
    expect(await screen.findByText('No payment history')).toBeTruthy();
    expect(screen.getByTestId('games-remaining').textContent).toBe('Unlimited games');
    expect(screen.getByText('Pending Change')).toBeTruthy();
    expect(screen.getByText(/Your subscription is cancelled and ends on December 21, 2026\./)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel Subscription' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Keep Pro' })).toBeTruthy();
  });

  it('schedules a downgrade after confirmation, says what was scheduled and reads the user again', async () => {
    let user = member('pro');
    const server = fakeServer({
      'GET /api/billing/allowance': () => allowance(user, 2),
      'GET /api/billing/payments': { status: 200, body: { payments: [] } },
      'GET /api/user': () => ({ status: 200, body: user }),
      'POST /api/manage-subscription': () => {
        user = { ...user, pendingDowngrade: 'premium' };
        return {
          status: 200,
          body: {
            message:
              'Successfully scheduled your downgrade to Premium. You keep Pro until December 21, 2026.',
          },
        };
      },
    });
    renderSignedIn(user, <ProfileBilling />);
    fireEvent.click(screen.getByRole('button', { name: 'Downgrade to Premium' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText(/You keep Pro until December 21, 2026\. Then your plan changes to Premium/),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Downgrade to Premium' }));
    expect(
      await screen.findByText(
        'Successfully scheduled your downgrade to Premium. You keep Pro until December 21, 2026.',
      ),
    ).toBeTruthy();
    expect(server.calls.find((c) => c.method === 'POST')?.body).toEqual({
      action: 'downgrade',
      targetPlan: 'premium',
      userId: 'u1',
    });
    await waitFor(() => expect(screen.getByText('Pending Change')).toBeTruthy());
  });

  it("words failures as the spec does: the server's reason, or a network failure", async () => {
    const user = member('premium');
    const routes = {
      'GET /api/billing/allowance': allowance(user, 0),
      'GET /api/billing/payments': { status: 200, body: { payments: [] } },
      'POST /api/manage-subscription': {
        status: 409,
        body: { code: 'conflict', message: 'There is no subscription to change.' },
      },
    };
    const server = fakeServer(routes);
    renderSignedIn(user, <ProfileBilling />);
    const cancel = async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Cancel Subscription' }));
      const dialog = await screen.findByRole('dialog');
      fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel Subscription' }));
      return (await screen.findByRole('alert')).textContent;
    };
    // The reason is the refusal's, in the reader's language (decision 298), not the server's English sentence.
    expect(await cancel()).toBe(
      'Failed to cancel your subscription: That could not be done because something changed in the meantime. Please reload and try again.',
    );
    server.routes['POST /api/manage-subscription'] = 'network-error';
    expect(await cancel()).toBe('Failed to cancel your subscription: Please try again or contact support.');
  });

  it('asks a signed-out visitor to log in, and shows no payment history', () => {
    fakeServer({});
    renderSignedIn(null, <ProfileBilling />);
    expect(screen.getByText('Please log in to manage your subscription')).toBeTruthy();
    expect(screen.queryByText('Payment History')).toBeNull();
  });

  it('speaks the reader’s language: the card, its plan lines, dates, money and the confirmation', async () => {
    await act(() => activateLocale('de'));
    try {
      const user = member('pro', { cancelAtPeriodEnd: true });
      fakeServer({
        'GET /api/billing/allowance': allowance(user, 0),
        'GET /api/billing/payments': { status: 200, body: { payments: [premiumPayment] } },
      });
      renderSignedIn(user, <ProfileBilling />);
      const card = await screen.findByRole('region', { name: 'Mitgliedschaftsstatus' });
      expect(within(card).getByTestId('games-remaining').textContent).toBe('Unbegrenzt viele Partien');
      expect(within(card).getByText('Ausstehende Änderung')).toBeTruthy();
      expect(
        within(card).getByText(
          'Dein Abo ist gekündigt und endet am 21. Dezember 2026. Bis dahin behältst du „Pro“, danach wechselst du zurück zum Tarif „Kostenlos“.',
        ),
      ).toBeTruthy();
      const features = within(card).getByRole('list', { name: 'Funktionen des Tarifs „Pro“' });
      expect(within(features).getAllByRole('listitem')[1]?.textContent).toBe('Alles aus „Premium“');
      const payment = await screen.findByTestId('payment');
      expect(payment.textContent).toContain('Tarif „Premium“');
      expect(payment.textContent).toMatch(/9,99\s\$/);
      expect(payment.textContent).toContain('Bezahlt');
      fireEvent.click(within(card).getByRole('button', { name: '„Pro“ behalten' }));
      const dialog = await screen.findByRole('dialog');
      expect(within(dialog).getByText('„Pro“ behalten?')).toBeTruthy();
      expect(
        within(dialog).getByText(
          'Die geplante Änderung wird entfernt und „Pro“ verlängert sich wie gewohnt am 21. Dezember 2026.',
        ),
      ).toBeTruthy();
    } finally {
      await act(() => activateLocale('en'));
    }
  });

  it('words a failed change in the reader’s language', async () => {
    await act(() => activateLocale('fr'));
    try {
      const user = member('premium');
      fakeServer({
        'GET /api/billing/allowance': allowance(user, 0),
        'GET /api/billing/payments': { status: 200, body: { payments: [] } },
        'POST /api/manage-subscription': 'network-error',
      });
      renderSignedIn(user, <ProfileBilling />);
      fireEvent.click(await screen.findByRole('button', { name: 'Résilier l’abonnement' }));
      const dialog = await screen.findByRole('dialog');
      fireEvent.click(within(dialog).getByRole('button', { name: 'Résilier l’abonnement' }));
      expect((await screen.findByRole('alert')).textContent).toBe(
        'Impossible de résilier votre abonnement : Veuillez réessayer ou contacter l’assistance.',
      );
    } finally {
      await act(() => activateLocale('en'));
    }
  });
});
