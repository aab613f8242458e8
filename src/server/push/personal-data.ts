import type { PersonalData } from '../accounts/personal-data';

/**
 * The push feature's answer for its table (decision 258): a closed account's browsers stop receiving
 * notices. A subscription is only an address for notices, so the export leaves it out.
 */
export const pushPersonalData: PersonalData = {
  feature: 'push',
  async erase(trx, person) {
    await trx.deleteFrom('pushSubscriptions').where('userId', '=', person.id).execute();
    return undefined;
  },
};
