import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '../i18n/i18n';
import Tournaments from '../pages/Tournaments';
import { fakeServer } from '../test/fake-server';
import { ScriptedSocket } from '../test/scripted-socket';
import { member, renderSignedIn } from '../test/signed-in';
import { ANN, list, PRO_ONLY, summary, tournamentPage } from './test/tournament-fixtures';

beforeEach(() => {
  vi.stubGlobal('WebSocket', ScriptedSocket);
  window.history.pushState(null, '', '/tournaments');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const cards = () => screen.queryAllByTestId('tournament-card');

describe('the tournaments page', () => {
  it('shows a Free member the arenas with the upsell in place of Join, and why they may not create one', async () => {
    fakeServer({
      'GET /api/tournaments': {
        status: 200,
        body: list({
          arenas: [summary({ joinRefusal: PRO_ONLY })],
          mine: [
            summary({
              id: 't2',
              kind: 'private',
              name: 'Friday Blitz',
              createdBy: ANN,
              maxPlayers: 8,
              players: 3,
            }),
          ],
        }),
      },
    });
    renderSignedIn(member('free'), <Tournaments />);
    await screen.findByRole('heading', { name: 'Tournaments', level: 1 });
    const [arena, mine] = cards();
    if (!arena || !mine) throw new Error('two cards expected');
    expect(within(arena).queryByRole('button', { name: 'Join' })).toBeNull();
    expect(within(arena).getByTestId('pro-upsell').textContent).toContain(
      'Pro arenas are for Pro members. Anyone may watch; upgrade to Pro to play.',
    );
    expect(within(arena).getByRole('button', { name: 'Upgrade to Pro' })).toBeTruthy();
    expect(within(arena).getByRole('link', { name: 'Watch' }).getAttribute('href')).toBe('/tournaments/t1');
    expect(arena.textContent).toContain('3+2 Blitz · 45 min');
    expect(arena.textContent).toMatch(/Starts in (9:5\d|10:00)/);
    // Invited to a friend's tournament: a Free member joins it like anyone.
    expect(within(mine).getByRole('button', { name: 'Join' })).toBeTruthy();
    expect(mine.textContent).toContain('By Ann Lee');
    expect(mine.textContent).toContain('3 of 8 players');
    expect(screen.queryByRole('link', { name: /Create a tournament/ })).toBeNull();
    expect(screen.getByTestId('create-needs-pro').textContent).toContain(
      'Creating a private tournament is part of Pro.',
    );
  });

  it('gives a Pro member Join on an arena, which joins and opens its page, and Create a tournament', async () => {
    const server = fakeServer({
      'GET /api/tournaments': { status: 200, body: list() },
      'POST /api/tournaments/t1/join': { status: 200, body: tournamentPage() },
    });
    renderSignedIn(member('pro'), <Tournaments />);
    expect((await screen.findByRole('link', { name: /Create a tournament/ })).getAttribute('href')).toBe(
      '/tournaments/new',
    );
    expect(screen.queryByTestId('create-needs-pro')).toBeNull();
    expect(screen.queryByTestId('pro-upsell')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Join' }));
    await waitFor(() => expect(window.location.pathname).toBe('/tournaments/t1'));
    expect(server.calls.find((c) => c.method === 'POST')?.url).toBe('/api/tournaments/t1/join');
  });

  it('shows a refused join with the server’s message, and the card stays', async () => {
    fakeServer({
      'GET /api/tournaments': { status: 200, body: list() },
      'POST /api/tournaments/t1/join': {
        status: 409,
        body: { code: 'tournament_full', message: 'This tournament is full' },
      },
    });
    renderSignedIn(member('pro'), <Tournaments />);
    fireEvent.click(await screen.findByRole('button', { name: 'Join' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This tournament is full');
    expect(window.location.pathname).toBe('/tournaments');
    expect(cards()).toHaveLength(1);
  });

  it('lets a signed-out visitor watch the arenas and asks them to sign in for their own', async () => {
    fakeServer({
      'GET /api/tournaments': {
        status: 200,
        body: list({
          arenas: [
            summary({
              status: 'started',
              startsAt: new Date(Date.now() - 60_000).toISOString(),
              endsAt: new Date(Date.now() + 44 * 60_000).toISOString(),
              joinRefusal: { code: 'auth_required', message: 'Sign in to join.' },
            }),
          ],
        }),
      },
    });
    renderSignedIn(null, <Tournaments />);
    const [arena] = await screen.findAllByTestId('tournament-card');
    expect(arena?.textContent).toMatch(/Under way · ends in 4[34]:\d\d/);
    expect(screen.queryByRole('button', { name: 'Join' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      '/signin?redirect=%2Ftournaments',
    );
  });

  it('speaks the reader’s language: headings, cards, counts and the upsell', async () => {
    fakeServer({
      'GET /api/tournaments': {
        status: 200,
        body: list({
          arenas: [summary({ joinRefusal: PRO_ONLY })],
          mine: [summary({ id: 't2', kind: 'private', createdBy: ANN, maxPlayers: 8, players: 3 })],
        }),
      },
    });
    await act(() => activateLocale('es'));
    try {
      renderSignedIn(member('free'), <Tournaments />);
      await screen.findByRole('heading', { name: 'Torneos', level: 1 });
      expect(screen.getByRole('heading', { name: 'Arenas Pro' })).toBeTruthy();
      const [arena, mine] = cards();
      if (!arena || !mine) throw new Error('two cards expected');
      expect(arena.textContent).toContain('3+2 Blitz · 45 min');
      expect(arena.textContent).toMatch(/Empieza en (9:5\d|10:00)/);
      expect(arena.textContent).toContain('Arena Pro');
      expect(arena.textContent).toContain('Puntuable');
      expect(within(arena).getByTestId('pro-upsell').textContent).toContain(
        'Las arenas Pro son para miembros Pro.',
      );
      expect(within(arena).getByRole('link', { name: 'Mirar' })).toBeTruthy();
      expect(within(mine).getByRole('button', { name: 'Unirse' })).toBeTruthy();
      expect(mine.textContent).toContain('3 de 8 jugadores');
      expect(mine.textContent).toContain('De Ann Lee');
      expect(screen.getByTestId('create-needs-pro').textContent).toContain(
        'Crear un torneo privado forma parte de Pro.',
      );
    } finally {
      await act(() => activateLocale('en'));
    }
  });
});
