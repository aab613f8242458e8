import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PlayerGame } from '../../core/protocol';
import { activateLocale } from '../i18n/i18n';
import { renderSignedIn } from '../test/signed-in';
import { HistoryGameCard } from './HistoryGameCard';

afterEach(cleanup);

const player = (id: string, username: string) => ({
  id,
  username,
  displayName: null,
  rating: 1200,
  avatarUrl: null,
  subscriptionTier: 'free' as const,
});

const game: PlayerGame = {
  id: 'abcdefghjkmn',
  status: 'completed',
  result: 'white_wins',
  termination: 'checkmate',
  whitePlayerId: 'w',
  blackPlayerId: 'b',
  white: player('w', 'wendy'),
  black: player('b', 'boris'),
  timeControl: 600,
  increment: 5,
  rated: true,
  moveCount: 31,
  createdAt: '2026-11-20T10:00:00.000Z',
  startedAt: '2026-11-20T10:00:05.000Z',
  endedAt: '2026-11-20T10:20:00.000Z',
  color: 'black',
  outcome: 'loss',
  ratingChange: -12,
  ratingAfter: 1188,
};

describe('a game card of the history (spec §2, §4)', () => {
  it('shows status and result from the player’s side, rating change, date, minutes and id, and View Game', () => {
    renderSignedIn(null, <HistoryGameCard game={game} playerId="b" />);
    expect(screen.getByTestId('status-badge').textContent).toBe('Completed');
    expect(screen.getByTestId('result-badge').textContent).toBe('Loss');
    expect(screen.getByTestId('rating-change').textContent).toBe('Rating −12');
    expect(screen.getByTestId('end-reason').textContent).toBe('Checkmate');
    expect(screen.getByText('vs wendy')).toBeTruthy();
    expect(screen.getByText(/10 min/).textContent).toContain('10 min + 5 s');
    expect(screen.getByText('abcdefghjkmn')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View Game' }).getAttribute('href')).toBe('/game/abcdefghjkmn');
  });

  it('offers Join Game for a live game, and waits for an opponent without one', () => {
    renderSignedIn(
      null,
      <HistoryGameCard
        game={{
          ...game,
          status: 'waiting',
          result: null,
          blackPlayerId: null,
          black: null,
          color: 'white',
          outcome: null,
          ratingChange: null,
        }}
        playerId="w"
      />,
    );
    expect(screen.getByTestId('result-badge').textContent).toBe('Waiting');
    expect(screen.getByText('Waiting for opponent')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Join Game' })).toBeTruthy();
    expect(screen.queryByTestId('rating-change')).toBeNull();
  });

  it('reads an active game as In Progress and a win for White as a Win', () => {
    renderSignedIn(
      null,
      <HistoryGameCard game={{ ...game, color: 'white', outcome: 'win', ratingChange: 12 }} playerId="w" />,
    );
    expect(screen.getByTestId('result-badge').textContent).toBe('Win');
    expect(screen.getByTestId('rating-change').textContent).toBe('Rating +12');
    cleanup();
    renderSignedIn(
      null,
      <HistoryGameCard game={{ ...game, status: 'active', result: null, ratingChange: null }} playerId="w" />,
    );
    expect(screen.getByTestId('result-badge').textContent).toBe('In Progress');
    expect(screen.getByRole('link', { name: 'Join Game' })).toBeTruthy();
  });

  it('marks a casual game Casual, with no rating change, and a rated one not at all', () => {
    renderSignedIn(
      null,
      <HistoryGameCard
        game={{ ...game, rated: false, ratingChange: null, ratingAfter: null }}
        playerId="b"
      />,
    );
    expect(screen.getByTestId('casual-badge').textContent).toBe('Casual');
    expect(screen.queryByTestId('rating-change')).toBeNull();
    expect(screen.getByTestId('result-badge').textContent).toBe('Loss');
    cleanup();
    renderSignedIn(null, <HistoryGameCard game={game} playerId="b" />);
    expect(screen.queryByTestId('casual-badge')).toBeNull();
    expect(screen.getByTestId('rating-change')).toBeTruthy();
  });

  it('says how each game ended, from the player’s side', () => {
    const reasonOf = (change: Partial<PlayerGame>) => {
      cleanup();
      renderSignedIn(null, <HistoryGameCard game={{ ...game, ...change }} playerId="b" />);
      return screen.queryByTestId('end-reason')?.textContent ?? null;
    };
    expect(reasonOf({ termination: 'resignation', outcome: 'win' })).toBe('Opponent resigned');
    expect(reasonOf({ termination: 'resignation', outcome: 'loss' })).toBe('You resigned');
    expect(reasonOf({ termination: 'timeout', outcome: 'loss' })).toBe('You ran out of time');
    expect(reasonOf({ termination: 'agreement', result: 'draw', outcome: 'draw' })).toBe('Draw agreed');
    expect(reasonOf({ termination: 'stalemate', result: 'draw', outcome: 'draw' })).toBe('Stalemate');
    expect(reasonOf({ termination: 'opponent_left', outcome: 'win' })).toBe('Opponent left');
    expect(
      reasonOf({
        status: 'abandoned',
        termination: 'aborted',
        result: null,
        outcome: null,
        ratingChange: null,
      }),
    ).toBe('Ended before both sides moved');
    expect(reasonOf({ status: 'active', termination: null, result: null, outcome: null })).toBeNull();
  });

  it('speaks the reader’s language: opponent, colour, clock, date and the button', async () => {
    await act(() => activateLocale('de'));
    try {
      renderSignedIn(null, <HistoryGameCard game={game} playerId="b" />);
      expect(screen.getByText('gegen wendy')).toBeTruthy();
      expect(screen.getByText('mit Schwarz')).toBeTruthy();
      expect(screen.getByText('10 Min. + 5 s')).toBeTruthy();
      expect(screen.getByText('20.11.2026')).toBeTruthy();
      expect(screen.getByTestId('end-reason').textContent).toBe('Schachmatt');
      expect(screen.getByRole('link', { name: 'Partie ansehen' })).toBeTruthy();
    } finally {
      await act(() => activateLocale('en'));
    }
  });
});
