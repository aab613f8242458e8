import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ModerationReportsResponse } from '../../core/protocol';
import { Header } from '../layout/Header';
import Moderation from '../pages/Moderation';
import { fakeServer } from '../test/fake-server';
import { member, renderSignedIn } from '../test/signed-in';

afterEach(() => {
  cleanup();
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
      sanctions: [{ kind: 'warn', createdAt: '2026-11-20T10:00:00.000Z', until: null }],
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
          chat: [],
        },
      ],
    },
    {
      reported: person('u-dan', 'dan'),
      latestAt: '2026-11-27T16:00:00.000Z',
      sanctions: [],
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
