import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BoardSettings } from '../../core/protocol';
import { activateLocale } from '../i18n/i18n';
import { fakeServer } from '../test/fake-server';
import { member, renderSignedIn } from '../test/signed-in';
import Profile from './Profile';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const board: BoardSettings = {
  theme: 'walnut',
  customColors: null,
  effectiveTheme: 'classic',
  colors: {
    light: '#f0d9b5',
    dark: '#b58863',
    lastMove: '#cdd26a',
    selected: '#14551e',
    check: '#ff0000',
    premove: '#3b82f6',
  },
  pieceSet: 'cburnett',
  effectivePieceSet: 'cburnett',
};

function openProfile() {
  const user = member('free', { bio: 'Sicilian, always.' });
  fakeServer({ 'GET /api/settings/board': { status: 200, body: board } });
  renderSignedIn(user, <Profile />);
}

describe('the own profile page', () => {
  it('shows the profile with its actions, settings cards and where others see it', async () => {
    openProfile();
    const appearance = await screen.findByRole('region', { name: 'Appearance' });
    expect(within(appearance).getByRole('radio', { name: 'System' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start Game' }).getAttribute('href')).toBe('/game/new');
    expect(screen.getByRole('region', { name: 'Your data' })).toBeTruthy();
    expect(screen.getByTestId('advanced-stats-upgrade').textContent).toContain(
      'included with Premium and Pro',
    );
    expect(screen.getByRole('link', { name: '/profile/alice' }).parentElement?.textContent).toBe(
      'Others see your public profile at /profile/alice.',
    );
    const theme = screen.getByRole('region', { name: 'Board Theme' });
    // A theme's radio is named by its preview, its name and its lock, as a screen reader reads the card.
    const walnut = await within(theme).findByRole('radio', { name: /Walnut/ });
    expect(walnut.hasAttribute('disabled')).toBe(true);
    expect(theme.textContent).toContain('so the Classic board is shown; it is kept for you.');
    fireEvent.click(screen.getByRole('button', { name: 'Edit Profile' }));
    expect(screen.getByRole('form', { name: 'Edit profile' })).toBeTruthy();
  });

  it('speaks the reader’s language: actions, cards, themes and the public address', async () => {
    await act(() => activateLocale('es'));
    try {
      openProfile();
      const appearance = await screen.findByRole('region', { name: 'Apariencia' });
      expect(within(appearance).getByRole('radio', { name: 'Oscuro' })).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Empezar partida' })).toBeTruthy();
      expect(screen.getByRole('region', { name: 'Tus datos' })).toBeTruthy();
      expect(screen.getByTestId('avatar-card').textContent).toContain('Foto de perfil');
      expect(screen.getByTestId('advanced-stats-upgrade').textContent).toContain(
        'incluido con Premium y Pro.',
      );
      expect(screen.getByRole('link', { name: '/profile/alice' }).parentElement?.textContent).toBe(
        'Los demás ven tu perfil público en /profile/alice.',
      );
      const theme = screen.getByRole('region', { name: 'Tema del tablero' });
      const walnut = await within(theme).findByRole('radio', { name: /Nogal/ });
      expect(walnut.closest('label')?.textContent).toBe('Nogal');
      expect(theme.textContent).toContain('se muestra el tablero Clásico');
      fireEvent.click(screen.getByRole('button', { name: 'Editar perfil' }));
      expect(screen.getByRole('button', { name: 'Guardar cambios' })).toBeTruthy();
    } finally {
      await act(() => activateLocale('en'));
    }
  });
});
