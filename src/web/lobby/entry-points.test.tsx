import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QuickPlayCard } from '../dashboard/QuickPlayCard';
import { Header } from '../layout/Header';
import { fakeServer } from '../test/fake-server';
import { member, renderSignedIn } from '../test/signed-in';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** How a person finds the lobby (issue 28): the header once signed in, and the dashboard's Quick Play. */
describe('the ways into the lobby', () => {
  it('the header links to it for a signed-in person, not for a visitor', () => {
    fakeServer({});
    renderSignedIn(member('free'), <Header />);
    expect(screen.getByRole('link', { name: 'Lobby' }).getAttribute('href')).toBe('/lobby');
    cleanup();
    renderSignedIn(null, <Header />);
    expect(screen.queryByRole('link', { name: 'Lobby' })).toBeNull();
  });

  it("the dashboard's Quick Play offers to play someone new there", () => {
    renderSignedIn(null, <QuickPlayCard />);
    expect(screen.getByRole('link', { name: 'Play someone new' }).getAttribute('href')).toBe('/lobby');
  });
});
