import { describe, expect, it } from 'vitest';
import { isLocale, localeDirection, matchLocale } from './locales';

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
