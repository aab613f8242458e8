import type { MessageId } from '@lingui/core';
import type { LegalSection } from './legal';

/**
 * What the Terms and the Privacy Policy say of calls with strangers (decision 284): a game the lobby
 * paired, with someone who is not a friend.
 */
export const STRANGER_CALLS_TERMS: LegalSection = {
  heading: 'legal.terms.strangers.heading',
  paragraphs: ['legal.terms.strangers.p1', 'legal.terms.strangers.p2', 'legal.terms.strangers.p3'],
};

export const STRANGER_CALLS_PRIVACY: LegalSection = {
  heading: 'legal.privacy.strangers.heading',
  paragraphs: ['legal.privacy.strangers.p1', 'legal.privacy.strangers.p2'],
};

/** The sections with `section` put just before the one headed `before` (at the end if there is none). */
export function withSection(
  sections: readonly LegalSection[],
  section: LegalSection,
  before: MessageId,
): LegalSection[] {
  const at = sections.findIndex((s) => s.heading === before);
  if (at < 0) return [...sections, section];
  return [...sections.slice(0, at), section, ...sections.slice(at)];
}
