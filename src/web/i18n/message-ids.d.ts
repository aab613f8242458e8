// Every message id is one an area's English catalogue holds: `i18n._('typo')` or `<Trans id="typo" />` fails the
// typecheck. A new area's English file joins this list (catalogues.test.ts checks that each one is here).
import type history from './catalogues/history/en.json';
import type home from './catalogues/home/en.json';
import type pricing from './catalogues/pricing/en.json';
import type shell from './catalogues/shell/en.json';
import type tournaments from './catalogues/tournaments/en.json';

declare module '@lingui/core' {
  interface Register {
    messageIds:
      | keyof typeof shell
      | keyof typeof home
      | keyof typeof pricing
      | keyof typeof history
      | keyof typeof tournaments;
  }
}
