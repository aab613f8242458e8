import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DAY_MS } from '../../../core/correspondence/deadline';
import { activateLocale } from '../../i18n/i18n';
import { InLanguage } from '../../test/in-language';
import { gameAfter } from '../test-game';
import { CorrespondenceDeadline, DaysPerMoveText } from './CorrespondenceDeadline';

const NOW = Date.UTC(2026, 10, 28, 12, 0, 0);
const HOUR = 60 * 60 * 1000;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const game = (overrides = {}) =>
  gameAfter(['e2-e4'], { daysPerMove: 3, deadline: NOW + 2 * DAY_MS + 3 * HOUR, ...overrides });

const dateOf = (locale: string, at: number) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(at);

describe('the room’s correspondence deadline', () => {
  it('says whose move it is, by when, and counts down what is left', async () => {
    const deadline = NOW + 2 * DAY_MS + 3 * HOUR;
    render(<CorrespondenceDeadline game={game()} myColor="black" offsetMs={0} />, { wrapper: InLanguage });
    const timer = await screen.findByRole('timer');
    expect(timer.textContent).toBe(`Your move by ${dateOf('en', deadline)} · 2 days, 3 hours left`);
    await act(async () => {
      vi.advanceTimersByTime(2 * DAY_MS + 3 * HOUR - 90_000);
    });
    expect(timer.textContent).toContain('· 1 minute, 30 seconds left');
  });

  it('names the side to move for the other player and spectators, on the device’s own clock', async () => {
    // This device's clock is an hour ahead of the server's: the deadline is shown on the device's clock.
    render(<CorrespondenceDeadline game={game()} myColor="white" offsetMs={HOUR} />, { wrapper: InLanguage });
    const timer = await screen.findByRole('timer');
    expect(timer.textContent).toBe(
      `Black to move by ${dateOf('en', NOW + 2 * DAY_MS + 4 * HOUR)} · 2 days, 4 hours left`,
    );
  });

  it('names the days per move where the room names the time control', async () => {
    render(<DaysPerMoveText days={14} />, { wrapper: InLanguage });
    expect(await screen.findByText('14 days per move')).toBeTruthy();
  });

  it('shows nothing once the game is over', async () => {
    const { container } = render(
      <CorrespondenceDeadline
        game={game({ status: 'completed', deadline: null })}
        myColor="black"
        offsetMs={0}
      />,
      { wrapper: InLanguage },
    );
    await act(async () => {});
    expect(container.textContent).toBe('');
  });

  it('speaks the reader’s language, dates and durations included', async () => {
    await act(() => activateLocale('de'));
    try {
      render(<CorrespondenceDeadline game={game()} myColor="black" offsetMs={0} />, { wrapper: InLanguage });
      const timer = await screen.findByRole('timer');
      expect(timer.textContent).toBe(
        `Dein Zug bis ${dateOf('de', NOW + 2 * DAY_MS + 3 * HOUR)} · noch 2 Tage, 3 Stunden`,
      );
    } finally {
      await act(() => activateLocale('en'));
    }
  });
});

describe('the deadline in the mover’s strip on a phone', () => {
  it('puts the time left first and the date under it, the strip naming the mover', async () => {
    const deadline = NOW + 2 * DAY_MS + 3 * HOUR;
    render(<CorrespondenceDeadline game={game()} myColor="white" offsetMs={0} compact />, {
      wrapper: InLanguage,
    });
    const timer = await screen.findByRole('timer');
    expect(timer.textContent).toBe(`2 days, 3 hours leftby ${dateOf('en', deadline)}`);
    await act(async () => {
      vi.advanceTimersByTime(DAY_MS + 4 * HOUR);
    });
    // Under a day: the time left is marked as urgent.
    const left = screen.getByText('23 hours left');
    expect(left.className).toContain('text-amber-800');
  });
});
