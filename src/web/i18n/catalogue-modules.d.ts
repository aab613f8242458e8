// The compiled catalogues, made by scripts/lingui-catalogues.mjs (decisions 296 and 297).
declare module 'virtual:catalogue/*' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}

/** One area's catalogue in each language, each fetched only when asked for. */
declare module 'virtual:catalogue-area/*' {
  import type { AreaCatalogue } from './area-catalogue';

  const catalogue: AreaCatalogue;
  export default catalogue;
}

/** Every area's catalogue table (tests and the pre-renderer, which draw any page). */
declare module 'virtual:catalogue-areas' {
  import type { AreaCatalogue } from './area-catalogue';

  const areas: Record<string, AreaCatalogue>;
  export default areas;
}
