import type { Db } from '../../db/database';
import type { ExportFile, PersonalData } from '../personal-data';
import { eraseAvatar, findAvatar } from './store';

/** The export archive's file for the picture, as the site shows it. */
export const AVATAR_EXPORT_FILE = 'avatar.webp';

/** The profile picture: erased with the account, and in the export as the file the site serves. */
export function avatarPersonalData({ db }: { db: Db }): PersonalData {
  return {
    feature: 'avatars',
    async erase(trx, person) {
      await eraseAvatar(trx, person.id);
      return undefined;
    },
    async export(person): Promise<Record<string, ExportFile>> {
      const avatar = await findAvatar(db.kysely, person.id);
      return avatar ? { [AVATAR_EXPORT_FILE]: { bytes: avatar.image } } : {};
    },
  };
}
