import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GAME_OVER_ICON, type TabSignal, YOUR_MOVE_ICON } from '../tab-signal';
import { useTabSignalIcon } from './use-tab-signal-icon';

function Room({ yourMove, signal }: { yourMove?: boolean; signal?: TabSignal }) {
  useTabSignalIcon(signal ?? (yourMove ? 'your_move' : null));
  return null;
}

const icons = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="icon"]')].map((link) => [
    link.getAttribute('href'),
    link.type,
  ]);

describe('the favicon on your move and at the game end', () => {
  beforeEach(() => {
    document.head.innerHTML =
      '<link rel="icon" type="image/svg+xml" href="/favicon.svg" />' +
      '<link rel="icon" type="image/png" sizes="32x32" href="/favicon-32.png" />';
  });
  afterEach(cleanup);

  it('shows the dotted icon while it is your move, and the page icons again after', () => {
    const { rerender, unmount } = render(<Room yourMove={false} />);
    const own = icons();
    expect(own).toEqual([
      ['/favicon.svg', 'image/svg+xml'],
      ['/favicon-32.png', 'image/png'],
    ]);
    rerender(<Room yourMove />);
    expect(icons()).toEqual([
      [YOUR_MOVE_ICON, 'image/svg+xml'],
      [YOUR_MOVE_ICON, 'image/svg+xml'],
    ]);
    rerender(<Room yourMove={false} />);
    expect(icons()).toEqual(own);
    rerender(<Room yourMove />);
    unmount();
    expect(icons()).toEqual(own);
  });

  it('shows the game-over icon once the game ended, and the page icons when the room closes', () => {
    const { rerender, unmount } = render(<Room yourMove />);
    rerender(<Room signal="game_over" />);
    expect(icons()).toEqual([
      [GAME_OVER_ICON, 'image/svg+xml'],
      [GAME_OVER_ICON, 'image/svg+xml'],
    ]);
    unmount();
    expect(icons()).toEqual([
      ['/favicon.svg', 'image/svg+xml'],
      ['/favicon-32.png', 'image/png'],
    ]);
  });
});
