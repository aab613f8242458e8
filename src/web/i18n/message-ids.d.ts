// Every message id is one an area's English catalogue holds: `i18n._('typo')` or `<Trans id="typo" />` fails the
// typecheck. A new area's English file joins this list (catalogues.test.ts checks that each one is here).

import type account from './catalogues/account/en.json';
import type accountFields from './catalogues/account-fields/en.json';
import type accounts from './catalogues/accounts/en.json';
import type correspondence from './catalogues/correspondence/en.json';
import type createGame from './catalogues/create-game/en.json';
import type dashboard from './catalogues/dashboard/en.json';
import type errors from './catalogues/errors/en.json';
import type friends from './catalogues/friends/en.json';
import type games from './catalogues/games/en.json';
import type history from './catalogues/history/en.json';
import type home from './catalogues/home/en.json';
import type notifications from './catalogues/notifications/en.json';
import type players from './catalogues/players/en.json';
import type pricing from './catalogues/pricing/en.json';
import type room from './catalogues/room/en.json';
import type shell from './catalogues/shell/en.json';
import type tournaments from './catalogues/tournaments/en.json';

declare module '@lingui/core' {
  interface Register {
    messageIds:
      | keyof typeof shell
      | keyof typeof home
      | keyof typeof pricing
      | keyof typeof accounts
      | keyof typeof accountFields
      | keyof typeof errors
      | keyof typeof room
      | keyof typeof history
      | keyof typeof tournaments
      | keyof typeof account
      | keyof typeof games
      | keyof typeof dashboard
      | keyof typeof createGame
      | keyof typeof friends
      | keyof typeof notifications
      | keyof typeof players
      | keyof typeof correspondence;
  }
}
