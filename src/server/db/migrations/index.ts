import type { Migration } from 'kysely';
import * as m001 from './001-users-sessions';
import * as m010 from './010-account-tokens';
import * as m011 from './011-rate-limits';

/**
 * Every migration, in order. Names sort in the order they run; features take their own number
 * ranges (accounts 010–019, games 020–029, chat and video 030–039, player pages 040–049, billing 050–059).
 */
export const migrations: Record<string, Migration> = {
  '001-users-sessions': m001,
  '010-account-tokens': m010,
  '011-rate-limits': m011,
};
