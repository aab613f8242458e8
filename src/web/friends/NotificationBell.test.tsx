import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Challenge, ChallengesResponse, Notification } from '../../core/protocol';
import { activateLocale, i18n } from '../i18n/i18n';
import { fakeServer } from '../test/fake-server';
import { ScriptedSocket } from '../test/scripted-socket';
import { member, renderSignedIn } from '../test/signed-in';
import NotificationBell from './NotificationBell';
import { notificationText } from './notification-words';
import { ALICE, BOB, pendingChallenge } from './test/people';

beforeEach(() => {
  ScriptedSocket.userId = ALICE.id;
  vi.stubGlobal('WebSocket', ScriptedSocket);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const note = (extra: Partial<Notification>): Notification => ({
  id: `n-${Math.random().toString(36).slice(2)}`,
  kind: 'friend_request',
  from: BOB,
  gameId: null,
  refId: null,
  text: 'bob wants to be your friend',
  createdAt: '2026-11-24T06:00:00.000Z',
  read: false,
  ...extra,
});

/** The server as the bell sees it; `challenges` may change between reads. */
function server(notifications: Notification[], challenges: () => ChallengesResponse) {
  return fakeServer({
    'GET /api/notifications': {
      status: 200,
      body: { notifications, unread: notifications.filter((n) => !n.read).length },
    },
    'POST /api/notifications/read': { status: 204, body: null },
    'GET /api/challenges': () => ({ status: 200, body: challenges() }),
    'GET /api/friends': { status: 200, body: { friends: [], incoming: [], outgoing: [], blocked: [] } },
    'DELETE /api/challenges/c-u1-u2': { status: 204, body: null },
  });
}

const live = (message: unknown) =>
  act(() => ScriptedSocket.opened.at(-1)?.deliver(message as Parameters<ScriptedSocket['deliver']>[0]));

const none = (): ChallengesResponse => ({ incoming: [], outgoing: [] });

describe('the notification bell', () => {
  it('shows the unread count; opening it lists the notifications and marks them read', async () => {
    const calls = server(
      [
        note({ text: 'bob wants to be your friend' }),
        note({ kind: 'game_result', gameId: 'g1', text: 'You won', read: true }),
        note({
          kind: 'tournament_invitation',
          refId: 'friday2345ab',
          text: 'bob invited you to the tournament “Friday friends”',
          read: true,
        }),
      ],
      none,
    ).calls;
    renderSignedIn(member('free'), <NotificationBell />);
    expect((await screen.findByTestId('unread-count')).textContent).toBe('1');
    fireEvent.click(screen.getByRole('button', { name: 'Notifications, 1 unread' }));
    const list = screen.getByRole('region', { name: 'Notifications' });
    expect(list.textContent).toContain('bob wants to be your friend');
    expect(screen.getByRole('link', { name: 'You won' }).getAttribute('href')).toBe('/game/g1');
    const invitation = screen.getByRole('link', {
      name: 'bob invited you to the tournament “Friday friends”',
    });
    expect(invitation.getAttribute('href')).toBe('/tournaments/friday2345ab');
    await waitFor(() => expect(calls.some((c) => c.url === '/api/notifications/read')).toBe(true));
  });

  it('reads the notifications again when the socket opens again, so one sent meanwhile is not missed', async () => {
    let notifications = [note({ text: 'bob wants to be your friend' })];
    fakeServer({
      'GET /api/notifications': () => ({
        status: 200,
        body: { notifications, unread: notifications.filter((n) => !n.read).length },
      }),
      'GET /api/challenges': { status: 200, body: none() },
    });
    renderSignedIn(member('free'), <NotificationBell />);
    expect((await screen.findByTestId('unread-count')).textContent).toBe('1');
    await waitFor(() => expect(ScriptedSocket.opened.length).toBeGreaterThan(0));
    const first = ScriptedSocket.opened.length;
    // The socket drops; an invitation is stored while no socket can carry it; the socket comes back.
    act(() => ScriptedSocket.opened.at(-1)?.closeWith(1006));
    notifications = [...notifications, note({ kind: 'tournament_invitation', text: 'bob invited you' })];
    await waitFor(() => expect(ScriptedSocket.opened.length).toBeGreaterThan(first), { timeout: 10_000 });
    await waitFor(() => expect(screen.getByTestId('unread-count').textContent).toBe('2'));
  });

  it('drops the unread count once the notifications are read, with no reload', async () => {
    let notifications = [note({ text: 'bob wants to be your friend' }), note({ kind: 'game_result' })];
    fakeServer({
      'GET /api/notifications': () => ({
        status: 200,
        body: { notifications, unread: notifications.filter((n) => !n.read).length },
      }),
      'POST /api/notifications/read': () => {
        notifications = notifications.map((n) => ({ ...n, read: true }));
        return { status: 204, body: null };
      },
      'GET /api/challenges': { status: 200, body: none() },
    });
    renderSignedIn(member('free'), <NotificationBell />);
    expect((await screen.findByTestId('unread-count')).textContent).toBe('2');
    fireEvent.click(screen.getByRole('button', { name: 'Notifications, 2 unread' }));
    await waitFor(() => expect(screen.queryByTestId('unread-count')).toBeNull());
    expect(screen.getByTestId('notification-bell').getAttribute('aria-label')).toBe('Notifications');
    expect(screen.getByRole('region', { name: 'Notifications' }).textContent).toContain(
      'bob wants to be your friend',
    );
  });

  it('shows a challenge the moment it arrives on the live channel', async () => {
    let incoming: Challenge[] = [];
    server([], () => ({ incoming, outgoing: [] }));
    renderSignedIn(member('free'), <NotificationBell />);
    await waitFor(() => expect(ScriptedSocket.opened.length).toBeGreaterThan(0));
    expect(screen.queryByTestId('live-challenge')).toBeNull();
    incoming = [pendingChallenge(BOB, ALICE, 600_000, { id: 'c-u2-u1', color: 'black' })];
    live({
      type: 'notification',
      notification: note({
        kind: 'challenge',
        refId: 'c-u2-u1',
        text: 'bob challenges you: 5 min · Rated, you play White',
      }),
    });
    const card = await screen.findByTestId('live-challenge');
    expect(card.textContent).toContain('bob challenges you: 5 min · Rated, you play White');
    // Cancelled by the challenger: the lists change and the card goes.
    incoming = [];
    live({ type: 'friends_changed' });
    await waitFor(() => expect(screen.queryByTestId('live-challenge')).toBeNull());
  });

  it("shows the challenger's own challenge with its time left, and its expiry live", async () => {
    server([], () => ({ incoming: [], outgoing: [pendingChallenge(ALICE, BOB, 1_500, { rated: false })] }));
    renderSignedIn(member('free'), <NotificationBell />);
    const card = await screen.findByRole('region', { name: 'Your challenge to Bob' });
    expect(card.textContent).toContain('Waiting for Bob');
    expect(card.textContent).toContain('5 min · Casual, you play White');
    expect(screen.getByRole('button', { name: 'Cancel challenge' })).toBeTruthy();
    await waitFor(() => expect(card.textContent).toContain('Bob did not answer in time'), { timeout: 4000 });
    expect(card.getAttribute('data-state')).toBe('expired');
    expect(screen.queryByRole('button', { name: 'Cancel challenge' })).toBeNull();
  });

  it("shows the challenger's correspondence challenge with its days per move and the days left", async () => {
    const days = { daysPerMove: 7 as const, timeControl: 604_800, increment: 0, color: 'black' as const };
    server([], () => ({
      incoming: [],
      outgoing: [pendingChallenge(ALICE, BOB, 2 * 24 * 60 * 60 * 1000, days)],
    }));
    renderSignedIn(member('free'), <NotificationBell />);
    const card = await screen.findByRole('region', { name: 'Your challenge to Bob' });
    expect(card.textContent).toContain('7 days per move · Rated, you play Black');
    expect(screen.getByTestId('challenge-time-left').textContent).toMatch(/^(2 days|1 day, 23 hours) left$/);
  });

  it('Cancel withdraws the challenge', async () => {
    let outgoing = [pendingChallenge(ALICE, BOB, 600_000)];
    const { calls } = server([], () => ({ incoming: [], outgoing }));
    renderSignedIn(member('free'), <NotificationBell />);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel challenge' }));
    outgoing = [];
    await waitFor(() => expect(screen.queryByTestId('outgoing-challenge')).toBeNull());
    expect(calls).toContainEqual({ method: 'DELETE', url: '/api/challenges/c-u1-u2', body: undefined });
  });

  it('takes the challenger to the room when their challenge is accepted', async () => {
    window.history.pushState(null, '', '/friends');
    server([], none);
    renderSignedIn(member('free'), <NotificationBell />);
    await waitFor(() => expect(ScriptedSocket.opened.length).toBeGreaterThan(0));
    live({
      type: 'notification',
      notification: note({ kind: 'challenge_accepted', gameId: 'g9', text: 'bob accepted your challenge' }),
    });
    await waitFor(() => expect(window.location.pathname).toBe('/game/g9'));
  });
});

describe('a notification’s line, worded from its kind, sender and params (decision 311)', () => {
  const lines: Array<[Partial<Notification>, string]> = [
    [{ kind: 'friend_request' }, 'bob wants to be your friend'],
    [{ kind: 'friend_accepted' }, 'bob accepted your friend request'],
    [{ kind: 'challenge_accepted' }, 'bob accepted your challenge'],
    [{ kind: 'challenge_declined' }, 'bob declined your challenge'],
    [{ kind: 'invitation' }, 'bob invited you to a game'],
    [{ kind: 'opponent_waiting' }, 'bob joined your game and is waiting for you'],
    [{ kind: 'study_invitation' }, 'bob invited you to a study board'],
    [
      { kind: 'challenge', params: { timeControl: 300, increment: 2, rated: true, color: 'white' } },
      'bob challenges you: 5+2 · Rated, you play Black',
    ],
    [
      {
        kind: 'challenge',
        params: { timeControl: 259_200, increment: 0, daysPerMove: 3, rated: false, color: 'random' },
      },
      'bob challenges you: 3 days per move · Casual, colours drawn at random',
    ],
    [
      { kind: 'game_result', params: { outcome: 'won', opponent: 'bob' } },
      'Your game against bob ended: you won',
    ],
    [
      { kind: 'game_result', from: null, params: { outcome: 'draw' } },
      'Your game against your opponent ended: a draw',
    ],
    [
      { kind: 'tournament_invitation', params: { tournament: 'Friday friends' } },
      'bob invited you to the tournament “Friday friends”',
    ],
    [{ kind: 'report_action', from: null }, 'We took action on your report'],
    [
      { kind: 'moderation_notice', from: null, params: { sanction: 'mute', until: null } },
      'A moderator has muted your chat permanently.',
    ],
  ];

  it('says in English what the server wrote', () => {
    for (const [extra, line] of lines)
      expect(notificationText(i18n, note({ ...extra, text: line }))).toBe(line);
  });

  it('words a correspondence turn and reminder from the move and the deadline, in the reader’s time', () => {
    const turn = note({ kind: 'correspondence_turn', text: 'x', params: { move: 'Nf3', deadline: 'x' } });
    expect(notificationText(i18n, turn)).toBe('bob played Nf3: your move in your correspondence game');
    const takenBack = note({
      kind: 'correspondence_turn',
      text: 'x',
      params: { takeback: true, deadline: 'x' },
    });
    expect(notificationText(i18n, takenBack)).toBe(
      'bob accepted your takeback: your move in your correspondence game',
    );
    const deadline = '2026-12-05T10:00:00.000Z';
    const local = new Intl.DateTimeFormat('en', {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      hour: 'numeric',
      minute: '2-digit',
    }).format(new Date(deadline));
    const reminder = note({ kind: 'correspondence_reminder', text: 'x', params: { deadline } });
    expect(notificationText(i18n, reminder)).toBe(`Your move against bob is due by ${local}`);
    expect(notificationText(i18n, note({ kind: 'correspondence_turn', text: 'Older line' }))).toBe(
      'Older line',
    );
  });

  it('keeps the stored line of an older row whose kind needs params it does not have', () => {
    expect(notificationText(i18n, note({ kind: 'game_result', text: 'You won' }))).toBe('You won');
    expect(notificationText(i18n, note({ kind: 'challenge', text: 'bob challenges you' }))).toBe(
      'bob challenges you',
    );
  });

  it('speaks the reader’s language in the bell', async () => {
    await act(() => activateLocale('es'));
    try {
      server(
        [
          note({ text: 'bob wants to be your friend' }),
          note({
            kind: 'challenge',
            text: 'bob challenges you: 5+2 · Casual, you play White',
            params: { timeControl: 300, increment: 2, rated: false, color: 'black' },
          }),
          note({
            kind: 'game_result',
            gameId: 'g1',
            text: 'x',
            params: { outcome: 'lost', opponent: 'bob' },
          }),
          note({
            kind: 'moderation_notice',
            from: null,
            text: 'x',
            params: { sanction: 'bar', until: '2026-12-05T10:00:00.000Z' },
          }),
        ],
        none,
      );
      renderSignedIn(member('free'), <NotificationBell />);
      fireEvent.click(await screen.findByRole('button', { name: 'Notificaciones, 4 sin leer' }));
      const list = screen.getByRole('region', { name: 'Notificaciones' });
      expect(list.textContent).toContain('bob quiere ser tu amigo');
      expect(list.textContent).toContain('bob te desafía: 5+2 · Amistosa, juegas con blancas');
      expect(screen.getByRole('link', { name: 'Tu partida contra bob terminó: perdiste' })).toBeTruthy();
      expect(
        screen.getByRole('link', {
          name: /^Un moderador te ha vetado el lobby hasta el 5 dic 2026, 10:00 UTC\. No puedes publicar/,
        }),
      ).toBeTruthy();
    } finally {
      await act(() => activateLocale('en'));
    }
  });
});
