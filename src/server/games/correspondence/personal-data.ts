import type { PersonalData } from '../../accounts/personal-data';
import type { Db } from '../../db/database';
import { noticeSettingsOf } from './notice-store';

/**
 * The correspondence notices' answer for their tables (decision 258): a closed account's settings and its turns'
 * notice rows go. The export holds the settings the person chose; the notice rows only say what was sent when,
 * which the bell's entries (the friends feature's file) already show.
 */
export function correspondenceNoticesPersonalData(deps: { db: Db }): PersonalData {
  return {
    feature: 'correspondence notices',
    async erase(trx, person) {
      await trx.deleteFrom('correspondenceNotices').where('userId', '=', person.id).execute();
      await trx.deleteFrom('correspondenceNoticeSettings').where('userId', '=', person.id).execute();
      return undefined;
    },
    async export(person) {
      return {
        'correspondence-notice-settings.json': { json: await noticeSettingsOf(deps.db.kysely, person.id) },
      };
    },
  };
}
