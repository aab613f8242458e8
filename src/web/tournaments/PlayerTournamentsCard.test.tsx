import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../test/fake-server';
import { member, renderSignedIn } from '../test/signed-in';
import { PlayerTournamentsCard } from './PlayerTournamentsCard';
import { summary } from './test/tournament-fixtures';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("a player's tournaments on their profile", () => {
  it('lists each with its place, score and games, linking to it', async () => {
    fakeServer({
      'GET /api/users/ann/tournaments': {
        status: 200,
        body: {
          tournaments: [
            {
              tournament: summary({ id: 't7', name: 'Friday Blitz', status: 'finished' }),
              rank: 2,
              score: 9,
              games: 5,
            },
            { tournament: summary({ id: 't8', status: 'finished' }), rank: 11, score: 1, games: 1 },
          ],
        },
      },
    });
    renderSignedIn(null, <PlayerTournamentsCard username="ann" />);
    const link = await screen.findByRole('link', { name: 'Friday Blitz' });
    expect(link.getAttribute('href')).toBe('/tournaments/t7');
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items[0]).toContain('2nd · 9 points · 5 games');
    expect(items[1]).toContain('11th · 1 point · 1 game');
    // Someone else's profile: their history is not the reader's to open.
    expect(screen.queryByRole('link', { name: 'My games in this tournament' })).toBeNull();
  });

  it('links the player’s own tournaments to their games in each (decision 300)', async () => {
    fakeServer({
      'GET /api/users/ann/tournaments': {
        status: 200,
        body: {
          tournaments: [
            { tournament: summary({ id: 't7', name: 'Friday Blitz' }), rank: 2, score: 9, games: 5 },
          ],
        },
      },
    });
    renderSignedIn(member('pro', { username: 'ann' }), <PlayerTournamentsCard username="ann" />);
    const mine = await screen.findByRole('link', { name: 'My games in this tournament' });
    expect(mine.getAttribute('href')).toBe('/history?tournament=t7');
  });

  it('shows nothing for a player who never played one', async () => {
    const server = fakeServer({
      'GET /api/users/bob/tournaments': { status: 200, body: { tournaments: [] } },
    });
    const { container } = renderSignedIn(null, <PlayerTournamentsCard username="bob" />);
    await vi.waitFor(() => expect(server.calls).toHaveLength(1));
    expect(container.textContent).toBe('');
  });
});
