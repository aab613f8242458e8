import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CorrespondenceTurn, CorrespondenceTurnsResponse } from '../../core/protocol';
import { activateLocale } from '../i18n/i18n';
import { fakeServer } from '../test/fake-server';
import { member, renderSignedIn } from '../test/signed-in';
import { CorrespondenceTurnsCard } from './CorrespondenceTurnsCard';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

function turn(
  gameId: string,
  leftMs: number,
  overrides: Partial<CorrespondenceTurn> = {},
): CorrespondenceTurn {
  return {
    gameId,
    color: 'white',
    opponent: {
      id: `o-${gameId}`,
      username: `op_${gameId}`,
      displayName: null,
      rating: 1200,
      avatarUrl: null,
    },
    daysPerMove: 3,
    deadline: Date.now() + leftMs,
    lastMove: 'e5',
    plies: 2,
    rated: false,
    opponentOnVacationUntil: null,
    ...overrides,
  };
}

function card(turns: CorrespondenceTurn[] | 'error') {
  const body: CorrespondenceTurnsResponse | { message: string } =
    turns === 'error' ? { message: 'Down' } : { turns, serverNow: Date.now() };
  fakeServer({ 'GET /api/correspondence/turns': { status: turns === 'error' ? 503 : 200, body } });
  return renderSignedIn(member('free'), <CorrespondenceTurnsCard />);
}

describe('the dashboard’s correspondence games to move in', () => {
  it('lists each game in the server’s order, with the opponent, last move, date and time left', async () => {
    card([
      turn('g1', 5 * HOUR + 20 * 60 * 1000, { opponent: null, lastMove: null, plies: 0 }),
      turn('g2', 2 * DAY + 3 * HOUR + 30_000, {
        color: 'black',
        opponent: { id: 'o2', username: 'zoe', displayName: 'Zoë', rating: 1300, avatarUrl: null },
        lastMove: 'Nf3',
      }),
    ]);
    const region = await screen.findByRole('region', { name: 'Your move in correspondence games' });
    const items = within(region).getAllByRole('listitem');
    expect(items.map((item) => item.dataset.testid)).toEqual([
      'correspondence-turn-g1',
      'correspondence-turn-g2',
    ]);
    const second = items[1] as HTMLElement;
    expect(second.textContent).toContain('vs Zoë');
    expect(second.textContent).toContain('Last move: Nf3');
    expect(second.textContent).toContain('2 days, 3 hours left');
    expect(second.querySelector('time')?.textContent).toMatch(/\d/);
    expect(within(second).getByRole('link', { name: 'Play' }).getAttribute('href')).toBe('/game/g2');
    expect((items[0] as HTMLElement).textContent).toContain('5 hours, 20 minutes left');
    expect((items[0] as HTMLElement).textContent).not.toContain('Last move');
  });

  it('draws nothing when no game waits for the reader’s move', async () => {
    const { container } = card([]);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(container.textContent).toBe('');
  });

  it('says so when the list cannot be read', async () => {
    card('error');
    expect(await screen.findByText("Couldn't load your correspondence games right now")).toBeTruthy();
  });

  it('speaks the reader’s language, with the move left as it is', async () => {
    await act(() => activateLocale('ar'));
    try {
      card([turn('g3', 26 * HOUR, { lastMove: 'Nxe5' })]);
      const region = await screen.findByRole('region', { name: 'دورك في مباريات المراسلة' });
      const item = within(region).getByRole('listitem');
      expect(item.textContent).toContain('آخر نقلة: Nxe5');
      expect(within(item).getByRole('link', { name: 'العب' })).toBeTruthy();
      expect(item.textContent).toContain('يتبقى');
    } finally {
      await act(() => activateLocale('en'));
    }
  });
});
