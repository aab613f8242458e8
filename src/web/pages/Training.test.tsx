import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TrainingListResponse, TrainingPosition } from '../../core/protocol';
import { activateLocale } from '../i18n/i18n';
import { fakeServer } from '../test/fake-server';
import { member, renderSignedIn } from '../test/signed-in';
import Training from './Training';

/** After 1. e4 e5 2. Nf3 Black played 2… f6, where 2… Nc6 was the engine's move. */
const spot: TrainingPosition = {
  gameId: 'abcdefghjkmn',
  ply: 3,
  fen: 'rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2',
  side: 'black',
  previous: 'g1-f3',
  played: 'f7-f6',
  playedSan: 'f6',
  best: 'b8-c6',
  bestSan: 'Nc6',
  loss: 0.4,
  judgement: 'mistake',
  streak: 0,
  attempts: 0,
};

function openTraining(list: TrainingListResponse, tier: 'free' | 'pro' = 'pro') {
  window.history.replaceState(null, '', '/training');
  fakeServer({ 'GET /api/training': { status: 200, body: list } });
  renderSignedIn(member(tier), <Training />);
}

describe('the training page', () => {
  afterEach(async () => {
    cleanup();
    vi.unstubAllGlobals();
    await act(() => activateLocale('en'));
  });

  it('shows the costliest position to learn, with how many are left', async () => {
    openTraining({ positions: [spot], remaining: 2, cleared: 1 });
    expect((await screen.findByTestId('training-progress')).textContent).toBe(
      '2 positions to learn, 1 cleared.',
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Training');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Find a better move for Black');
    expect(screen.getByTestId('training-session').textContent).toContain(
      'In this game you played 2… f6, a mistake. Open the game',
    );
    expect(screen.getByTestId('training-status').textContent).toBe('Your move: play it on the board.');
    expect(screen.getByRole('button', { name: 'Hint: the piece' })).toBeTruthy();
  });

  it('says when everything is cleared', async () => {
    openTraining({ positions: [], remaining: 0, cleared: 3 });
    expect((await screen.findByTestId('training-empty')).textContent).toContain(
      'All done: you have cleared 3 positions.Positions come from your game reports. Open a finished game from your game history, choose Review',
    );
    expect(screen.getByRole('link', { name: 'game history' }).getAttribute('href')).toBe('/history');
  });

  it('speaks the reader’s language: the page, its counts and the position', async () => {
    await act(() => activateLocale('es'));
    openTraining({ positions: [spot], remaining: 1, cleared: 0 });
    expect((await screen.findByTestId('training-progress')).textContent).toBe('1 posición por aprender.');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Entrenamiento');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(
      'Encuentra una jugada mejor para las negras',
    );
    expect(screen.getByTestId('training-session').textContent).toContain(
      'En esta partida jugaste 2… f6, un error. Abrir la partida',
    );
    expect(screen.getByRole('button', { name: 'Pista: la pieza' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Siguiente posición' })).toBeTruthy();
  });

  it('tells a plan without training where to get it, in the reader’s language', async () => {
    openTraining({ positions: [], remaining: 0, cleared: 0 }, 'free');
    expect((await screen.findByTestId('training-upsell')).textContent).toContain('Training comes with Pro.');
    cleanup();
    await act(() => activateLocale('ru'));
    openTraining({ positions: [], remaining: 0, cleared: 0 }, 'free');
    const upsell = await screen.findByTestId('training-upsell');
    expect(upsell.textContent).toContain('Тренировка входит в тариф Pro.');
    expect(upsell.textContent).toContain('позиция, решённая 2 раза подряд без подсказки, уходит из списка');
    expect(screen.getByRole('link', { name: 'Посмотреть тарифы' }).getAttribute('href')).toBe('/pricing');
  });
});
