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

describe('the profile’s two ratings (decision 327)', () => {
  const stats = {
    rating: 1312,
    rank: 'Beginner',
    provisional: false,
    correspondenceRating: 1262,
    correspondenceProvisional: true,
    totalGames: 12,
    completed: 11,
    active: 1,
    abandoned: 0,
    wins: 6,
    losses: 4,
    draws: 1,
    avgGameTime: 640,
  };
  const history = (first: number, last: number, game: string) => ({
    points: [
      { gameId: null, at: '2026-03-14T10:00:00.000Z', rating: first },
      { gameId: game, at: '2026-03-20T10:00:00.000Z', rating: last },
    ],
  });

  /** The page's calls, the correspondence rating's history told apart by its query. */
  function openWithRatings() {
    const server = fakeServer({
      'GET /api/settings/board': { status: 200, body: board },
      'GET /api/users/u1/stats': { status: 200, body: stats },
      'GET /api/users/u1/rating-history': { status: 200, body: history(1200, 1312, 'live1') },
    });
    const live = globalThis.fetch;
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      String(input).endsWith('/rating-history?pool=correspondence')
        ? Promise.resolve(
            new Response(JSON.stringify(history(1200, 1262, 'corr1')), {
              status: 200,
              headers: { 'content-type': 'application/json' },
            }),
          )
        : live(input, init),
    );
    renderSignedIn(member('free'), <Profile />);
    return server;
  }

  it('shows the live and the correspondence rating, and each rating’s history on its own', async () => {
    const server = openWithRatings();
    const figures = await screen.findByRole('region', { name: 'Game Statistics' });
    expect((await within(figures).findByText('Correspondence Rating')).nextElementSibling?.textContent).toBe(
      '1262?',
    );
    expect(within(figures).getByText('Rating').nextElementSibling?.textContent).toBe('1312');

    const chart = screen.getByRole('region', { name: 'Rating History' });
    const live = within(chart).getByRole('button', { name: 'Live' });
    const correspondence = within(chart).getByRole('button', { name: 'Correspondence' });
    expect(live.getAttribute('aria-pressed')).toBe('true');
    expect(
      await within(chart).findByRole('img', { name: 'Rating over the last rated game: from 1200 to 1312' }),
    ).toBeTruthy();
    fireEvent.click(correspondence);
    expect(correspondence.getAttribute('aria-pressed')).toBe('true');
    expect(live.getAttribute('aria-pressed')).toBe('false');
    expect(
      await within(chart).findByRole('img', { name: 'Rating over the last rated game: from 1200 to 1262' }),
    ).toBeTruthy();
    // The live history is asked for at its old address; the correspondence one was not the fake's to answer.
    expect(server.calls.some((call) => call.url === '/api/users/u1/rating-history')).toBe(true);
  });

  it('labels the correspondence rating in the reader’s language', async () => {
    await act(() => activateLocale('de'));
    try {
      openWithRatings();
      const figures = await screen.findByRole('region', { name: 'Partiestatistik' });
      expect((await within(figures).findByText('Fernschach-Wertung')).nextElementSibling?.textContent).toBe(
        '1262?',
      );
      const chart = screen.getByRole('region', { name: 'Wertungsverlauf' });
      expect(within(chart).getByRole('button', { name: 'Fernschach' })).toBeTruthy();
    } finally {
      await act(() => activateLocale('en'));
    }
  });
});
