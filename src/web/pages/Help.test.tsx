import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '../i18n/i18n';
import { renderSignedIn } from '../test/signed-in';
import Help from './Help';

afterEach(async () => {
  cleanup();
  await activateLocale('en');
});

const questions = () => document.querySelectorAll('details summary');

describe('the Help Center', () => {
  it('lists the fifteen questions in their groups, with the plans table’s prices', () => {
    renderSignedIn(null, <Help />);
    expect(screen.getByRole('heading', { level: 1, name: 'How can we help?' })).toBeTruthy();
    expect(questions()).toHaveLength(15);
    expect(screen.getByRole('heading', { name: 'Payments & Subscriptions' })).toBeTruthy();
    expect(
      screen.getByText(/^Free is free and includes 3 games per month; Premium costs \$9\.99 a month/),
    ).toBeTruthy();
    expect(screen.getByText(/or set your own clock from 15 seconds to 3 hours\./)).toBeTruthy();
  });

  it('narrows the questions as the reader types, and says when nothing matches', () => {
    renderSignedIn(null, <Help />);
    const search = screen.getByRole('searchbox', { name: 'Search the questions' });
    fireEvent.change(search, { target: { value: 'camera' } });
    expect(screen.getByRole('status').textContent).toMatch(/^\d+ of 15 questions match “camera”\.$/);
    expect(questions().length).toBeLessThan(15);
    fireEvent.change(search, { target: { value: 'xyzzy' } });
    expect(screen.getByText('No questions match “xyzzy”.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'ask us directly' }).getAttribute('href')).toBe(
      'mailto:support@chesschat.app',
    );
  });

  it('pre-fills the issue report and links the full terms', () => {
    renderSignedIn(null, <Help />);
    expect(screen.getByRole('link', { name: 'Write an issue report' }).getAttribute('href')).toMatch(
      /^mailto:support@chesschat\.app\?subject=Issue%20report&body=What%20happened/,
    );
    const terms = screen.getByRole('heading', { name: 'Our terms in brief' }).closest('section');
    expect(terms).toBeTruthy();
    if (!terms) return;
    expect(within(terms).getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe('/terms');
    expect(within(terms).getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy');
    expect(terms.textContent).toContain(
      'Video calls go peer to peer; they are recorded only when both players agree, and then only in a player’s own browser, never by us. Chat is stored with its game.',
    );
  });

  it('speaks Spanish and searches in Spanish', async () => {
    await activateLocale('es');
    renderSignedIn(null, <Help />);
    expect(screen.getByRole('heading', { level: 1, name: '¿Cómo podemos ayudarte?' })).toBeTruthy();
    expect(
      screen.getByText(/^Gratis es gratis e incluye 3 partidas al mes; Premium cuesta 9,99/),
    ).toBeTruthy();
    const search = screen.getByRole('searchbox', { name: 'Buscar en las preguntas' });
    fireEvent.change(search, { target: { value: 'cámara' } });
    expect(screen.getByRole('status').textContent).toMatch(/^\d+ de 15 preguntas coinciden con «cámara»\.$/);
    expect(
      screen.getByRole('link', { name: 'Escribir un informe de problema' }).getAttribute('href'),
    ).toMatch(/subject=Informe%20de%20problema/);
  });

  it('speaks Arabic, with the plural of the seconds and hours', async () => {
    await activateLocale('ar');
    renderSignedIn(null, <Help />);
    expect(screen.getByRole('heading', { level: 1, name: 'كيف يمكننا مساعدتك؟' })).toBeTruthy();
    expect(screen.getByText(/من 15 ثانية إلى 3 ساعات\./)).toBeTruthy();
  });
});
