import profileArea from 'virtual:catalogue-area/profile';
import type { I18n } from '@lingui/core';
import { planName } from '../i18n/plan-words';
import { sharedArea } from '../i18n/shared-area';

/**
 * The profile area: the words only the signed-in player's own profile draws (its settings cards, the picture,
 * "Your data" and the statistics their plan adds). The cards ask for them themselves (decision 303), so a card
 * drawn on its own (a test, another page later) never shows message ids.
 */
export const profileWords = sharedArea(profileArea);

/** "Premium and Pro", "Premium y Pro": the plans a locked look or statistic comes with, joined as the language joins. */
export function premiumAndPro(i18n: I18n): string {
  return new Intl.ListFormat(i18n.locale, { type: 'conjunction' }).format([
    planName(i18n, 'premium'),
    planName(i18n, 'pro'),
  ]);
}
