import { act, cleanup, fireEvent, render as rtlRender, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLAIM_AFTER_DISCONNECT_MS } from '../../../core/protocol';
import { fakeServer } from '../../test/fake-server';
import { InLanguage } from '../../test/in-language';
import { member, renderSignedIn } from '../../test/signed-in';
import type { PlayerActions } from '../room-actions';
import type { RoomState } from '../room-state';
import { EMPTY_SELECTION } from '../selection';
import { gameAfter } from '../test-game';
import { GameActions } from './GameActions';

const render = (ui: ReactElement) => rtlRender(ui, { wrapper: InLanguage });

/** The player's actions, recorded. */
function fakeActions() {
  const calls: string[] = [];
  const record =
    (name: string) =>
    async (...args: unknown[]) => {
      calls.push([name, ...args].join(' '));
    };
  const actions: PlayerActions = {
    join: async () => {
      calls.push('join');
      return true;
    },
    resign: record('resign'),
    abort: record('abort'),
    offerDraw: record('offerDraw'),
    answerDraw: record('answerDraw'),
    claim: record('claim'),
    rematch: record('rematch'),
    requestTakeback: () => void calls.push('requestTakeback'),
    answerTakeback: (accept: boolean) => void calls.push(`answerTakeback ${accept}`),
  };
  return { actions, calls };
}

function state(overrides: Partial<RoomState> = {}): RoomState {
  return {
    phase: 'ready',
    game: null,
    pending: null,
    connection: 'open',
    presence: null,
    opponentAwaySince: null,
    selection: EMPTY_SELECTION,
    viewPly: null,
    clock: null,
    clockOffsetMs: 0,
    busy: false,
    joinRefusal: null,
    ...overrides,
  };
}

