import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { catalogueFile } from '../../../../scripts/lingui-catalogues.mjs';
import { SOURCE_LOCALE } from '../../../core/locales';
import { PUBLIC_PAGES, pageTitle } from '../../../core/pages';

/**
 * A translated public page names itself in the reader's language (decision 302); the server's English head, the
 * sitemap and the browser's English title read core's PUBLIC_PAGES. These are the messages that say the same.
 */
const PAGE_MESSAGES: Record<string, { area: string; title?: string; name?: string; description: string }> = {
  '/': { area: 'home', title: 'home.meta.title', description: 'home.meta.description' },
  '/pricing': { area: 'pricing', name: 'pricing.meta.name', description: 'pricing.meta.description' },
  '/about': { area: 'about', name: 'about.meta.name', description: 'about.meta.description' },
  '/blog': { area: 'blog', name: 'blog.meta.name', description: 'blog.meta.description' },
  '/help': { area: 'help', name: 'help.meta.name', description: 'help.meta.description' },
  '/privacy': { area: 'legal', name: 'legal.meta.privacyName', description: 'legal.meta.privacyDescription' },
  '/terms': { area: 'legal', name: 'legal.meta.termsName', description: 'legal.meta.termsDescription' },
  '/credits': { area: 'credits', name: 'credits.meta.name', description: 'credits.meta.description' },
  '/signin': {
    area: 'accounts',
    name: 'accounts.signIn.pageName',
    description: 'accounts.signIn.pageDescription',
  },
  '/signup': {
    area: 'accounts',
    name: 'accounts.signUp.pageName',
    description: 'accounts.signUp.pageDescription',
  },
};

describe('translated public pages', () => {
  it.each(PUBLIC_PAGES.filter((page) => page.translated))(
    '$path names itself in English as core does',
    (page) => {
      const messages = PAGE_MESSAGES[page.path];
      expect(messages, `${page.path} has no title and description messages`).toBeDefined();
      if (!messages) return;
      const english = JSON.parse(readFileSync(catalogueFile(messages.area, SOURCE_LOCALE), 'utf8')) as Record<
        string,
        string
      >;
      const title = messages.title ? english[messages.title] : pageTitle(english[messages.name ?? '']);
      expect(title).toBe(pageTitle(page.name));
      expect(english[messages.description]).toBe(page.description);
    },
  );
});
