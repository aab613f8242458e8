import { i18n, type Messages } from '@lingui/core';
import { catalogueAreas, catalogueFile, compileCatalogue } from '../../../scripts/lingui-catalogues.mjs';

/**
 * Lingui's instance in English, every area loaded, for tests of the room's wording outside a browser (the unit
 * project has no Vite plugin to import the catalogues). Modules that word things as they happen use this same
 * instance, as the page's i18n.ts activates it.
 */
export function inEnglish(): typeof i18n {
  const messages: Messages = Object.assign(
    {},
    ...catalogueAreas().map((area: string) => compileCatalogue(catalogueFile(area, 'en'))),
  );
  i18n.load('en', messages);
  i18n.activate('en');
  return i18n;
}
