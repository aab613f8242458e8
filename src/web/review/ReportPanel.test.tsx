import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Game, GameReportResponse } from '../../core/protocol';
import { activateLocale } from '../i18n/i18n';
import { fakeServer } from '../test/fake-server';
import { member, renderSignedIn } from '../test/signed-in';
import { ReportPanel } from './ReportPanel';
import { ReviewButton } from './ReviewEntry';

/** The little of a finished game the report reads. */
const game = {
  id: 'abcdefghjkmn',
  whitePlayerId: 'u1',
  blackPlayerId: 'u2',
  origin: 'friend',
  moves: ['e2-e4', 'f7-f6'],
  san: ['e4', 'f6'],
  startFen: null,
} as unknown as Game;

const stored: GameReportResponse = {
  report: {
    gameId: game.id,
    depth: 12,
    entries: [
      { score: { cp: 30 }, best: 'e2-e4' },
      { score: { cp: 35 }, best: 'e7-e5' },
      { score: { cp: 120 }, best: null },
    ],
    judgements: [null, 'mistake'],
    moveAccuracy: [98, 60],
    accuracy: { white: 92.4, black: 61.6 },
    createdAt: '2026-11-28T10:00:00.000Z',
  },
};

function openReport() {
  fakeServer({ [`GET /api/games/${game.id}/report`]: { status: 200, body: stored } });
  renderSignedIn(
    member('pro'),
    <ReportPanel game={game} canCompute isPlayer onPly={() => {}} onBetterMove={() => {}} />,
  );
}

describe('the game report', () => {
  afterEach(async () => {
    cleanup();
    vi.unstubAllGlobals();
    await act(() => activateLocale('en'));
  });

  it('shows each player’s accuracy and the judged moves', async () => {
    openReport();
    const report = await screen.findByTestId('game-report');
    expect(screen.getByTestId('accuracy-white').textContent).toBe('92%');
    expect(screen.getByTestId('accuracy-black').textContent).toBe('62%');
    expect(within(report).getByRole('rowheader', { name: 'Mistakes' })).toBeTruthy();
    expect(within(report).getByRole('listitem').textContent).toBe('1… f6mistakeShow the better move');
  });

  it('speaks the reader’s language, with the move in its notation', async () => {
    await act(() => activateLocale('de'));
    openReport();
    const report = await screen.findByTestId('game-report');
    expect(within(report).getByRole('heading').textContent).toBe('Partiebericht');
    expect(within(report).getByRole('columnheader', { name: 'Weiß' })).toBeTruthy();
    expect(within(report).getByRole('rowheader', { name: 'Genauigkeit' })).toBeTruthy();
    expect(screen.getByTestId('accuracy-white').textContent).toMatch(/^92\s%$/);
    expect(within(report).getByRole('listitem').textContent).toBe('1… f6FehlerBesseren Zug zeigen');
  });

  it('names the review button in the reader’s language', async () => {
    await act(() => activateLocale('ar'));
    renderSignedIn(member('pro'), <ReviewButton game={game} viewerId="u1" onOpen={() => {}} />);
    expect(screen.getByTestId('review-open').textContent).toBe('التحليل معًا');
    cleanup();
    renderSignedIn(member('pro'), <ReviewButton game={game} viewerId="u9" onOpen={() => {}} />);
    expect(screen.getByTestId('review-open').textContent).toBe('تحليل');
  });
});
