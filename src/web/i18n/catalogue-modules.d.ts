// The compiled catalogue of one language, made by scripts/lingui-catalogues.mjs (decision 296).
declare module 'virtual:catalogue/*' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
