import { cleanup, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Game, GameRatings } from '../../../core/protocol';
import { fakeServer } from '../../test/fake-server';
import { renderSignedIn } from '../../test/signed-in';
import { BLACK, gameAfter, WHITE } from '../test-game';
import { PlayerStrip, PlayersPanel } from './PlayersPanel';

function rowText(container: HTMLElement, color: 'white' | 'black'): string {
  return container.querySelector(`[data-player="${color}"]`)?.textContent ?? '';
}

describe('PlayersPanel', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  const panel = (game: Game, viewerId: string | null) =>
    renderSignedIn(
      null,
      <PlayersPanel game={game} viewerId={viewerId} clock={null} clockOffsetMs={0} presence={null} />,
    ).container;
  const show = (viewerId: string | null) =>
    panel(gameAfter([], { black: { ...BLACK, username: 'bob', displayName: 'Magnus Carlsen' } }), viewerId);

  it('shows the username beside a display name, so a display name cannot pass for another player', () => {
    const container = show(null);
    expect(rowText(container, 'black')).toContain('Magnus Carlsen');
    expect(rowText(container, 'black')).toContain('Black · bob · 1250');
    // A player without a display name is named once.
    expect(rowText(container, 'white')).toContain(`${WHITE.username}White · ${WHITE.rating}`);
  });

  it('shows no clock in a correspondence game: its deadline is shown under the board', () => {
    const timed = panel(gameAfter(['e2-e4']), null);
    expect(rowText(timed, 'black')).toMatch(/\d+:\d\d/);
    cleanup();
    const container = panel(
      gameAfter(['e2-e4'], {
        daysPerMove: 3,
        deadline: 1_000_000 + 3 * 86_400_000,
        timeControl: 259_200,
        whiteTimeRemaining: 259_200,
        blackTimeRemaining: 259_200,
      }),
      null,
    );
    expect(rowText(container, 'black')).not.toMatch(/\d+:\d\d/);
    expect(rowText(container, 'white')).not.toMatch(/\d+:\d\d/);
  });

  it('keeps a phone strip beside the deadline to one line, the colour left to screen readers', () => {
    const game = gameAfter(['e2-e4'], {
      daysPerMove: 3,
      deadline: 1_000_000 + 3 * 86_400_000,
      timeControl: 259_200,
      black: { ...BLACK, username: 'bob', rating: 1188 },
    });
    const { container } = renderSignedIn(
      null,
      <PlayerStrip
        color="black"
        game={game}
        viewerId={null}
        clock={null}
        clockOffsetMs={0}
        presence={null}
        extra={<span>2 days left</span>}
      />,
    );
    const line = container.querySelector('p.truncate.text-muted-foreground');
    expect(line?.textContent).toBe('Black · bob · Correspondence 1188');
    expect(line?.querySelector('.sr-only')?.textContent).toBe('Black · ');
  });

  it('names a correspondence game’s ratings as the correspondence ones, which the game’s players carry', () => {
    const container = panel(
      gameAfter(['e2-e4'], {
        daysPerMove: 3,
        deadline: 1_000_000 + 3 * 86_400_000,
        timeControl: 259_200,
        white: { ...WHITE, rating: 1321 },
        black: { ...BLACK, username: 'bob', rating: 1188 },
      }),
      null,
    );
    expect(rowText(container, 'white')).toContain('White · Correspondence 1321');
    expect(rowText(container, 'black')).toContain('Black · bob · Correspondence 1188');
    cleanup();
    // A live game's players carry their live ratings, unnamed as ever.
    const live = panel(gameAfter(['e2-e4'], { white: { ...WHITE, rating: 1321 } }), null);
    expect(rowText(live, 'white')).toContain('White · 1321');
    expect(live.textContent).not.toContain('Correspondence');
  });

  it('says beside a player of a correspondence game that they are on vacation, until when', async () => {
    const until = Date.now() + 3 * 86_400_000;
    const game = (onVacationUntil: Game['onVacationUntil']) =>
      gameAfter(['e2-e4'], {
        daysPerMove: 3,
        deadline: until + 3 * 86_400_000,
        timeControl: 259_200,
        onVacationUntil,
      });
    const container = panel(game({ white: null, black: until }), WHITE.id);
    const date = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(until);
    await waitFor(() => expect(rowText(container, 'black')).toContain(`On vacation until ${date}`));
    expect(rowText(container, 'white')).not.toContain('vacation');
    cleanup();
    // A vacation already over says nothing.
    const over = panel(game({ white: Date.now() - 1_000, black: null }), WHITE.id);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(over.textContent).not.toContain('vacation');
  });

  it("shows the viewer's own username beside 'You'", () => {
    const container = show(WHITE.id);
    expect(rowText(container, 'white')).toContain(`YouWhite · ${WHITE.username} · ${WHITE.rating}`);
  });

  it('shows a finished game’s ratings as the game left them, with the change, not the players’ ratings today', async () => {
    // Both have played since: today's ratings are 1400 and 1100.
    const finished = gameAfter(['f2-f3', 'e7-e5', 'g2-g4', 'd8-h4'], {
      status: 'completed',
      result: 'black_wins',
      termination: 'checkmate',
      white: { ...WHITE, rating: 1400 },
      black: { ...BLACK, rating: 1100 },
    });
    const ratings: GameRatings = {
      rated: true,
      white: { userId: WHITE.id, before: 1200, after: 1188, change: -12 },
      black: { userId: BLACK.id, before: 1250, after: 1261, change: 11 },
    };
    fakeServer({ 'GET /api/games/g1/ratings': { status: 200, body: ratings } });
    const container = panel(finished, WHITE.id);
    await waitFor(() => expect(rowText(container, 'white')).toContain(`White · alice · 1188 (−12)`));
    expect(rowText(container, 'black')).toContain('Black · bob · 1261 (+11)');
    expect(container.textContent).not.toContain('1400');
    expect(container.textContent).not.toContain('1100');
  });

  it('shows no rating on a finished game that changed none (aborted)', async () => {
    const { calls } = fakeServer({});
    const aborted = gameAfter(['e2-e4'], { status: 'abandoned', result: null, termination: 'aborted' });
    const container = panel(aborted, null);
    expect(rowText(container, 'white')).toContain('aliceWhite');
    expect(rowText(container, 'white')).not.toContain(String(WHITE.rating));
    expect(rowText(container, 'black')).toContain('Black · bob');
    expect(rowText(container, 'black')).not.toContain(String(BLACK.rating));
    expect(calls).toEqual([]);
  });
});
