import { readFileSync } from 'node:fs';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { catalogueFile } from '../../../scripts/lingui-catalogues.mjs';
import { PIECE_SETS } from '../../core/piece-sets';
import { activateLocale } from '../i18n/i18n';
import { renderSignedIn } from '../test/signed-in';
import Credits from './Credits';

afterEach(async () => {
  cleanup();
  await activateLocale('en');
});

describe('the Credits page', () => {
  it('credits every piece set with its author, licence and source, as core has them', () => {
    renderSignedIn(null, <Credits />);
    expect(screen.getByRole('heading', { level: 1, name: 'Credits' })).toBeTruthy();
    for (const set of PIECE_SETS) {
      const section = screen.getByRole('heading', { name: new RegExp(`^${set.name}`) }).closest('section');
      expect(section?.textContent).toContain(set.credit.author);
      expect(section?.textContent).toContain(set.credit.licence);
      expect(section?.textContent).toContain(set.credit.source);
      expect(screen.getByRole('img', { name: `The ${set.name} pieces` })).toBeTruthy();
    }
    expect(screen.getAllByText('Premium and Pro').length).toBe(
      PIECE_SETS.filter((set) => !set.standard).length,
    );
    expect(screen.getByText('Opening names:', { exact: false })).toBeTruthy();
  });

  it('says the sources in English exactly as core writes them', () => {
    const english = JSON.parse(readFileSync(catalogueFile('credits', 'en'), 'utf8')) as Record<
      string,
      string
    >;
    const sources = new Set(
      Object.keys(english)
        .filter((id) => id.startsWith('credits.source.'))
        .map((id) => english[id]),
    );
    for (const set of PIECE_SETS) expect(sources).toContain(set.credit.source);
  });

  it('speaks German around the names and licences, which stay as they are', async () => {
    await activateLocale('de');
    renderSignedIn(null, <Credits />);
    expect(screen.getByRole('heading', { level: 1, name: 'Danksagungen' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Schachfiguren' })).toBeTruthy();
    expect(screen.getAllByText('Gezeichnet von').length).toBe(PIECE_SETS.length);
    expect(screen.getByText('Colin M.L. Burnett (Cburnett)')).toBeTruthy();
    expect(screen.getByText('Namen der Eröffnungen:', { exact: false })).toBeTruthy();
  });
});
