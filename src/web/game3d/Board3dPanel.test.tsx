import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render as draw, fireEvent, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser, SubscriptionTier } from '../../core/protocol';
import { activateLocale } from '../i18n/i18n';
import { USER_QUERY_KEY } from '../lib/auth';
import { createQueryClient } from '../lib/query-client';
import { InLanguage } from '../test/in-language';
import type { Board3dProps } from './Board3d';
import { Board3dPanel } from './Board3dPanel';
import { PromotionPicker3d } from './PromotionPicker3d';

function user(tier: SubscriptionTier): CurrentUser {
  return {
    id: 'u1',
    username: 'alice',
    email: 'alice@example.test',
    firstName: 'Alice',
    fullName: 'Alice Example',
    displayName: null,
    bio: '',
    profileImageUrl: null,
    createdAt: new Date(0).toISOString(),
    rating: 1200,
    subscriptionTier: tier,
    pendingDowngrade: null,
    cancelAtPeriodEnd: false,
    currentPeriodEnd: null,
  };
}

const render = (ui: ReactElement) => draw(ui, { wrapper: InLanguage });
const NO_WEBGL_MESSAGE = "This browser can't draw 3D graphics (WebGL), so the 2D board is shown instead.";

const noop = () => {};
const boardProps: Board3dProps = {
  fen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
  orientation: 'white',
  movableColor: 'white',
  selected: null,
  targets: [],
  lastMove: null,
  checkSquare: null,
  premove: null,
  rejected: null,
  promotion: null,
  disabled: false,
  onSquareClick: noop,
  onDragStart: noop,
  onDrop: noop,
  onPromotionPick: noop,
};

function renderPanel(signedIn: CurrentUser | null) {
  const client = createQueryClient();
  client.setQueryData(USER_QUERY_KEY, signedIn);
  return render(
    <QueryClientProvider client={client}>
      <Board3dPanel {...boardProps} />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  // jsdom has no WebGL (nor a 2D canvas): every context request answers null, as in such browsers.
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the 3D view for each plan', () => {
  it('shows Free players the upgrade card, whose buttons open the plans over the room', async () => {
    renderPanel(user('free'));
    expect(screen.getByText('3D Chess Board')).toBeTruthy();
    expect(screen.getByText('Experience chess in stunning 3D with premium features')).toBeTruthy();
    for (const line of [
      'Interactive 3D board with smooth rotations',
      'Enhanced visual effects and animations',
      'Premium chess experience',
    ]) {
      expect(screen.getByText(line)).toBeTruthy();
    }
    expect(screen.getByRole('button', { name: 'View Plans' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Upgrade to Premium' }));
    await screen.findByRole('dialog', { name: 'Upgrade your plan' });
    expect(screen.queryByRole('grid', { name: 'Chess board' })).toBeNull();
  });

  it('shows the upgrade card when nobody is signed in', () => {
    renderPanel(null);
    expect(screen.getByText('3D Chess Board')).toBeTruthy();
  });

  it.each(['premium', 'pro'] as const)(
    'falls back to the 2D board with a message for %s without WebGL',
    (tier) => {
      renderPanel(user(tier));
      expect(screen.getByText(NO_WEBGL_MESSAGE)).toBeTruthy();
      expect(screen.getByRole('grid', { name: 'Chess board' })).toBeTruthy();
      expect(screen.queryByText('3D Chess Board')).toBeNull();
    },
  );
});

describe('the 3D promotion picker', () => {
  it('offers the four pieces, starts on the queen and reports the choice', () => {
    const onPick = vi.fn();
    render(<PromotionPicker3d color="black" onPick={onPick} />);
    const queen = screen.getByRole('button', { name: 'Promote to queen' });
    expect(document.activeElement).toBe(queen);
    for (const name of ['knight', 'rook', 'bishop']) {
      expect(screen.getByRole('button', { name: `Promote to ${name}` })).toBeTruthy();
    }
    fireEvent.click(screen.getByRole('button', { name: 'Promote to knight' }));
    expect(onPick).toHaveBeenLastCalledWith('n');
  });

  it('is dismissed by Escape or a click outside', () => {
    const onPick = vi.fn();
    render(<PromotionPicker3d color="white" onPick={onPick} />);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onPick).toHaveBeenLastCalledWith(null);
    onPick.mockClear();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel promotion' }));
    expect(onPick).toHaveBeenLastCalledWith(null);
  });

  it("speaks the reader's language", async () => {
    const onPick = vi.fn();
    await act(() => activateLocale('ru'));
    try {
      render(<PromotionPicker3d color="white" onPick={onPick} />);
      expect(screen.getByRole('dialog', { name: 'Выберите фигуру для превращения' })).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: 'Превратить в коня' }));
      expect(onPick).toHaveBeenLastCalledWith('n');
      cleanup();
      renderPanel(user('premium'));
      expect(
        screen.getByText('Этот браузер не может отображать 3D-графику (WebGL), поэтому показана 2D-доска.'),
      ).toBeTruthy();
      expect(screen.getByRole('grid', { name: 'Шахматная доска' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'e2, белая пешка' })).toBeTruthy();
      cleanup();
      renderPanel(null);
      expect(screen.getByText('3D-шахматная доска')).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Перейти на Premium' })).toBeTruthy();
    } finally {
      await act(() => activateLocale('en'));
    }
  });
});
