import { act, cleanup, render as draw, fireEvent, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '../i18n/i18n';
import { InLanguage } from '../test/in-language';
import { ComputerStatus, FriendArrived } from './ComputerNotices';
import type { ComputerHint } from './use-computer-hint';
import type { ComputerOpponent } from './use-computer-opponent';

const render = (ui: ReactElement) => draw(ui, { wrapper: InLanguage });

const opponent: ComputerOpponent = { level: 4, thinking: false, failed: null, retry: () => undefined };
const noHint: ComputerHint = {
  available: false,
  asking: false,
  hint: null,
  failed: null,
  ask: () => undefined,
};

describe('the computer’s status line and the Hint button (decision 288)', () => {
  afterEach(cleanup);

  it('offers Hint on the person’s turn and asks the engine', () => {
    const ask = vi.fn();
    render(<ComputerStatus opponent={opponent} hint={{ ...noHint, available: true, ask }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Hint' }));
    expect(ask).toHaveBeenCalledOnce();
    expect(screen.getByTestId('computer-status').textContent).toContain(
      'You are playing Computer (level 4).',
    );
  });

  it('names the suggested move once given, and offers no Hint off the person’s turn', () => {
    const hint = { fen: 'x', from: 'g1', to: 'f3', san: 'Nf3' } as const;
    const { rerender } = render(
      <ComputerStatus opponent={opponent} hint={{ ...noHint, available: true, hint }} />,
    );
    expect(screen.getByTestId('computer-status').textContent).toContain('Hint: Nf3');
    expect(screen.getByRole('button', { name: 'Hint' })).toHaveProperty('disabled', true);
    rerender(<ComputerStatus opponent={{ ...opponent, thinking: true }} hint={noHint} />);
    expect(screen.queryByRole('button', { name: 'Hint' })).toBeNull();
    expect(screen.getByTestId('computer-status').textContent).toContain('is thinking');
  });

  it("speaks the reader's language", async () => {
    await act(() => activateLocale('fr'));
    try {
      render(<ComputerStatus opponent={{ ...opponent, thinking: true }} hint={noHint} />);
      expect(screen.getByTestId('computer-status').textContent).toBe('L’ordinateur (niveau 4) réfléchit…');
      cleanup();
      const hint = { fen: 'x', from: 'g1', to: 'f3', san: 'Nf3' } as const;
      render(<ComputerStatus opponent={opponent} hint={{ ...noHint, available: true, hint }} />);
      expect(screen.getByTestId('computer-status').textContent).toContain('Indice : Nf3');
      expect(screen.getByRole('button', { name: 'Indice' })).toBeTruthy();
      cleanup();
      render(<FriendArrived busy={false} onGo={() => undefined} onStay={() => undefined} />);
      expect(screen.getByRole('button', { name: 'Rejoindre votre partie' })).toBeTruthy();
    } finally {
      await act(() => activateLocale('en'));
    }
  });
});
