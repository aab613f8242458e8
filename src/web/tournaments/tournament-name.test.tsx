import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale, i18n } from '../i18n/i18n';
import { summary } from './test/tournament-fixtures';
import { tournamentName } from './tournament-name';

describe('tournamentName', () => {
  afterEach(() => activateLocale('en'));

  it("words a Pro arena's name from its slot in the reader's language, a private one as written", async () => {
    const arena = summary({ slot: 'hourly-bullet', name: 'Hourly Bullet Arena' });
    expect(tournamentName(i18n, arena)).toBe('Hourly Bullet Arena');
    await activateLocale('de');
    expect(tournamentName(i18n, arena)).toBe('Stündliche Bullet-Arena');
    expect(tournamentName(i18n, summary({ kind: 'private', slot: null, name: 'Freitagsblitz' }))).toBe(
      'Freitagsblitz',
    );
    // A slot this version does not know keeps the stored name.
    expect(tournamentName(i18n, summary({ slot: 'weekly-classical', name: 'Weekly Classical Arena' }))).toBe(
      'Weekly Classical Arena',
    );
  });
});
