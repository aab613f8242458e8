import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '../i18n/i18n';
import { renderSignedIn } from '../test/signed-in';
import Privacy from './Privacy';
import Terms from './Terms';

afterEach(async () => {
  cleanup();
  await activateLocale('en');
});

const headings = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

describe('the Terms of Service', () => {
  it('numbers its sections, with calls with strangers before the service, and quotes the plans table', () => {
    renderSignedIn(null, <Terms />);
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeTruthy();
    expect(screen.getByText('Effective date: August 15, 2025')).toBeTruthy();
    expect(headings()).toEqual([
      '1. Who we are and what these terms cover',
      '2. Your account',
      '3. How to behave',
      '4. Plans and payments',
      '5. Video, chat and your content',
      '6. Calls with strangers',
      '7. The service',
      '8. Contact',
    ]);
    expect(
      screen.getByText(
        'The plans and their monthly game allowances are: Free: free, 3 games per month; Premium: $9.99 a month, 10 games per month; Pro: $19.99 a month, unlimited games. The Pricing page always shows the current plans.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Questions about these terms: support@chesschat.app.')).toBeTruthy();
    expect(screen.queryByText(/English version is the reference/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to the Help Center' }).getAttribute('href')).toBe('/help');
  });

  it('speaks German, and says first that the English text is the reference', async () => {
    await activateLocale('de');
    renderSignedIn(null, <Terms />);
    expect(screen.getByRole('heading', { level: 1, name: 'Nutzungsbedingungen' })).toBeTruthy();
    expect(
      screen.getByText('Dieser Text ist eine Übersetzung. Im Zweifel ist die englische Fassung maßgeblich.'),
    ).toBeTruthy();
    expect(screen.getByText('Gültig ab: 15. August 2025')).toBeTruthy();
    expect(headings()[3]).toBe('4. Tarife und Zahlungen');
    expect(
      screen.getByText(
        /^Die Tarife und ihre monatlichen Partie-Kontingente sind: Kostenlos: kostenlos, 3 Partien pro Monat; Premium: 9,99 \$ im Monat/,
      ),
    ).toBeTruthy();
  });
});

describe('the Privacy Policy', () => {
  it('says what is kept, with calls with strangers before how it is used, and the recording rule', () => {
    renderSignedIn(null, <Privacy />);
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeTruthy();
    expect(headings().slice(0, 4)).toEqual([
      '1. What we collect',
      '2. Video calls',
      '3. Calls with strangers',
      '4. How we use it',
    ]);
    expect(
      screen.getByText(/^A video call is recorded only when both players agree\. On the Pro plan/),
    ).toBeTruthy();
    expect(screen.getByText(/last 24 hours from the moment the seat is taken/)).toBeTruthy();
  });

  it('speaks Arabic, and says first that the English text is the reference', async () => {
    await activateLocale('ar');
    renderSignedIn(null, <Privacy />);
    expect(screen.getByRole('heading', { level: 1, name: 'سياسة الخصوصية' })).toBeTruthy();
    expect(screen.getByText('هذا النص ترجمة. وعند الشك، تكون النسخة الإنجليزية هي المرجع.')).toBeTruthy();
    expect(screen.getByText(/ساعة من لحظة شغل المقعد/)).toBeTruthy();
  });
});
