import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { YOUR_MOVE_ICON } from '../tab-signal';
import { useYourMoveIcon } from './use-your-move-icon';

function Room({ yourMove }: { yourMove: boolean }) {
  useYourMoveIcon(yourMove);
  return null;
}

const icons = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="icon"]')].map((link) => [
    link.getAttribute('href'),
    link.type,
  ]);

describe('the favicon on your move', () => {
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
});
