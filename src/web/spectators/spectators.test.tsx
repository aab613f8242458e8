import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '../i18n/i18n';
import { InLanguage } from '../test/in-language';
import { SignInToPlay } from './SignInToPlay';
import { SpectatorChat } from './SpectatorChat';

afterEach(cleanup);

describe('a signed-out spectator (decisions 274 and 275)', () => {
  it('is offered the open seat and the way to the spectators’ chat', () => {
    render(
      <>
        <SignInToPlay gameId="g1" />
        <SpectatorChat gameId="g1" signedIn={false} />
      </>,
      { wrapper: InLanguage },
    );
    expect(screen.getByRole('heading', { name: 'This game is waiting for an opponent' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in to play' }).getAttribute('href')).toBe(
      '/game/g1?join=true',
    );
    expect(screen.getByRole('link', { name: 'Sign in to chat' }).getAttribute('href')).toBe('/signin');
  });

  it("is offered them in the reader's language", async () => {
    await act(() => activateLocale('ar'));
    try {
      render(
        <>
          <SignInToPlay gameId="g1" />
          <SpectatorChat gameId="g1" signedIn={false} />
        </>,
        { wrapper: InLanguage },
      );
      expect(screen.getByRole('heading', { name: 'هذه المباراة تنتظر خصمًا' })).toBeTruthy();
      expect(screen.getByRole('link', { name: 'سجّل الدخول للعب' })).toBeTruthy();
      expect(screen.getByRole('link', { name: 'سجّل الدخول للدردشة' })).toBeTruthy();
    } finally {
      await act(() => activateLocale('en'));
    }
  });
});
