import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '../i18n/i18n';
import { RequireAuth } from '../layout/RequireAuth';
import { fakeServer } from '../test/fake-server';
import { member, renderSignedIn } from '../test/signed-in';
import { InvitationChoice } from './InvitationChoice';
import { KeepGameForm } from './KeepGameForm';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const guest = member('free', { guest: true, guestUntil: '2026-11-29T02:00:00.000Z', displayName: 'Gran' });

describe('the invitation link, signed out (decision 287)', () => {
  it('offers both ways in side by side, and takes the seat only with a valid name and the terms', async () => {
    const server = fakeServer({
      'POST /api/games/g1/guest': {
        status: 409,
        body: { message: 'This game already has two players', code: 'game_full' },
      },
    });
    renderSignedIn(null, <InvitationChoice gameId="g1" returnPath="/game/g1?join=true" />);
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe('/signup');
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/signin');
    const play = screen.getByRole('button', { name: 'Play as a guest' }) as HTMLButtonElement;
    expect(play.disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox'));
    expect(play.disabled).toBe(false);

    fireEvent.change(screen.getByLabelText('Your name'), { target: { value: 'www.spam.com' } });
    fireEvent.click(play);
    expect(await screen.findByText('Your name cannot contain links or web addresses')).toBeTruthy();
    expect(server.calls).toEqual([]);

    fireEvent.change(screen.getByLabelText('Your name'), { target: { value: '  Gran  ' } });
    fireEvent.click(play);
    expect(await screen.findByText('This game already has two players')).toBeTruthy();
    expect(server.calls).toEqual([
      { method: 'POST', url: '/api/games/g1/guest', body: { displayName: 'Gran', acceptTerms: true } },
    ]);
  });

  it("offers them in the reader's language", async () => {
    fakeServer({});
    await act(() => activateLocale('fr'));
    try {
      renderSignedIn(null, <InvitationChoice gameId="g1" returnPath="/game/g1?join=true" />);
      expect(screen.getByRole('heading', { name: 'Vous êtes invité à une partie d’échecs' })).toBeTruthy();
      expect(screen.getByRole('form', { name: 'Jouer en tant qu’invité' }).textContent).toContain(
        'Votre nom',
      );
      expect(screen.getByText(/Votre place d’invité dure 24 heures/)).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Créer un compte' }).getAttribute('href')).toBe('/signup');
    } finally {
      await act(() => activateLocale('en'));
    }
  });

  it('stores the way back to the game when the person chooses an account', () => {
    fakeServer({});
    renderSignedIn(null, <InvitationChoice gameId="g1" returnPath="/game/g1?join=true" />);
    fireEvent.click(screen.getByRole('link', { name: 'Sign in' }));
    expect(sessionStorage.getItem('chesschat:returnPath')).toBe('/game/g1?join=true');
  });
});

describe("a guest's pages", () => {
  it('asks a guest to make an account on every members-only page, and shows members the page', async () => {
    fakeServer({});
    renderSignedIn(guest, <RequireAuth>members only</RequireAuth>);
    // Fetched when a guest needs it (it carries the account form's schemas, kept off `/`).
    expect(await screen.findByRole('heading', { name: 'Make an account to open this page' })).toBeTruthy();
    expect(screen.queryByText('members only')).toBeNull();
    cleanup();
    await act(() => activateLocale('de'));
    try {
      renderSignedIn(guest, <RequireAuth>members only</RequireAuth>);
      expect(
        await screen.findByRole('heading', { name: 'Erstell ein Konto, um diese Seite zu öffnen' }),
      ).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Zurück zur Startseite' })).toBeTruthy();
      expect(screen.getByRole('form', { name: 'Konto erstellen' })).toBeTruthy();
    } finally {
      await act(() => activateLocale('en'));
    }
    cleanup();
    renderSignedIn(member('free'), <RequireAuth>members only</RequireAuth>);
    expect(screen.getByText('members only')).toBeTruthy();
  });

  it('makes the account from the guest session and says where the game is', async () => {
    const server = fakeServer({
      'POST /api/guest/account': {
        status: 200,
        body: {
          requiresEmailVerification: true,
          message: 'We sent a confirmation link to rose@example.test. Your game is kept in your history.',
        },
      },
    });
    renderSignedIn(guest, <KeepGameForm />);
    fireEvent.change(screen.getByLabelText('Full name'), { target: { value: 'Rose Gran' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'rose@example.test' } });
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'rose_gran' } });
    fireEvent.change(screen.getByLabelText('Password', { exact: true }), {
      target: { value: 'checkmate with love' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Create my account' }));
    expect(
      await screen.findByText(
        'We sent a confirmation link to rose@example.test. Your game is kept in your history.',
      ),
    ).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'See your games in your history' })).toBeTruthy(),
    );
    expect(server.calls.find((call) => call.method === 'POST')?.body).toEqual({
      fullName: 'Rose Gran',
      email: 'rose@example.test',
      username: 'rose_gran',
      password: 'checkmate with love',
    });
  });
});
