import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '../i18n/i18n';
import { member, renderSignedIn } from '../test/signed-in';
import About from './About';

afterEach(async () => {
  cleanup();
  await activateLocale('en');
});

describe('the About page', () => {
  it('tells the story and offers a signed-out visitor to start for free', () => {
    renderSignedIn(null, <About />);
    expect(screen.getByRole('heading', { level: 1, name: 'Chess is better face to face' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Our story' })).toBeTruthy();
    expect(
      screen.getByText('A clear 2D board for everyone, and a 3D board for Premium and Pro members.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Get Started For Free' }).getAttribute('href')).toBe(
      '/api/login',
    );
  });

  it('sends a signed-in player to play', () => {
    renderSignedIn(member('free'), <About />);
    expect(screen.getByRole('link', { name: 'Start Playing' }).getAttribute('href')).toBe('/game');
  });

  it('speaks Spanish to a Spanish reader, plan names included', async () => {
    await activateLocale('es');
    renderSignedIn(null, <About />);
    expect(screen.getByRole('heading', { level: 1, name: 'El ajedrez es mejor cara a cara' })).toBeTruthy();
    expect(
      screen.getByText('Un tablero 2D claro para todos y un tablero 3D para los miembros de Premium y Pro.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Empieza gratis' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Acerca de · ChessChat'));
  });

  it('speaks Arabic to an Arabic reader', async () => {
    await activateLocale('ar');
    renderSignedIn(null, <About />);
    expect(screen.getByRole('heading', { name: 'قصتنا' })).toBeTruthy();
  });
});
