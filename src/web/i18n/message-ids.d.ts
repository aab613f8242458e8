// Every message id is one an area's English catalogue holds: `i18n._('typo')` or `<Trans id="typo" />` fails the
// typecheck. A new area's English file joins this list (catalogues.test.ts checks that each one is here).

import type about from './catalogues/about/en.json';
import type account from './catalogues/account/en.json';
import type accountFields from './catalogues/account-fields/en.json';
import type accounts from './catalogues/accounts/en.json';
import type billing from './catalogues/billing/en.json';
import type blog from './catalogues/blog/en.json';
import type board from './catalogues/board/en.json';
import type call from './catalogues/call/en.json';
import type correspondence from './catalogues/correspondence/en.json';
import type createGame from './catalogues/create-game/en.json';
import type credits from './catalogues/credits/en.json';
import type dashboard from './catalogues/dashboard/en.json';
import type device from './catalogues/device/en.json';
import type errors from './catalogues/errors/en.json';
import type friends from './catalogues/friends/en.json';
import type games from './catalogues/games/en.json';
import type guests from './catalogues/guests/en.json';
import type help from './catalogues/help/en.json';
import type history from './catalogues/history/en.json';
import type home from './catalogues/home/en.json';
import type legal from './catalogues/legal/en.json';
import type lobby from './catalogues/lobby/en.json';
import type moderation from './catalogues/moderation/en.json';
import type notFound from './catalogues/not-found/en.json';
import type notifications from './catalogues/notifications/en.json';
import type players from './catalogues/players/en.json';
import type pricing from './catalogues/pricing/en.json';
import type profile from './catalogues/profile/en.json';
import type recording from './catalogues/recording/en.json';
import type reports from './catalogues/reports/en.json';
import type review from './catalogues/review/en.json';
import type room from './catalogues/room/en.json';
import type security from './catalogues/security/en.json';
import type shell from './catalogues/shell/en.json';
import type study from './catalogues/study/en.json';
import type tournaments from './catalogues/tournaments/en.json';
import type training from './catalogues/training/en.json';

declare module '@lingui/core' {
  interface Register {
    messageIds:
      | keyof typeof about
      | keyof typeof account
      | keyof typeof accountFields
      | keyof typeof accounts
      | keyof typeof billing
      | keyof typeof blog
      | keyof typeof board
      | keyof typeof call
      | keyof typeof correspondence
      | keyof typeof createGame
      | keyof typeof credits
      | keyof typeof dashboard
      | keyof typeof device
      | keyof typeof errors
      | keyof typeof friends
      | keyof typeof games
      | keyof typeof guests
      | keyof typeof help
      | keyof typeof history
      | keyof typeof home
      | keyof typeof legal
      | keyof typeof lobby
      | keyof typeof moderation
      | keyof typeof notFound
      | keyof typeof notifications
      | keyof typeof players
      | keyof typeof pricing
      | keyof typeof profile
      | keyof typeof recording
      | keyof typeof reports
      | keyof typeof review
      | keyof typeof room
      | keyof typeof security
      | keyof typeof shell
      | keyof typeof study
      | keyof typeof tournaments
      | keyof typeof training;
  }
}