describe('GameActions', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('counts down the opponent’s absence, then offers the win or a draw', () => {
    const { actions, calls } = fakeActions();
    const game = gameAfter(['e2-e4', 'e7-e5']);
    const since = Date.now() - (CLAIM_AFTER_DISCONNECT_MS - 3000);
    render(
      <GameActions
        actions={actions}
        state={state({ opponentAwaySince: since })}
        game={game}
        myColor="white"
      />,
    );
    screen.getByText('Your opponent has disconnected.');
    expect(screen.getByText('3').hasAttribute('data-claim-countdown')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Claim Victory' })).toBeNull();
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    fireEvent.click(screen.getByRole('button', { name: 'Claim Victory' }));
    fireEvent.click(screen.getByRole('button', { name: 'Claim Draw' }));
    expect(calls).toEqual(['claim win', 'claim draw']);
  });

  it('offers no claim when the opponent of a correspondence game is away', () => {
    const { actions } = fakeActions();
    const game = gameAfter(['e2-e4', 'e7-e5'], { daysPerMove: 3, deadline: Date.now() + 3 * 86_400_000 });
    render(
      <GameActions
        actions={actions}
        state={state({ opponentAwaySince: Date.now() - 2 * CLAIM_AFTER_DISCONNECT_MS })}
        game={game}
        myColor="white"
      />,
    );
    expect(screen.queryByText('Your opponent has disconnected.')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Claim Victory' })).toBeNull();
  });

  it('offers abort before both sides moved, resign after, and answers a draw offer', () => {
    const { actions, calls } = fakeActions();
    const { rerender } = render(
      <GameActions actions={actions} state={state()} game={gameAfter(['e2-e4'])} myColor="black" />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Abort Game' }));
    expect(screen.queryByRole('button', { name: 'Resign' })).toBeNull();
    rerender(
      <GameActions
        actions={actions}
        state={state()}
        game={gameAfter(['e2-e4', 'e7-e5'], { drawOffer: 'white' })}
        myColor="black"
      />,
    );
    screen.getByText('Your opponent offers a draw.');
    fireEvent.click(screen.getByRole('button', { name: 'Decline' }));
    expect(screen.getByRole('button', { name: 'Resign' })).toBeTruthy();
    expect(calls).toEqual(['abort', 'answerDraw false']);
  });

  it('greys out Takeback with the reason, asks when allowed, and answers the opponent’s request', () => {
    const { actions, calls } = fakeActions();
    const takebackButton = () => screen.getByTestId('takeback-button') as HTMLButtonElement;
    const { rerender } = render(
      <GameActions actions={actions} state={state()} game={gameAfter(['e2-e4'])} myColor="black" />,
    );
    expect(takebackButton().disabled).toBe(true);
    expect(takebackButton().title).toBe('You have no move to take back yet');
    rerender(
      <GameActions actions={actions} state={state()} game={gameAfter(['e2-e4', 'e7-e5'])} myColor="black" />,
    );
    expect(takebackButton().title).toBe('Ask to take back your last move (3 left)');
    fireEvent.click(takebackButton());
    rerender(
      <GameActions
        actions={actions}
        state={state()}
        game={gameAfter(['e2-e4', 'e7-e5'], { takebackOffer: 'black' })}
        myColor="black"
      />,
    );
    expect(takebackButton().textContent?.trim()).toBe('Takeback requested…');
    expect(takebackButton().disabled).toBe(true);
    rerender(
      <GameActions
        actions={actions}
        state={state()}
        game={gameAfter(['e2-e4', 'e7-e5'], { takebacksAsked: { white: 0, black: 3 } })}
        myColor="black"
      />,
    );
    expect(takebackButton().disabled).toBe(true);
    screen.getByText('You have used your 3 takeback requests in this game');
    rerender(
      <GameActions
        actions={actions}
        state={state()}
        game={gameAfter(['e2-e4', 'e7-e5', 'g1-f3'], { takebackOffer: 'white' })}
        myColor="black"
      />,
    );
    screen.getByText('Your opponent asks to take back their last move.');
    expect(takebackButton().title).toBe('A takeback request is waiting for an answer');
    const prompt = screen.getByTestId('takeback-prompt');
    fireEvent.click(within(prompt).getByRole('button', { name: 'Accept' }));
    fireEvent.click(within(prompt).getByRole('button', { name: 'Decline' }));
    expect(calls).toEqual(['requestTakeback', 'answerTakeback true', 'answerTakeback false']);
  });

  it('offers a rematch after the game, and shows one already asked for', () => {
    const { actions, calls } = fakeActions();
    const over = gameAfter(['e2-e4', 'e7-e5'], {
      status: 'completed',
      result: 'white_wins',
      termination: 'resignation',
    });
    const { rerender } = render(
      <GameActions actions={actions} state={state()} game={over} myColor="white" />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Rematch' }));
    expect(calls).toEqual(['rematch']);
    rerender(
      <GameActions
        actions={actions}
        state={state()}
        game={{ ...over, rematchOffer: 'black' }}
        myColor="white"
      />,
    );
    screen.getByRole('button', { name: 'Accept Rematch' });
    rerender(
      <GameActions
        actions={actions}
        state={state()}
        game={{ ...over, rematchOffer: 'white' }}
        myColor="white"
      />,
    );
    expect((screen.getByRole('button', { name: 'Rematch offered' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('does not let a player with no games left this month offer a rematch, and says how to get more', async () => {
    const { actions } = fakeActions();
    const over = gameAfter(['e2-e4', 'e7-e5'], {
      status: 'completed',
      result: 'white_wins',
      termination: 'resignation',
    });
    vi.useRealTimers();
    fakeServer({ 'GET /api/config/stripe': { status: 200, body: { mode: 'demo', publishableKey: null } } });
    renderSignedIn(
      member('free'),
      <GameActions actions={actions} state={state()} game={over} myColor="white" gamesLeft={0} />,
    );
    expect(screen.queryByRole('button', { name: /Rematch/ })).toBeNull();
    screen.getByText(/No games left this month for a rematch/);
    fireEvent.click(screen.getByRole('button', { name: 'Upgrade to play more' }));
    await screen.findByRole('dialog', { name: 'Upgrade your plan' });
  });

  it('lets a player with no games left accept the opponent’s rematch, which the opponent pays for', () => {
    const { actions } = fakeActions();
    const over = gameAfter(['e2-e4', 'e7-e5'], {
      status: 'completed',
      result: 'white_wins',
      termination: 'resignation',
      rematchOffer: 'black',
    });
    render(<GameActions actions={actions} state={state()} game={over} myColor="white" gamesLeft={0} />);
    screen.getByRole('button', { name: 'Accept Rematch' });
    expect(screen.queryByText(/No games left this month for a rematch/)).toBeNull();
  });

  it('offers a rematch while games are left or the plan is unlimited', () => {
    const { actions } = fakeActions();
    const over = gameAfter([], { status: 'completed', result: 'draw', termination: 'agreement' });
    const { rerender } = render(
      <GameActions actions={actions} state={state()} game={over} myColor="white" gamesLeft={1} />,
    );
    screen.getByRole('button', { name: 'Rematch' });
    rerender(<GameActions actions={actions} state={state()} game={over} myColor="white" gamesLeft={null} />);
    screen.getByRole('button', { name: 'Rematch' });
  });
});
