import { cleanup, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PUBLIC_PAGES, publicPageAt } from '../../core/pages';
import type { Game, PublicUser } from '../../core/protocol';
import { App } from '../App';
import { gameTitle } from '../game/game-title';
import { i18n } from '../i18n/i18n';
import { fakeServer } from '../test/fake-server';
import { member, renderSignedIn } from '../test/signed-in';
import { leaveDescriptionToPages } from './PageMeta';

// Pages are lazy chunks; on a busy machine the first import of one can take well over waitFor's default second.
const LAZY_PAGE = { timeout: 10_000 };

function openAt(path: string, signedIn = false) {
  fakeServer({});
  window.history.pushState(null, '', path);
  return renderSignedIn(signedIn ? member('free') : null, <App />);
}

const description = () =>
  [...document.head.querySelectorAll('meta[name="description"]')].map((meta) => meta.getAttribute('content'));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('page titles and descriptions', () => {
  it.each([
    ['/pricing', 'Pricing · ChessChat'],
    ['/signin', 'Sign in · ChessChat'],
    ['/privacy', 'Privacy · ChessChat'],
    ['/', 'ChessChat — chess with the people you want to talk to'],
    ['/profile/sam', 'sam · ChessChat'],
    ['/no-such-page', 'Page not found · ChessChat'],
  ])('names %s "%s"', async (path, title) => {
    openAt(path);
    await waitFor(() => expect(document.title).toBe(title), LAZY_PAGE);
  });

  it('names a signed-in page and has exactly one title element once shown', async () => {
    openAt('/dashboard', true);
    await waitFor(() => expect(document.title).toBe('Dashboard · ChessChat'), LAZY_PAGE);
    expect(document.head.querySelectorAll('title')).toHaveLength(1);
  });

  it("leaves one description, the page's, once the app takes over from the HTML the server sent", async () => {
    document.head.insertAdjacentHTML('beforeend', '<meta name="description" content="Sent by the server" />');
    leaveDescriptionToPages();
    openAt('/about');
    await waitFor(() => expect(description()).toEqual([publicPageAt('/about')?.description]), LAZY_PAGE);
  });

  it('describes every public page in its own words', async () => {
    for (const page of PUBLIC_PAGES) {
      const { unmount } = openAt(page.path);
      await waitFor(() => expect(description()).toEqual([page.description]), LAZY_PAGE);
      unmount();
    }
    expect(new Set(PUBLIC_PAGES.map((page) => page.description)).size).toBe(PUBLIC_PAGES.length);
  });
});

describe('gameTitle', () => {
  const player = (id: string, username: string, displayName: string | null): PublicUser => ({
    id,
    username,
    displayName,
    rating: 1500,
    avatarUrl: null,
  });
  const game = {
    whitePlayerId: 'ann-id',
    blackPlayerId: 'sam-id',
    white: player('ann-id', 'ann', 'Ann'),
    black: player('sam-id', 'sam', null),
  } as Game;

  it('names the opponent for a player and both players for a spectator', () => {
    expect(gameTitle(i18n, game, 'ann-id')).toBe('Game vs sam');
    expect(gameTitle(i18n, game, 'sam-id')).toBe('Game vs Ann');
    expect(gameTitle(i18n, game, 'someone')).toBe('Ann vs sam');
    expect(gameTitle(i18n, { ...game, blackPlayerId: null, black: null }, 'ann-id')).toBe(
      'Game vs an empty seat',
    );
  });
});
