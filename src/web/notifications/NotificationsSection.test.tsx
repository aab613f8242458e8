import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '../i18n/i18n';
import { InLanguage } from '../test/in-language';
import { NotificationsSection } from './NotificationsSection';

const show = () => render(<NotificationsSection />, { wrapper: InLanguage });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A browser with service workers and push, whose notification permission is `permission`. */
function pushCapableBrowser(permission: NotificationPermission) {
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal('Notification', { permission, requestPermission: vi.fn() });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: vi.fn(async () => undefined) },
  });
}

describe('Profile → Notifications', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('says when the browser cannot have notifications, and offers no switch', async () => {
    show();
    await screen.findByText(/This browser cannot show notifications from ChessChat/);
    expect(screen.queryByRole('switch')).toBeNull();
  });

  it('explains how to allow notifications the browser blocks, and offers no switch', async () => {
    pushCapableBrowser('denied');
    show();
    await screen.findByText(/blocked in this browser\. Allow them in the site settings/);
    expect(screen.queryByRole('switch')).toBeNull();
  });

  it('shows the switch off for a browser with no subscription', async () => {
    pushCapableBrowser('default');
    show();
    const toggle = await screen.findByRole('switch', { name: 'Notifications on this device' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(screen.getByText(/Switch on to be told on this device/)).toBeTruthy();
  });

  it('speaks the reader’s language, in Russian and in Arabic', async () => {
    pushCapableBrowser('default');
    try {
      await act(() => activateLocale('ru'));
      show();
      expect(await screen.findByRole('switch', { name: 'Уведомления на этом устройстве' })).toBeTruthy();
      expect(screen.getByText(/^Включите, чтобы получать уведомления на этом устройстве/)).toBeTruthy();
      cleanup();
      await act(() => activateLocale('ar'));
      show();
      expect(await screen.findByRole('switch', { name: 'الإشعارات على هذا الجهاز' })).toBeTruthy();
      expect(screen.getByRole('heading', { name: 'الإشعارات' })).toBeTruthy();
    } finally {
      await act(() => activateLocale('en'));
    }
  });
});
