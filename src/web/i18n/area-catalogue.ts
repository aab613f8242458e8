import type { Messages } from '@lingui/core';
import type { Locale } from '../../core/locales';

/** One area's messages (the shell, a page or a group of pages) in each language, each fetched on demand. */
export type AreaCatalogue = Record<Locale, () => Promise<{ messages: Messages }>>;
