import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdvancedStats, ComprehensiveStats, HeadToHead } from '../../../core/protocol';
import { activateLocale } from '../../i18n/i18n';
import { fakeServer } from '../../test/fake-server';
import { member, renderSignedIn } from '../../test/signed-in';
import { PlanStatistics } from './PlanStatistics';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const sam = { id: 'sam', username: 'sam', displayName: 'Sam', rating: 1300, avatarUrl: null };
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

  it('speaks of one win, one loss and one draw in the singular', async () => {
    const user = member('premium');
    const one = { wins: 1, losses: 1, draws: 1 };
    fakeServer({
      [`GET /api/users/${user.id}/stats/advanced`]: {
        status: 200,
        body: {
          ...advanced,
          byColor: { white: one, black: { wins: 0, losses: 2, draws: 0 } },
          streaks: { current: { outcome: 'loss', length: 1 }, longestWin: 1, longestLoss: 1 },
        },
      },
    });
    renderSignedIn(user, <PlanStatistics user={user} />);
    await waitFor(() => expect(screen.getByText('1 loss')).toBeTruthy());
    expect(screen.getByText('1 win, 1 loss, 1 draw')).toBeTruthy();
    expect(screen.getByText('0 wins, 2 losses, 0 draws')).toBeTruthy();
  });

  it('shows a Pro player their accuracy and mistakes by phase from their game reports', async () => {
    const user = member('pro');
    const comprehensive: ComprehensiveStats = {
      ratingByTimeControl: [
        { timeControl: 300, increment: 0, games: 2, points: [] },
        { timeControl: 600, increment: 0, games: 1, points: [] },
      ],
      performance: { period: '90', games: 1, score: 1, averageOpponent: 1400, rating: 1800 },
      accuracy: {
        games: 1,
        average: 87.5,
        phases: [
          { phase: 'opening', moves: 10, inaccuracies: 1, mistakes: 0, blunders: 0 },
          { phase: 'middlegame', moves: 20, inaccuracies: 2, mistakes: 1, blunders: 1 },
          { phase: 'endgame', moves: 0, inaccuracies: 0, mistakes: 0, blunders: 0 },
        ],
      },
    };
    fakeServer({
      [`GET /api/users/${user.id}/stats/advanced`]: { status: 200, body: advanced },
      [`GET /api/users/${user.id}/stats/comprehensive`]: { status: 200, body: comprehensive },
      [`GET /api/users/${user.id}/explorer`]: { status: 200, body: { moves: [], next: [] } },
    });
    renderSignedIn(user, <PlanStatistics user={user} />);
    const section = await screen.findByTestId('accuracy-stats');
    expect(section.textContent).toContain('87.5% average accuracy over 1 reported game');
    expect(section.textContent).not.toMatch(/not yet|does not make/i);
    const middlegame = screen.getByRole('row', { name: /Middlegame/ });
    expect(middlegame.textContent).toBe('Middlegame (moves 11–30)20211');
    expect(screen.getByTestId('performance-rating').textContent).toContain('over 1 rated game (');
    expect(screen.getByRole('option', { name: '10 min (1 game)' })).toBeTruthy();
    expect(screen.getByRole('option', { name: '5 min (2 games)' })).toBeTruthy();
  });

  it('speaks the reader’s language: titles, counts with their plurals, the head-to-head and the upgrade note', async () => {
    const user = member('premium');
    const together: HeadToHead = { opponent: sam, record: { wins: 12, losses: 1, draws: 3 }, games: [] };
    fakeServer({
      [`GET /api/users/${user.id}/stats/advanced`]: { status: 200, body: advanced },
      [`GET /api/users/${user.id}/head-to-head`]: { status: 200, body: together },
    });
    await act(() => activateLocale('de'));
    try {
      renderSignedIn(user, <PlanStatistics user={user} />);
      await waitFor(() => expect(screen.getByText('3 Siege')).toBeTruthy());
      expect(screen.getByRole('region', { name: 'Erweiterte Statistik' })).toBeTruthy();
      expect(screen.getByText('Nach Farbe')).toBeTruthy();
      expect(screen.getByText('Mit Weiß')).toBeTruthy();
      expect(screen.getByText('7 Siege, 4 Niederlagen, 1 Remis')).toBeTruthy();
      expect(screen.getByText('10 Min.')).toBeTruthy();
      expect(screen.getByTestId('comprehensive-stats-upgrade').textContent).toContain(
        'Umfassende Statistik: Wertung je Bedenkzeit',
      );
      expect(screen.getByTestId('comprehensive-stats-upgrade').textContent).toContain('enthalten in Pro.');
      fireEvent.click(screen.getByRole('button', { name: 'Du und Sam' }));
      await waitFor(() =>
        expect(screen.getByTestId('head-to-head').textContent).toContain(
          'Du und Sam: 12 Siege, 1 Niederlage, 3 Remis',
        ),
      );
    } finally {
      await act(() => activateLocale('en'));
    }
  });

  it('counts a Pro player’s reported and rated games with Russian plurals', async () => {
    const user = member('pro');
    const comprehensive: ComprehensiveStats = {
      ratingByTimeControl: [{ timeControl: 300, increment: 0, games: 2, points: [] }],
      performance: { period: '90', games: 3, score: 2.5, averageOpponent: 1400, rating: 1750 },
      accuracy: {
        games: 5,
        average: 87.5,
        phases: [{ phase: 'middlegame', moves: 20, inaccuracies: 2, mistakes: 1, blunders: 1 }],
      },
    };
    fakeServer({
      [`GET /api/users/${user.id}/stats/advanced`]: { status: 200, body: advanced },
      [`GET /api/users/${user.id}/stats/comprehensive`]: { status: 200, body: comprehensive },
      [`GET /api/users/${user.id}/explorer`]: { status: 200, body: { moves: [], next: [] } },
    });
    await act(() => activateLocale('ru'));
    try {
      renderSignedIn(user, <PlanStatistics user={user} />);
      const section = await screen.findByTestId('accuracy-stats');
      expect(section.textContent).toContain('средняя точность в 5 партиях с отчётом');
      expect(section.textContent).toContain('Миттельшпиль (ходы 11–30)');
      expect(screen.getByTestId('performance-rating').textContent).toContain('по 3 рейтинговым партиям');
      expect(screen.getByRole('option', { name: 'Последние 90 дней' })).toBeTruthy();
      expect(screen.getByText('Ваши партии по дебютным ходам')).toBeTruthy();
    } finally {
      await act(() => activateLocale('en'));
    }
  });
});
