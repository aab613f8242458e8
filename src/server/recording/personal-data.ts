import type { PersonalData } from '../accounts/personal-data';

/**
 * The recording feature's answer for its table (decision 258): where a closed account stood in a game's
 * recording consent (asker or partner), the row goes; it holds nothing else and lapses to idle anyway.
 * Consent steps are not personal records worth exporting, so the export leaves them out.
 */
export const recordingPersonalData: PersonalData = {
  feature: 'recording',
  async erase(trx, person) {
    await trx
      .deleteFrom('recordingConsents')
      .where((eb) => eb.or([eb('askerId', '=', person.id), eb('partnerId', '=', person.id)]))
      .execute();
    return undefined;
  },
};
