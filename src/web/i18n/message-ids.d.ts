// Every message id is one the English catalogue holds: `i18n._('typo')` or `<Trans id="typo" />` fails the typecheck.
import type english from './catalogues/en.json';

declare module '@lingui/core' {
  interface Register {
    messageIds: keyof typeof english;
  }
}
