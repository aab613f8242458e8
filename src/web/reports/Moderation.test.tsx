import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ModerationReportsResponse } from '../../core/protocol';
import { ladderNote, type PastSanction } from '../../core/sanction-ladder';
import { activateLocale, i18n } from '../i18n/i18n';
import { Header } from '../layout/Header';
import Moderation from '../pages/Moderation';
import { fakeServer } from '../test/fake-server';
import { member, renderSignedIn } from '../test/signed-in';
import { actionDone, ladderText } from './ModerationActions';

beforeEach(() => {
  // The ladder counts the last 90 days from now: the page is read on the day of the reports.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-27T17:00:00.000Z'));
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const person = (id: string, username: string) => ({
  id,
  username,
  displayName: null,
  rating: 1500,
  avatarUrl: null,
});

const QUEUE: ModerationReportsResponse = {
  groups: [
    {
      reported: person('u-bob', 'bob'),
      latestAt: '2026-11-27T15:00:00.000Z',
      sanctions: [
        { kind: 'warn', createdAt: '2026-11-20T10:00:00.000Z', until: null, duration: null },
        {
          kind: 'mute',
          createdAt: '2026-11-21T10:00:00.000Z',
          until: '2026-11-22T10:00:00.000Z',
          duration: '24h',
        },
      ],
      reports: [
        {
          id: 'r2',
          reporter: 'ann',
          reason: 'harassment',
          text: 'called me names',
          createdAt: '2026-11-27T15:00:00.000Z',
          gameId: 'g1',
          messageId: 'm2',
          callOn: true,
          videoMessage: null,
          chat: [
            {
              id: 'm1',
              gameId: 'g1',
              userId: 'u-ann',
              username: 'ann',
              message: 'good luck',
              timestamp: '2026-11-27T14:58:00.000Z',
              isSystem: false,
            },
            {
              id: 'm2',
              gameId: 'g1',
              userId: 'u-bob',
              username: 'bob',
              message: 'you are awful',
              timestamp: '2026-11-27T14:59:00.000Z',
              isSystem: false,
            },
          ],
        },
        {
          id: 'r1',
          reporter: 'cat',
          reason: 'offensive_username',
          text: '',
          createdAt: '2026-11-26T15:00:00.000Z',
          gameId: null,
          messageId: null,
          callOn: null,
          videoMessage: null,
          chat: [],
        },
      ],
    },
    {
      reported: person('u-dan', 'dan'),
      latestAt: '2026-11-27T16:00:00.000Z',
      // A bar long past the ladder's 90 days: shown, but it raises nothing.
      sanctions: [{ kind: 'bar', createdAt: '2026-05-01T10:00:00.000Z', until: null, duration: 'permanent' }],
      reports: [
        {
          id: 'r3',
          reporter: 'eve',
          reason: 'spam',
          text: '',
          createdAt: '2026-11-27T16:00:00.000Z',
          gameId: null,
          messageId: null,
          callOn: null,
          videoMessage: null,
          chat: [],
        },
      ],
    },
  ],
};

describe('the moderation page', () => {
  it('lists the reports by person in the order the server gives, with their evidence', async () => {
    fakeServer({ 'GET /api/moderation/reports': { status: 200, body: QUEUE } });
    renderSignedIn(member('free', { moderator: true }), <Moderation />);
    const groups = await screen.findAllByTestId('report-group');
    expect(groups.map((group) => within(group).getAllByRole('link')[0]?.textContent)).toEqual(['bob', 'dan']);
    const bob = groups[0] as HTMLElement;
    expect(within(bob).getByText('2 reports')).toBeTruthy();
    expect(within(bob).getByText(/^Warned/)).toBeTruthy();
    expect(within(bob).getByText('Harassment')).toBeTruthy();
    expect(within(bob).getByText('“called me names”')).toBeTruthy();
    expect(within(bob).getByText('Call on')).toBeTruthy();
    expect(within(bob).getByText('you are awful')).toBeTruthy();
    expect(within(bob).getByText('From their profile')).toBeTruthy();
  });

  it('says a report is about a video message, and plays it from the address the server gives', async () => {
    const queue: ModerationReportsResponse = {
      groups: [
        {
          reported: person('u-ada', 'ada'),
          latestAt: '2026-11-27T16:30:00.000Z',
          sanctions: [],
          reports: [
            {
              id: 'r9',
              reporter: 'ben',
              reason: 'inappropriate_video',
              text: '',
              createdAt: '2026-11-27T16:30:00.000Z',
              gameId: 'g9',
              messageId: null,
              callOn: false,
              videoMessage: {
                id: 'm1',
                kind: 'video',
                durationMs: 2014,
                url: '/api/games/g9/messages/m1/media',
              },
              chat: [],
            },
          ],
        },
      ],
    };
    fakeServer({ 'GET /api/moderation/reports': { status: 200, body: queue } });
    renderSignedIn(member('free', { moderator: true }), <Moderation />);
    const evidence = await screen.findByTestId('moderation-video-message');
    expect(evidence.textContent).toContain("Video message (2 s) sent with the game's move");
    expect(evidence.querySelector('video')?.getAttribute('src')).toBe('/api/games/g9/messages/m1/media');
  });

  it('asks for a reason, then acts and reads the queue again', async () => {
    let answered = QUEUE;
    const server = fakeServer({
      'GET /api/moderation/reports': () => ({ status: 200, body: answered }),
      'POST /api/moderation/actions': () => {
        answered = { groups: QUEUE.groups.slice(1) };
        return { status: 200, body: { closed: 2 } };
      },
    });
    renderSignedIn(member('free', { moderator: true }), <Moderation />);
    const bob = (await screen.findAllByTestId('report-group'))[0] as HTMLElement;
    fireEvent.click(within(bob).getByRole('button', { name: 'Mute chat 7 days' }));
    expect((await within(bob).findByRole('alert')).textContent).toContain('Say why');
    expect(server.calls.filter((call) => call.method === 'POST')).toEqual([]);

    fireEvent.change(within(bob).getByLabelText('Reason for the action (audit log)'), {
      target: { value: 'insults' },
    });
    fireEvent.click(within(bob).getByRole('button', { name: 'Mute chat 7 days' }));
    await waitFor(() => expect(screen.getAllByTestId('report-group')).toHaveLength(1));
    expect(server.calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { action: 'mute', userId: 'u-bob', duration: '7d', reason: 'insults' },
    ]);
  });

  it('shows bars among past sanctions, and what the ladder will give before acting', async () => {
    fakeServer({ 'GET /api/moderation/reports': { status: 200, body: QUEUE } });
    renderSignedIn(member('free', { moderator: true }), <Moderation />);
    const [bob, dan] = (await screen.findAllByTestId('report-group')) as [HTMLElement, HTMLElement];
    expect(
      within(bob)
        .getAllByTestId('ladder-note')
        .map((note) => note.textContent),
    ).toEqual([
      'Second warning in 90 days: consider muting their chat instead.',
      'Second mute in 90 days: at least 7 days will be given.',
    ]);
    expect(within(dan).getByText(/^Barred from lobby .* for good$/)).toBeTruthy();
    expect(within(dan).queryAllByTestId('ladder-note')).toEqual([]);
  });

  it('bars from the lobby and says the length the server gave', async () => {
    const server = fakeServer({
      'GET /api/moderation/reports': { status: 200, body: QUEUE },
      'POST /api/moderation/actions': {
        status: 200,
        body: {
          closed: 1,
          duration: '7d',
          escalation: 'Second lobby bar in 90 days: 24 hours raised to 7 days',
        },
      },
    });
    renderSignedIn(member('free', { moderator: true }), <Moderation />);
    const dan = (await screen.findAllByTestId('report-group'))[1] as HTMLElement;
    fireEvent.change(within(dan).getByLabelText('Reason for the action (audit log)'), {
      target: { value: 'spam seeks' },
    });
    fireEvent.click(within(dan).getByRole('button', { name: 'Bar from lobby 24 h' }));
    await waitFor(() =>
      expect(server.calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
        { action: 'bar', userId: 'u-dan', duration: '24h', reason: 'spam seeks' },
      ]),
    );
    // The toast says the length given, and why it is longer than asked.
    // A lobby bar of a day, a week ago: the bar asked now is the second in 90 days.
    const barred = [{ kind: 'bar' as const, length: '24h' as const, at: Date.now() - 7 * 86_400_000 }];
    expect(
      actionDone(
        i18n,
        { action: 'bar', userId: 'u-dan', duration: '24h', reason: 'spam seeks' },
        { closed: 1, duration: '7d', escalation: 'Second lobby bar in 90 days: 24 hours raised to 7 days' },
        barred,
      ),
    ).toBe(
      'Barred from the lobby for 7 days (second lobby bar in 90 days: 24 hours raised to 7 days); the reporters were told.',
    );
    expect(
      actionDone(
        i18n,
        { action: 'mute', userId: 'u', duration: '24h', reason: 'r' },
        { closed: 0, duration: '24h' },
      ),
    ).toBe('Chat muted for 24 hours; the reporters were told.');
  });

  it('closes an account only once its username is typed', async () => {
    const server = fakeServer({
      'GET /api/moderation/reports': { status: 200, body: QUEUE },
      'POST /api/moderation/actions': { status: 200, body: { closed: 1 } },
    });
    renderSignedIn(member('free', { moderator: true }), <Moderation />);
    const dan = (await screen.findAllByTestId('report-group'))[1] as HTMLElement;
    fireEvent.click(within(dan).getByRole('button', { name: 'Close account…' }));
    expect((await within(dan).findByRole('alert')).textContent).toContain('Say why');
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.change(within(dan).getByLabelText('Reason for the action (audit log)'), {
      target: { value: 'threats' },
    });
    fireEvent.click(within(dan).getByRole('button', { name: 'Close account…' }));
    const dialog = await screen.findByRole('dialog');
    const confirm = within(dialog).getByRole('button', { name: 'Close the account' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    const typed = within(dialog).getByLabelText('Type their username, dan, to confirm');
    fireEvent.change(typed, { target: { value: 'da' } });
    expect(confirm.disabled).toBe(true);
    fireEvent.change(typed, { target: { value: 'Dan' } });
    expect(confirm.disabled).toBe(false);
    fireEvent.click(confirm);
    await waitFor(() =>
      expect(server.calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
        { action: 'close', userId: 'u-dan', reason: 'threats' },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the refusal of an action', async () => {
    fakeServer({
      'GET /api/moderation/reports': { status: 200, body: QUEUE },
      'POST /api/moderation/actions': {
        status: 403,
        body: { code: 'moderators_only', message: 'Only moderators can open this' },
      },
    });
    renderSignedIn(member('free', { moderator: true }), <Moderation />);
    const dan = (await screen.findAllByTestId('report-group'))[1] as HTMLElement;
    fireEvent.change(within(dan).getByLabelText('Reason for the action (audit log)'), {
      target: { value: 'ok' },
    });
    fireEvent.click(within(dan).getByRole('button', { name: 'Dismiss' }));
    expect((await within(dan).findByRole('alert')).textContent).toContain('Only moderators can open this');
  });

  it('speaks the reader’s language: counts, reasons, evidence, past sanctions and the ladder', async () => {
    fakeServer({ 'GET /api/moderation/reports': { status: 200, body: QUEUE } });
    await act(() => activateLocale('ru'));
    try {
      renderSignedIn(member('free', { moderator: true }), <Moderation />);
      const [bob] = (await screen.findAllByTestId('report-group')) as [HTMLElement];
      expect(screen.getByRole('heading', { name: 'Модерация', level: 1 })).toBeTruthy();
      expect(within(bob).getByText('2 жалобы')).toBeTruthy();
      expect(within(bob).getByText('Преследование')).toBeTruthy();
      expect(within(bob).getByText('«called me names»')).toBeTruthy();
      expect(within(bob).getByText('Звонок шёл')).toBeTruthy();
      expect(within(bob).getByText('Чат (2 строки)')).toBeTruthy();
      expect(within(bob).getByText(/^Предупреждение /)).toBeTruthy();
      expect(
        within(bob)
          .getAllByTestId('ladder-note')
          .map((note) => note.textContent),
      ).toEqual([
        '2-е предупреждение за 90 дней: возможно, лучше отключить чат.',
        '2-е отключение чата за 90 дней: срок будет не меньше: 7 дней.',
      ]);
      expect(within(bob).getByRole('button', { name: 'Отключить чат на 7 дней' })).toBeTruthy();
      expect(within(bob).getByLabelText('Причина действия (журнал аудита)')).toBeTruthy();
    } finally {
      await act(() => activateLocale('en'));
    }
  });

  it('words the ladder in English as core does', () => {
    const now = Date.now();
    const day = 86_400_000;
    const pasts: PastSanction[][] = [
      [],
      [{ kind: 'warn', length: null, at: now - 3 * day }],
      [{ kind: 'mute', length: '24h', at: now - 3 * day }],
      [
        { kind: 'mute', length: '7d', at: now - 30 * day },
        { kind: 'mute', length: '24h', at: now - 3 * day },
      ],
      [{ kind: 'bar', length: '24h', at: now - 3 * day }],
      [{ kind: 'bar', length: 'permanent', at: now - 200 * day }],
    ];
    for (const past of pasts)
      for (const kind of ['warn', 'mute', 'bar'] as const)
        expect(ladderText(i18n, kind, past, now)).toBe(ladderNote(kind, past, now));
  });

  it('is closed to everyone else, who never asks for the reports', () => {
    const server = fakeServer({ 'GET /api/moderation/reports': { status: 200, body: QUEUE } });
    renderSignedIn(member('free'), <Moderation />);
    expect(screen.getByRole('heading', { name: 'Moderators only' })).toBeTruthy();
    expect(server.calls).toEqual([]);
  });

  it('shows the menu entry to moderators only', () => {
    fakeServer({});
    renderSignedIn(member('free'), <Header />);
    expect(screen.queryByRole('link', { name: 'Moderation' })).toBeNull();
    cleanup();
    renderSignedIn(member('free', { moderator: true }), <Header />);
    expect(screen.getAllByRole('link', { name: 'Moderation' }).length).toBeGreaterThan(0);
  });
});
