import type { Migration } from 'kysely';
import * as m001 from './001-users-sessions';
import * as m010 from './010-account-tokens';
import * as m011 from './011-rate-limits';
import * as m014 from './014-session-last-used';
import * as m015 from './015-email-changes';
import * as m018 from './018-deleted-accounts';
import * as m019 from './019-avatars';
import * as m020 from './020-games';
import * as m021 from './021-invitations';
import * as m022 from './022-clock-heartbeat';
import * as m023 from './023-clock-history';
import * as m030 from './030-chat-messages';
import * as m031 from './031-spectator-messages';
import * as m040 from './040-game-ratings';
import * as m041 from './041-player-game-indexes';
import * as m042 from './042-opponent-search';
import * as m043 from './043-game-openings';
import * as m044 from './044-board-settings';
import * as m045 from './045-performance-indexes';
import * as m046 from './046-piece-sets';
import * as m047 from './047-game-ratings-facts';
import * as m048 from './048-game-opening-moves';
import * as m050 from './050-payments';
import * as m051 from './051-billing-events';
import * as m052 from './052-demo-billing';
import * as m060 from './060-game-host';
import * as m061 from './061-friendships';
import * as m062 from './062-challenges-notifications';
import * as m075 from './075-game-reviews';
import * as m076 from './076-studies';
import * as m078 from './078-training-progress';
import * as m080 from './080-push-subscriptions';
import * as m086 from './086-recording-consents';
import * as m087 from './087-review-steps';
import * as m088 from './088-takebacks';
import * as m089 from './089-casual-games';
import * as m090 from './090-casual-challenges';
import * as m091 from './091-moderator-role';
import * as m092 from './092-reports';
import * as m093 from './093-game-origin';
import * as m094 from './094-stranger-calls';
import * as m095 from './095-audit-asked-length';
import * as m096 from './096-lobby-queue';
import * as m097 from './097-lobby-seeks';
import * as m098 from './098-computer-players';
import * as m099 from './099-guest-seats';
import * as m100 from './100-game-start-position';
import * as m101 from './101-tournaments';
import * as m102 from './102-game-berserk';
import * as m103 from './103-game-tournament';
import * as m104 from './104-user-locale';
import * as m105 from './105-correspondence-games';
import * as m108 from './108-notification-params';
import * as m109 from './109-conditional-lines';
import * as m110 from './110-vacations';
import * as m111 from './111-correspondence-notices';
import * as m112 from './112-correspondence-rating';
import * as m113 from './113-video-messages';
import * as m114 from './114-correspondence-challenges';
import * as m115 from './115-avatars-in-the-media-store';

/**
 * Every migration, in order. Names sort in the order they run; features take their own number
 * ranges (accounts 010–019, games 020–029, chat and video 030–039, player pages 040–049, billing 050–059,
 * friends 060–069, keepsakes 070–074, reviews 075–079, notifications 080–089).
 */
export const migrations: Record<string, Migration> = {
  '001-users-sessions': m001,
  '010-account-tokens': m010,
  '011-rate-limits': m011,
  '014-session-last-used': m014,
  '015-email-changes': m015,
  '018-deleted-accounts': m018,
  '019-avatars': m019,
  '020-games': m020,
  '021-invitations': m021,
  '022-clock-heartbeat': m022,
  '023-clock-history': m023,
  '030-chat-messages': m030,
  '031-spectator-messages': m031,
  '040-game-ratings': m040,
  '041-player-game-indexes': m041,
  '042-opponent-search': m042,
  '043-game-openings': m043,
  '044-board-settings': m044,
  '045-performance-indexes': m045,
  '046-piece-sets': m046,
  '047-game-ratings-facts': m047,
  '048-game-opening-moves': m048,
  '050-payments': m050,
  '051-billing-events': m051,
  '052-demo-billing': m052,
  '060-game-host': m060,
  '061-friendships': m061,
  '062-challenges-notifications': m062,
  '075-game-reviews': m075,
  '076-studies': m076,
  '078-training-progress': m078,
  '080-push-subscriptions': m080,
  '086-recording-consents': m086,
  '087-review-steps': m087,
  '088-takebacks': m088,
  '089-casual-games': m089,
  '090-casual-challenges': m090,
  '091-moderator-role': m091,
  '092-reports': m092,
  '093-game-origin': m093,
  '094-stranger-calls': m094,
  '095-audit-asked-length': m095,
  '096-lobby-queue': m096,
  '097-lobby-seeks': m097,
  '098-computer-players': m098,
  '099-guest-seats': m099,
  '100-game-start-position': m100,
  '101-tournaments': m101,
  '102-game-berserk': m102,
  '103-game-tournament': m103,
  '104-user-locale': m104,
  '105-correspondence-games': m105,
  '108-notification-params': m108,
  '111-correspondence-notices': m111,
  '112-correspondence-rating': m112,
  '113-video-messages': m113,
  '109-conditional-lines': m109,
  '110-vacations': m110,
  '114-correspondence-challenges': m114,
  '115-avatars-in-the-media-store': m115,
};
