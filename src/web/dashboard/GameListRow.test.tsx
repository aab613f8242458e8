import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderSignedIn } from '../test/signed-in';
import { GameListRow } from './GameListRow';
import type { GameSummary } from './queries';

afterEach(cleanup);

const finished: GameSummary = {
  id: 'g1',
  status: 'completed',
  result: 'white_wins',
  whitePlayerId: 'w',
  blackPlayerId: 'b',
  timeControl: 300,
  increment: 3,
  createdAt: '2026-11-20T10:00:00.000Z',
  rated: true,
  ratingChange: 9,
};

function row(game: GameSummary) {
  renderSignedIn(
    null,
    <ul>
      <GameListRow game={game} playerId="w" joinable={false} />
    </ul>,
  );
}

describe('a game of the dashboard’s short lists', () => {
  it('shows a rated game’s rating change and no Casual mark', () => {
    row(finished);
    expect(screen.getByTestId('rating-change').textContent).toBe('Rating +9');
    expect(screen.queryByTestId('casual-badge')).toBeNull();
    expect(screen.getByTestId('result-badge').textContent).toBe('Win');
  });

  it('marks a casual game Casual beside its outcome', () => {
    row({ ...finished, rated: false, ratingChange: null });
    expect(screen.getByTestId('casual-badge').textContent).toBe('Casual');
    expect(screen.queryByTestId('rating-change')).toBeNull();
    expect(screen.getByTestId('result-badge').textContent).toBe('Win');
  });
});
