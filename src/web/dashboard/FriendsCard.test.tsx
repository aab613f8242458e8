import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Friend, PublicUser } from '../../core/protocol';
import { friend } from '../friends/test/people';
import { fakeServer } from '../test/fake-server';
import { ScriptedSocket } from '../test/scripted-socket';
import { member, renderSignedIn } from '../test/signed-in';
import { DASHBOARD_FRIENDS, FriendsCard } from './FriendsCard';

beforeEach(() => {
  ScriptedSocket.userId = 'u1';
  vi.stubGlobal('WebSocket', ScriptedSocket);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const user = (name: string): PublicUser => ({
  id: `id-${name}`,
  username: name,
  displayName: null,
  rating: 1200,
});

function card(friends: Friend[]) {
  fakeServer({
    'GET /api/friends': {
      status: 200,
      body: { friends, incoming: [], outgoing: [], blocked: [], settings: { presenceVisibility: 'friends' } },
    },
  });
  renderSignedIn(member('free'), <FriendsCard />);
}

const names = () =>
  within(screen.getByRole('list', { name: 'Your friends' }))
    .getAllByRole('listitem')
    .map((item) => item.getAttribute('data-testid')?.replace('dashboard-friend-', ''));

describe("the dashboard's friends list", () => {
  it('lists online friends first, then the most recently seen, with the count online', async () => {
    card([
      friend(user('olga'), { state: 'offline', lastSeen: '2026-11-20T10:00:00.000Z' }),
      friend(user('pete'), { state: 'offline', lastSeen: '2026-11-23T10:00:00.000Z' }),
      friend(user('zoe'), { state: 'online' }),
      friend(user('max'), { state: 'in_game', gameId: 'g5' }),
    ]);
    await screen.findByRole('list', { name: 'Your friends' });
    expect(names()).toEqual(['max', 'zoe', 'pete', 'olga']);
    expect(screen.getByTestId('friends-online').textContent).toBe('2 online');
    expect(screen.getByRole('link', { name: 'Watch' }).getAttribute('href')).toBe('/game/g5');
    expect(screen.getByRole('link', { name: 'Manage friends' }).getAttribute('href')).toBe('/friends');
  });

  it(`shows at most ${DASHBOARD_FRIENDS} and links to all of them`, async () => {
    card(Array.from({ length: 9 }, (_, i) => friend(user(`f${i}`), { state: 'online' })));
    await screen.findByRole('list', { name: 'Your friends' });
    expect(names()).toHaveLength(DASHBOARD_FRIENDS);
    expect(screen.getByRole('link', { name: 'See all 9 friends' }).getAttribute('href')).toBe('/friends');
  });

  it('moves a friend up the moment they come online, and opens a challenge from their row', async () => {
    card([
      friend(user('ann'), { state: 'offline', lastSeen: '2026-11-23T10:00:00.000Z' }),
      friend(user('bea'), { state: 'offline', lastSeen: null }),
    ]);
    await screen.findByRole('list', { name: 'Your friends' });
    expect(names()).toEqual(['ann', 'bea']);
    expect(screen.getByTestId('friends-online').textContent).toBe('0 online');
    act(() =>
      ScriptedSocket.opened.at(-1)?.deliver({
        type: 'friend_presence',
        userId: 'id-bea',
        presence: { state: 'in_game', gameId: 'g8' },
      }),
    );
    await waitFor(() => expect(names()).toEqual(['bea', 'ann']));
    const bea = within(screen.getByTestId('dashboard-friend-bea'));
    expect(bea.getByTestId('friend-presence').textContent).toBe('In a game · Watch');
    expect(screen.getByTestId('friends-online').textContent).toBe('1 online');
    fireEvent.click(screen.getByRole('button', { name: 'Challenge bea' }));
    expect(screen.getByRole('form', { name: 'Challenge bea' })).toBeTruthy();
  });

  it('invites someone with no friends yet to add one', async () => {
    card([]);
    expect((await screen.findByRole('link', { name: 'Add a friend' })).getAttribute('href')).toBe('/friends');
  });
});
