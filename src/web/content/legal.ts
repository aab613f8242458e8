import type { I18n, MessageId } from '@lingui/core';

/** Shared by the Terms of Service and the Privacy Policy: the day they took effect, YYYY-MM-DD. */
export const LEGAL_EFFECTIVE_DATE = '2025-08-15';

/** "August 15, 2025", "15 de agosto de 2025": the effective date as the reader's language writes a day. */
export function formatEffectiveDate(locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${LEGAL_EFFECTIVE_DATE}T00:00:00Z`));
}

/** A paragraph: a message of the `legal` area, or one worded with values (plans, limits, the support address). */
export type LegalParagraph = MessageId | ((i18n: I18n) => string);

export interface LegalSection {
  heading: MessageId;
  paragraphs: LegalParagraph[];
}

/** A paragraph in the reader's language. */
export function wordParagraph(i18n: I18n, paragraph: LegalParagraph): string {
  return typeof paragraph === 'function' ? paragraph(i18n) : i18n._(paragraph);
}
