import type { Locale } from '../src/core/locales';

export function deviceWords(locale: Locale): Record<string, string>;
export function manifestFor(locale: Locale): {
  name: string;
  description: string;
  lang: string;
  dir: string;
  icons: unknown[];
  [field: string]: unknown;
};
export function offlineWordsScript(): string;
export function deviceWordsPlugin(): import('vite').Plugin;
