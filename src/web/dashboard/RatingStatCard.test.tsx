import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UserStats } from '../../core/protocol';
import { activateLocale } from '../i18n/i18n';
import { fakeServer } from '../test/fake-server';
import { member, renderSignedIn } from '../test/signed-in';
import { RatingStatCard } from './RatingStatCard';

const stats: UserStats = {
  rating: 1431,
  rank: 'Intermediate',
  provisional: false,
  correspondenceRating: 1288,
  correspondenceProvisional: true,
  totalGames: 30,
  completed: 28,
  active: 2,
  abandoned: 0,
  wins: 15,
  losses: 10,
  draws: 3,
  avgGameTime: 420,
};

describe('the dashboard’s rating card', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the live rating with its rank, and the correspondence rating under them', async () => {
    fakeServer({ 'GET /api/users/u1/stats': { status: 200, body: stats } });
    renderSignedIn(member('free'), <RatingStatCard userId="u1" />);
    expect((await screen.findByTestId('correspondence-rating')).textContent).toBe('Correspondence 1288?');
    expect(screen.getByText('1431')).toBeTruthy();
    expect(screen.getByText('Intermediate')).toBeTruthy();
  });

  it('names it in the reader’s language', async () => {
    await act(() => activateLocale('fr'));
    try {
      fakeServer({
        'GET /api/users/u1/stats': { status: 200, body: { ...stats, correspondenceProvisional: false } },
      });
      renderSignedIn(member('free'), <RatingStatCard userId="u1" />);
      expect((await screen.findByTestId('correspondence-rating')).textContent).toBe('Correspondance 1288');
    } finally {
      await act(() => activateLocale('en'));
    }
  });
});
