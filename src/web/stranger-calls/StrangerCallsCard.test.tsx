import { act, cleanup, render as draw, fireEvent, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '../../core/protocol';
import { activateLocale } from '../i18n/i18n';
import { InLanguage } from '../test/in-language';
import { StrangerCallsCard } from './StrangerCallsCard';

const render = (ui: ReactElement) => draw(ui, { wrapper: InLanguage });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const user: CurrentUser = {
  id: 'u1',
  username: 'ann',
  email: 'ann@example.test',
  firstName: 'Ann',
  fullName: 'Ann Example',
  displayName: null,
  bio: '',
  profileImageUrl: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  rating: 1200,
  subscriptionTier: 'free',
  pendingDowngrade: null,
  cancelAtPeriodEnd: false,
  currentPeriodEnd: null,
  adultDeclaredAt: null,
  strangerCalls: true,
};

/** The server as the two routes answer: the user after the change. */
function server(answer: CurrentUser) {
  const fetch = vi.fn(async () => new Response(JSON.stringify(answer), { status: 200 }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('Profile → Calls with strangers', () => {
  it('offers the declaration until it is made, and posts it', async () => {
    const fetch = server({ ...user, adultDeclaredAt: '2026-11-27T10:00:00.000Z' });
    render(<StrangerCallsCard user={user} />);
    fireEvent.click(screen.getByRole('button', { name: 'I am 18 or over' }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(fetch.mock.calls[0]).toMatchObject([
      '/api/account/adult-declaration',
      { method: 'POST', body: JSON.stringify({ adult: true }) },
    ]);
  });

  it('shows the date of a declaration made, and no button', () => {
    render(<StrangerCallsCard user={{ ...user, adultDeclaredAt: '2026-11-27T10:00:00.000Z' }} />);
    expect(screen.getByTestId('adult-declared').textContent).toMatch(
      /You declared that you are 18 or over on .*2026/,
    );
    expect(screen.queryByRole('button', { name: 'I am 18 or over' })).toBeNull();
  });

  it('turns calls with strangers off with the switch, and says what off means', async () => {
    const fetch = server({ ...user, strangerCalls: false });
    const { rerender } = render(<StrangerCallsCard user={user} />);
    const toggle = screen.getByRole('switch', { name: 'Take calls with strangers' });
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(toggle);
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(fetch.mock.calls[0]).toMatchObject([
      '/api/account/stranger-calls',
      { method: 'PUT', body: JSON.stringify({ on: false }) },
    ]);
    rerender(<StrangerCallsCard user={{ ...user, strangerCalls: false }} />);
    expect(screen.getByRole('switch').getAttribute('aria-checked')).toBe('false');
    expect(screen.getByText(/the lobby shows your seeks as “no call”/)).toBeTruthy();
  });

  it("speaks the reader's language", async () => {
    await act(() => activateLocale('de'));
    try {
      render(<StrangerCallsCard user={{ ...user, adultDeclaredAt: '2026-11-27T10:00:00.000Z' }} />);
      expect(screen.getByRole('region', { name: 'Anrufe mit Fremden' })).toBeTruthy();
      expect(screen.getByTestId('adult-declared').textContent).toBe(
        'Du hast am 27. November 2026 erklärt, dass du 18 oder älter bist.',
      );
      expect(screen.getByRole('switch', { name: 'Anrufe mit Fremden annehmen' })).toBeTruthy();
    } finally {
      await act(() => activateLocale('en'));
    }
  });
});
