import billingArea from 'virtual:catalogue-area/billing';
import errorsArea from 'virtual:catalogue-area/errors';
import type { I18n } from '@lingui/core';
import { sharedArea } from '../i18n/shared-area';
import { pricingWords } from '../pricing/pricing-words';

/**
 * The billing area: the profile's membership card and payment history, and the upgrade dialog the game room opens.
 * They show the plans' feature lines too, which live with the pricing page's words.
 */
export const billingWords = sharedArea(billingArea);

/** The server's refusals of a plan change, in the reader's language (decision 298). */
const errorWords = sharedArea(errorsArea);

/** The areas the billing cards speak from: their own, the plans' lines and the refusals. */
export function useBillingWords(): void {
  billingWords.useWords();
  pricingWords.useWords();
  errorWords.useWords();
}

/** A day as the server counts billing periods (in UTC), as the reader's language writes it ("December 21, 2026"). */
export function billingDayText(i18n: I18n, iso: string | null): string {
  if (!iso) return i18n._('billing.periodEnd');
  return new Intl.DateTimeFormat(i18n.locale, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(iso));
}

/** An amount of money in its own currency, as the reader's language writes it ("$9.99", "9,99 $US"). */
export function amountText(i18n: I18n, amountCents: number, currency: string): string {
  return new Intl.NumberFormat(i18n.locale, { style: 'currency', currency: currency.toUpperCase() }).format(
    amountCents / 100,
  );
}
