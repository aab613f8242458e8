import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale, i18n } from './i18n';

// The set-up (src/web/test/i18n-setup.ts) asked for every area in English, as pages ask for theirs.
describe('catalogue areas', () => {
  afterEach(async () => {
    await activateLocale('en');
  });

  it('fetches every area asked for so far in the new language before switching to it', async () => {
    expect(i18n._('pricing.title')).toBe('Choose the plan that fits your games');
    await activateLocale('es');
    expect(i18n.locale).toBe('es');
    expect(i18n._('pricing.title')).toBe('Elige el plan que encaja con tus partidas');
    expect(i18n._('nav.pricing')).toBe('Precios');
  });

  it('lets the later of two quick switches win', async () => {
    await Promise.all([activateLocale('de'), activateLocale('fr')]);
    expect(i18n.locale).toBe('fr');
    expect(document.documentElement.lang).toBe('fr');
  });
});
