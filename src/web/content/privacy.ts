import { GUEST_LIFETIME_MS } from '../../core/limits';
import { SUPPORT_EMAIL } from './contact';
import type { LegalSection } from './legal';
import { recordingPolicy } from './recording';

/** How long a guest lasts, in hours (decision 287): the figure of `core/limits.ts`, never written twice. */
const GUEST_HOURS = GUEST_LIFETIME_MS / (60 * 60 * 1000);

/** The Privacy Policy, describing what the product actually stores and sends: messages of the `legal` area. */
export const PRIVACY_SECTIONS: LegalSection[] = [
  {
    heading: 'legal.privacy.collect.heading',
    paragraphs: [
      'legal.privacy.collect.p1',
      'legal.privacy.collect.p2',
      'legal.privacy.collect.p3',
      'legal.privacy.collect.p4',
      'legal.privacy.collect.p5',
    ],
  },
  {
    heading: 'legal.privacy.video.heading',
    paragraphs: [
      'legal.privacy.video.p1',
      (i18n) => recordingPolicy(i18n).consent,
      (i18n) => recordingPolicy(i18n).local,
    ],
  },
  {
    heading: 'legal.privacy.use.heading',
    paragraphs: ['legal.privacy.use.p1', 'legal.privacy.use.p2'],
  },
  {
    heading: 'legal.privacy.see.heading',
    paragraphs: ['legal.privacy.see.p1', 'legal.privacy.see.p2'],
  },
  {
    heading: 'legal.privacy.keep.heading',
    paragraphs: [
      'legal.privacy.keep.p1',
      'legal.privacy.keep.p2',
      (i18n) => i18n._('legal.privacy.keep.p3', { hours: GUEST_HOURS }),
    ],
  },
  {
    heading: 'legal.privacy.rights.heading',
    paragraphs: [
      'legal.privacy.rights.p1',
      (i18n) => i18n._('legal.privacy.rights.p2', { email: SUPPORT_EMAIL }),
    ],
  },
  {
    heading: 'legal.privacy.changes.heading',
    paragraphs: ['legal.privacy.changes.p1'],
  },
];
