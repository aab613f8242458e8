import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { describeOutcome } from '../../core/chess';
import type { UserStats } from '../../core/protocol';
import { GameStatsCard } from '../players/GameStatsCard';
import { fakeServer } from '../test/fake-server';
import { member, renderSignedIn } from '../test/signed-in';
import { GamesStatCard } from './GamesStatCard';

const stats: UserStats = {
  rating: 1250,
  rank: 'Beginner',
  provisional: false,
  correspondenceRating: 1200,
  correspondenceProvisional: true,
  totalGames: 7,
  completed: 4,
  active: 1,
  abandoned: 2,
  wins: 2,
  losses: 1,
  draws: 1,
  avgGameTime: 300,
} as UserStats;

describe('the games count', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('is the same number under the same name on the dashboard and the profile', async () => {
    fakeServer({ 'GET /api/users/u1/stats': { status: 200, body: stats } });
    renderSignedIn(
      member('free'),
      <div>
        <div data-testid="dashboard">
          <GamesStatCard userId="u1" />
        </div>
        <GameStatsCard userId="u1" />
      </div>,
    );
    await waitFor(() => expect(document.querySelector('[data-stat="Games Played"]')?.textContent).toBe('4'));
    const dashboard = screen.getByTestId('dashboard');
    expect(dashboard.textContent).toContain('Games Played');
    expect(dashboard.textContent).toContain('4');
    expect(dashboard.textContent).toContain('7 in your history');
  });

  it('names an aborted game as the lists do: abandoned', () => {
    expect(describeOutcome({ result: null, termination: 'aborted' })).toBe(
      'Game abandoned before both sides had moved.',
    );
  });
});
