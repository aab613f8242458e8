import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../test/fake-server';
import { member, renderSignedIn } from '../test/signed-in';
import PaymentSuccess from './PaymentSuccess';

// The English catalogue's words (src/web/i18n/catalogues/accounts/en.json).
const NO_SESSION = 'No session ID found';
const VERIFICATION_FAILED = 'Payment verification failed. Please contact support.';
const PAYMENT_SUCCESSFUL = 'Payment successful!';
const PAYMENT_NOT_FOUND = 'We could not find this payment on your account.';

function openAt(path: string) {
  window.history.pushState(null, '', path);
  return renderSignedIn(member('free'), <PaymentSuccess />);
}

/**
 * The confirmation, then the membership's refresh, go through the fake server in turn: on a machine busy with
 * the rest of the suite that took over Testing Library's default second, and the test failed now and then.
 */
const SETTLED = { timeout: 5000 };

const linkTargets = () => screen.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')]);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/payment-success', () => {
  it('says there is no session when the link carries none', () => {
    fakeServer({});
    openAt('/payment-success');
    expect(screen.getByRole('alert').textContent).toBe(NO_SESSION);
    expect(linkTargets()).toEqual([
      ['Go to Dashboard', '/dashboard'],
      ['Back to Pricing', '/pricing'],
    ]);
  });

  it("shows a demo payment with the server's plan and amount, never the address's, labelled as a demo", async () => {
    const server = fakeServer({
      'POST /api/stripe-success': {
        status: 200,
        body: { message: 'Payment successful!', plan: 'premium', amountCents: 999, demo: true },
      },
    });
    openAt('/payment-success?demo=true&plan=pro&amount=1&session_id=demo_cs_1');
    expect(screen.getByText('Confirming your payment')).toBeTruthy();
    expect(await screen.findByText('Welcome to Premium! Demo amount $9.99.', {}, SETTLED)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(PAYMENT_SUCCESSFUL);
    const note = screen.getByRole('note', { name: 'Demo payments' });
    expect(within(note).getByText(/Nothing was charged/)).toBeTruthy();
    expect(screen.queryByText(/Pro/)).toBeNull();
    expect(linkTargets()).toEqual([
      ['Go to Dashboard', '/dashboard'],
      ['Start Playing', '/game/new'],
    ]);
    expect(server.calls.find((c) => c.method === 'POST')?.body).toEqual({ session_id: 'demo_cs_1' });
  });

  it('waits for the server to verify a Stripe payment, then shows its message without a demo label', async () => {
    fakeServer({
      'POST /api/stripe-success': {
        status: 200,
        body: { message: 'Payment successful!', plan: 'pro', amountCents: 1999, demo: false },
      },
    });
    openAt('/payment-success?session_id=cs_test_1');
    expect(screen.getByText('Confirming your payment')).toBeTruthy();
    expect(await screen.findByText('Welcome to Pro! You paid $19.99.', {}, SETTLED)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(PAYMENT_SUCCESSFUL);
    expect(screen.queryByRole('note', { name: 'Demo payments' })).toBeNull();
  });

  it('says "not found" for a session that is unknown or belongs to someone else', async () => {
    fakeServer({
      'POST /api/stripe-success': {
        status: 404,
        body: { message: 'Payment session not found', code: 'not_found' },
      },
    });
    openAt('/payment-success?demo=true&plan=pro&amount=1999&session_id=demo_cs_someone_elses');
    expect((await screen.findByRole('alert', {}, SETTLED)).textContent).toBe(PAYMENT_NOT_FOUND);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Payment not found');
    expect(screen.queryByText(/\$19\.99/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to Pricing' })).toBeTruthy();
  });

  it('does not call a 404 without our not_found code an unknown payment', async () => {
    fakeServer({
      'POST /api/stripe-success': { status: 404, body: { message: 'Not found on this proxy' } },
    });
    openAt('/payment-success?session_id=cs_test_3');
    expect((await screen.findByRole('alert', {}, SETTLED)).textContent).toBe(VERIFICATION_FAILED);
  });

  it('asks the user to contact support when verification fails', async () => {
    fakeServer({
      'POST /api/stripe-success': { status: 409, body: { message: 'This payment has not been completed.' } },
    });
    openAt('/payment-success?session_id=cs_test_2');
    expect((await screen.findByRole('alert', {}, SETTLED)).textContent).toBe(VERIFICATION_FAILED);
    expect(screen.getByRole('link', { name: 'Back to Pricing' })).toBeTruthy();
  });
});
