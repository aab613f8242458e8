import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '../i18n/i18n';
import { renderSignedIn } from '../test/signed-in';
import Blog from './Blog';

afterEach(async () => {
  cleanup();
  await activateLocale('en');
});

describe('the Blog page', () => {
  it('shows the featured article and three cards, with dates and reading times, then the rest', () => {
    renderSignedIn(null, <Blog />);
    expect(screen.getByRole('heading', { level: 1, name: 'Stories from across the board' })).toBeTruthy();
    expect(
      screen.getByRole('heading', { name: 'Checkmate Across the Miles: Why We Built ChessChat' }),
    ).toBeTruthy();
    expect(screen.getByText('August 15, 2025')).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(4);
    expect(screen.getAllByText('1 min read').length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: 'Load More' }));
    expect(screen.getAllByRole('article')).toHaveLength(6);
    expect(screen.getByText('You have reached the end. New stories soon!')).toBeTruthy();
  });

  it('opens an article with its whole text', async () => {
    renderSignedIn(null, <Blog />);
    fireEvent.click(screen.getByRole('button', { name: /^Read More\W+Checkmate Across the Miles/ }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Checkmate Across the Miles: Why We Built ChessChat',
    });
    expect(dialog.textContent).toContain('So we built ChessChat');
    expect(dialog.textContent).toContain('August 15, 2025 · 2 min read');
  });

  it('speaks French, dates included', async () => {
    await activateLocale('fr');
    renderSignedIn(null, <Blog />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Histoires de part et d’autre de l’échiquier' }),
    ).toBeTruthy();
    expect(screen.getByText('15 août 2025')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Afficher plus' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /^Lire la suite\W+Échec et mat à distance/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Alors nous avons créé ChessChat');
  });

  it('speaks Russian to a Russian reader', async () => {
    await activateLocale('ru');
    renderSignedIn(null, <Blog />);
    expect(screen.getByRole('heading', { name: 'Последние статьи' })).toBeTruthy();
    expect(screen.getByText('15 августа 2025 г.')).toBeTruthy();
  });
});
