import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../test/fake-server';
import { member, renderSignedIn } from '../test/signed-in';
import { FriendRow } from './FriendRow';
import { FRIENDS_KEY } from './friends-api';
import { BOB, friend } from './test/people';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const row = (presence: Parameters<typeof friend>[1]) =>
  renderSignedIn(
    member('free'),
    <ul>
      <FriendRow friend={friend(BOB, presence)} />
    </ul>,
  );

describe('a friend in the list', () => {
  it('shows their name, rating and live state, with Watch while they play', () => {
    row({ state: 'in_game', gameId: 'g7' });
    expect(screen.getByRole('link', { name: 'Bob' }).getAttribute('href')).toBe('/profile/bob');
    expect(screen.getByText('(1350)')).toBeTruthy();
    expect(screen.getByTestId('friend-presence').textContent).toBe('In a game · Watch');
    expect(screen.getByRole('link', { name: 'Watch' }).getAttribute('href')).toBe('/game/g7');
  });

  it('says when an offline friend was last seen, and just "Offline" when it is hidden', () => {
    row({ state: 'offline', lastSeen: '2026-11-03T14:05:00.000Z' });
    expect(screen.getByTestId('friend-presence').textContent).toMatch(/^Last seen /);
    expect(screen.queryByRole('link', { name: 'Watch' })).toBeNull();
    cleanup();
    row({ state: 'offline', lastSeen: null });
    expect(screen.getByTestId('friend-presence').textContent).toBe('Offline');
  });

  it('removes the friend, and blocks them by username', async () => {
    const server = fakeServer({
      'DELETE /api/friends/u2': { status: 204, body: null },
      'POST /api/blocks': { status: 200, body: { user: BOB } },
      'GET /api/friends': { status: 200, body: { friends: [] } },
    });
    const { client } = row({ state: 'online' });
    client.setQueryData(FRIENDS_KEY, { friends: [friend(BOB, { state: 'online' })] });
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(server.calls).toContainEqual({ method: 'DELETE', url: '/api/friends/u2', body: undefined }),
    );
    // The server's bodiless 204 is a success: the friends list is to be read again.
    await waitFor(() => expect(client.getQueryState(FRIENDS_KEY)?.isInvalidated).toBe(true));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Block' }).hasAttribute('disabled')).toBe(false),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Block' }));
    await waitFor(() =>
      expect(server.calls).toContainEqual({ method: 'POST', url: '/api/blocks', body: { username: 'bob' } }),
    );
  });

  it('opens the challenge form under the row, and Cancel closes it', async () => {
    row({ state: 'online' });
    expect(screen.queryByRole('form', { name: 'Challenge bob' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Challenge' }));
    expect(screen.getByRole('form', { name: 'Challenge bob' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Challenge' }).hasAttribute('disabled')).toBe(true);
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Cancel' })));
    expect(screen.queryByRole('form', { name: 'Challenge bob' })).toBeNull();
  });
});
