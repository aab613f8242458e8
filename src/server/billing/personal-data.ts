import type { PersonalData } from '../accounts/personal-data';
import type { BillingService } from './service';

/**
 * The billing feature's answer (decision 258): the export holds the user's payments. A closed account's
 * payments stay, as the accounting needs them; its subscription is cancelled before the deletion starts.
 */
export function billingPersonalData(billing: Pick<BillingService, 'payments'>): PersonalData {
  return {
    feature: 'billing',
    async export(person) {
      return { 'payments.json': { json: await billing.payments(person.id) } };
    },
  };
}
