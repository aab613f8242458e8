import { describe, expect, it } from 'vitest';
import { isLocale, LOCALES, localeDirection, localizedPath, matchLocale, splitLocalePrefix } from './locales';

describe('matchLocale', () => {
  it('takes the first of the reader’s languages that ChessChat speaks', () => {
    expect(matchLocale(['ja-JP', 'de-AT', 'fr'])).toBe('de');
    expect(matchLocale(['pt-BR', 'en'])).toBe('pt-BR');
  });

  it('reads a region it lacks as the same language elsewhere', () => {
    expect(matchLocale(['pt-PT'])).toBe('pt-BR');
    expect(matchLocale(['es-MX'])).toBe('es');
    expect(matchLocale(['AR-eg'])).toBe('ar');
  });

  it('falls back to English', () => {
    expect(matchLocale(['ja', 'zh-CN'])).toBe('en');
    expect(matchLocale([])).toBe('en');
  });
});

describe('the locale list', () => {
  it('writes Arabic right to left and the rest left to right', () => {
    expect(localeDirection('ar')).toBe('rtl');
    expect(localeDirection('ru')).toBe('ltr');
  });

  it('knows its own codes only', () => {
    expect(isLocale('pt-BR')).toBe(true);
    expect(isLocale('pt')).toBe(false);
    expect(isLocale(null)).toBe(false);
  });
});

describe('localized addresses', () => {
  it('prefixes every language but English with its code in lower case', () => {
    expect(localizedPath('es', '/pricing')).toBe('/es/pricing');
    expect(localizedPath('pt-BR', '/about')).toBe('/pt-br/about');
    expect(localizedPath('ar', '/')).toBe('/ar');
    expect(localizedPath('en', '/pricing')).toBe('/pricing');
  });

  it('reads the language and the app path back from an address', () => {
    for (const { code } of LOCALES) {
      for (const path of ['/', '/pricing', '/game/abc']) {
        const address = localizedPath(code, path);
        expect(splitLocalePrefix(address), address).toEqual({ locale: code === 'en' ? null : code, path });
      }
    }
  });

  it('leaves an address without a language prefix as it is', () => {
    expect(splitLocalePrefix('/en/pricing')).toEqual({ locale: null, path: '/en/pricing' });
    expect(splitLocalePrefix('/espresso')).toEqual({ locale: null, path: '/espresso' });
    expect(splitLocalePrefix('/pt-BR/about')).toEqual({ locale: null, path: '/pt-BR/about' });
  });
});
