import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '../i18n/i18n';
import { InLanguage } from '../test/in-language';
import { CorrespondenceNoticesCard } from './CorrespondenceNoticesCard';

const show = () => render(<CorrespondenceNoticesCard />, { wrapper: InLanguage });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The settings route: answers a GET with `stored`, a PUT with what it was sent (or `failPut`'s status). */
function server(stored: { push: boolean; email: boolean }, failPut?: number) {
  const fetch = vi.fn(async (_url: string, init?: RequestInit) => {
    if (init?.method === 'PUT') {
      if (failPut)
        return new Response(JSON.stringify({ message: 'no', code: 'internal' }), { status: failPut });
      return new Response(String(init.body), { status: 200 });
    }
    return new Response(JSON.stringify(stored), { status: 200 });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('Profile → Correspondence games', () => {
  it('shows the stored channels and switches one off, saving both', async () => {
    const fetch = server({ push: true, email: true });
    show();
    const email = await screen.findByRole('switch', { name: 'By email' });
    expect(email.getAttribute('aria-checked')).toBe('true');
    expect(
      screen.getByRole('switch', { name: 'On devices with notifications on' }).getAttribute('aria-checked'),
    ).toBe('true');
    fireEvent.click(email);
    await waitFor(() => expect(email.getAttribute('aria-checked')).toBe('false'));
    expect(fetch.mock.calls.at(-1)).toMatchObject([
      '/api/correspondence/notice-settings',
      { method: 'PUT', body: JSON.stringify({ push: true, email: false }) },
    ]);
  });

  it('keeps the switch as it was and says so when saving fails', async () => {
    server({ push: false, email: true }, 503);
    show();
    const push = await screen.findByRole('switch', { name: 'On devices with notifications on' });
    fireEvent.click(push);
    await screen.findByRole('alert');
    expect(push.getAttribute('aria-checked')).toBe('false');
  });

  it('speaks the reader’s language', async () => {
    await act(() => activateLocale('de'));
    try {
      server({ push: true, email: false });
      show();
      expect(await screen.findByRole('switch', { name: 'Per E-Mail' })).toBeTruthy();
      expect(screen.getByRole('region', { name: 'Fernpartien' })).toBeTruthy();
    } finally {
      await act(() => activateLocale('en'));
    }
  });
});
