import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdvancedStats, HeadToHead } from '../../../../core/protocol';
import { fakeServer } from '../../../test/fake-server';
import { member, renderSignedIn } from '../../../test/signed-in';
import { PlanStatistics } from './PlanStatistics';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const sam = { id: 'sam', username: 'sam', displayName: 'Sam', rating: 1300 };
const advanced: AdvancedStats = {
  byColor: { white: { wins: 7, losses: 4, draws: 1 }, black: { wins: 5, losses: 5, draws: 2 } },
  byTimeControl: [{ timeControl: 600, increment: 0, wins: 12, losses: 9, draws: 3 }],
  headToHead: [{ opponent: sam, wins: 12, losses: 9, draws: 3, lastPlayedAt: '2026-11-20T10:00:00.000Z' }],
  streaks: { current: { outcome: 'win', length: 3 }, longestWin: 5, longestLoss: 2 },
  avgGameSeconds: 500,
  avgMoveSeconds: 7.5,
  openings: [{ eco: 'C60', name: 'Ruy Lopez', wins: 4, losses: 1, draws: 0 }],
};

describe('statistics by plan on the own profile', () => {
  it('shows a Free player what each level adds and where, asking the server for neither', () => {
    const user = member('free');
    const server = fakeServer({});
    renderSignedIn(user, <PlanStatistics user={user} />);
    expect(screen.getByTestId('advanced-stats-upgrade').textContent).toContain(
      'included with Premium and Pro',
    );
    expect(screen.getByTestId('comprehensive-stats-upgrade').textContent).toContain('included with Pro');
    expect(server.calls.filter((call) => call.url.includes('/stats/'))).toEqual([]);
  });

  it('shows a Premium player streaks, openings and a head-to-head with its games', async () => {
    const user = member('premium');
    const together: HeadToHead = { opponent: sam, record: { wins: 12, losses: 9, draws: 3 }, games: [] };
    fakeServer({
      [`GET /api/users/${user.id}/stats/advanced`]: { status: 200, body: advanced },
      [`GET /api/users/${user.id}/head-to-head`]: { status: 200, body: together },
    });
    renderSignedIn(user, <PlanStatistics user={user} />);
    await waitFor(() => expect(screen.getByText('3 wins')).toBeTruthy());
    expect(screen.getByText('C60 Ruy Lopez')).toBeTruthy();
    expect(screen.getByTestId('comprehensive-stats-upgrade')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'You and Sam' }));
    await waitFor(() =>
      expect(screen.getByTestId('head-to-head').textContent).toContain(
        'You and Sam: 12 wins, 9 losses, 3 draws',
      ),
    );
  });
});
