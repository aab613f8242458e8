import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FriendsResponse } from '../../core/protocol';
import { activateLocale } from '../i18n/i18n';
import NewTournament from '../pages/NewTournament';
import { fakeServer } from '../test/fake-server';
import { ScriptedSocket } from '../test/scripted-socket';
import { member, renderSignedIn } from '../test/signed-in';
import { checkFields, defaultStart, localInputValue } from './CreateTournamentForm';
import { BOB, CAT, summary, tournamentPage } from './test/tournament-fixtures';

beforeEach(() => {
  vi.stubGlobal('WebSocket', ScriptedSocket);
  window.history.pushState(null, '', '/tournaments/new');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const friends: FriendsResponse = {
  friends: [
    { user: BOB, presence: { state: 'online' }, since: '2026-11-01T10:00:00.000Z' },
    { user: CAT, presence: { state: 'offline', lastSeen: null }, since: '2026-11-02T10:00:00.000Z' },
  ],
  incoming: [],
  outgoing: [],
  blocked: [],
  settings: { presenceVisibility: 'friends' },
};

const created = tournamentPage({ tournament: summary({ id: 't9', kind: 'private', name: 'Friday Blitz' }) });

describe('the create form', () => {
  it('sends the name, clock, length, start, casual and the friends picked, then opens the tournament', async () => {
    const server = fakeServer({
      'GET /api/friends': { status: 200, body: friends },
      'POST /api/tournaments': { status: 201, body: created },
    });
    renderSignedIn(member('pro'), <NewTournament />);
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'Friday Blitz' } });
    fireEvent.change(screen.getByLabelText('Time control'), { target: { value: '5+0' } });
    fireEvent.change(screen.getByLabelText('Length'), { target: { value: '90' } });
    fireEvent.change(screen.getByLabelText('Starts at'), { target: { value: '2099-01-02T18:30' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Casual' }));
    fireEvent.click(await screen.findByRole('checkbox', { name: /bob/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Create tournament' }));
    await waitFor(() => expect(window.location.pathname).toBe('/tournaments/t9'));
    expect(server.calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'Friday Blitz',
      clock: '5+0',
      minutes: 90,
      startsAt: new Date('2099-01-02T18:30').toISOString(),
      rated: false,
      invite: ['bob'],
    });
  });

  it('says what is wrong with a field before asking the server', async () => {
    const server = fakeServer({ 'GET /api/friends': { status: 200, body: friends } });
    renderSignedIn(member('pro'), <NewTournament />);
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'ab' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create tournament' }));
    expect((await screen.findByRole('alert')).textContent).toBe('A name needs at least 3 characters');
    expect(server.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('shows the server’s refusal in the reader’s words and keeps everything typed', async () => {
    fakeServer({
      'GET /api/friends': { status: 200, body: friends },
      'POST /api/tournaments': {
        status: 400,
        body: {
          code: 'tournament_start_past',
          message: 'The start time is in the past: choose a time from now on.',
        },
      },
    });
    renderSignedIn(member('pro'), <NewTournament />);
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'Friday Blitz' } });
    fireEvent.click(await screen.findByRole('checkbox', { name: /cat/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Create tournament' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The start time is in the past: choose a time from now on.',
    );
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Friday Blitz');
    expect((screen.getByRole('checkbox', { name: /cat/ }) as HTMLInputElement).checked).toBe(true);
    expect(window.location.pathname).toBe('/tournaments/new');
  });

  it('speaks the reader’s language: its fields, its choices and what is wrong with a field', async () => {
    fakeServer({ 'GET /api/friends': { status: 200, body: friends } });
    await act(() => activateLocale('fr'));
    try {
      renderSignedIn(member('pro'), <NewTournament />);
      expect(screen.getByRole('heading', { name: 'Nouveau tournoi', level: 1 })).toBeTruthy();
      fireEvent.change(await screen.findByLabelText('Nom'), { target: { value: 'ab' } });
      expect(screen.getByRole('option', { name: '90 minutes' })).toBeTruthy();
      expect(screen.getByRole('option', { name: '3+2 Blitz' })).toBeTruthy();
      expect(screen.getByRole('radio', { name: 'Amicale' })).toBeTruthy();
      expect(screen.getByRole('group', { name: 'Inviter des amis' })).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: 'Créer le tournoi' }));
      expect((await screen.findByRole('alert')).textContent).toBe(
        'Le nom doit compter au moins 3 caractères',
      );
    } finally {
      await act(() => activateLocale('en'));
    }
  });

  it('tells a member without Pro why they may not create one', async () => {
    fakeServer({});
    renderSignedIn(member('premium'), <NewTournament />);
    expect(screen.getByTestId('create-needs-pro').textContent).toContain('part of Pro');
    expect(screen.queryByRole('form', { name: 'New tournament' })).toBeNull();
  });
});

describe('the form’s fields', () => {
  it('starts a quarter of an hour ahead, on a five-minute mark, in local time', () => {
    const now = new Date(2026, 10, 28, 18, 2, 30).getTime();
    expect(defaultStart(now)).toBe('2026-11-28T18:20');
    expect(localInputValue(new Date(2026, 0, 5, 7, 4))).toBe('2026-01-05T07:04');
  });

  it('checks with the route’s own schema', () => {
    const fields = { name: 'Club night', clock: '3+2' as const, minutes: 60, rated: true, invite: [] };
    expect(checkFields({ ...fields, start: 'not a time' })).toEqual({
      errors: { startsAt: 'Choose the day and time it starts' },
    });
    expect(checkFields({ ...fields, minutes: 500, start: '2099-01-01T10:00' })).toMatchObject({
      errors: { minutes: 'A tournament lasts at most 180 minutes' },
    });
    expect(checkFields({ ...fields, start: '2099-01-01T10:00' })).toMatchObject({
      body: { name: 'Club night', clock: '3+2', minutes: 60 },
    });
  });
});
