/** Shared by the Terms of Service and the Privacy Policy. */
export const LEGAL_EFFECTIVE_DATE = 'August 15th, 2025';

export interface LegalSection {
  heading: string;
  paragraphs: string[];
}
