import type { ExportFile, PersonalData } from '../personal-data';
import type { AvatarPictures } from './pictures';

/** The export archive's file for the picture, as the site shows it. */
export const AVATAR_EXPORT_FILE = 'avatar.webp';

/**
 * The profile picture: its row erased with the account and its file once that has committed (decision 332), and
 * in the export as the file the site serves.
 */
export function avatarPersonalData(avatars: AvatarPictures): PersonalData {
  return {
    feature: 'avatars',
    erase: (trx, person) => avatars.erase(trx, person.id),
    async export(person): Promise<Record<string, ExportFile>> {
      const avatar = await avatars.read(person.id);
      return avatar ? { [AVATAR_EXPORT_FILE]: { bytes: avatar.bytes } } : {};
    },
  };
}
