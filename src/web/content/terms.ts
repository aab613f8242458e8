import type { I18n } from '@lingui/core';
import { PLAN_LIST } from '../../core/plans';
import { planAllowance, planName, planNameList, planPrice } from '../i18n/plan-words';
import { SUPPORT_EMAIL } from './contact';
import type { LegalSection } from './legal';
import { PAID_PLANS } from './plan-phrases';
import { recordingPolicy } from './recording';

/** "Free: free, 3 games per month; Premium: $9.99 a month, 10 games per month; …", from the plans table. */
function planLines(i18n: I18n): string {
  return PLAN_LIST.map((plan) =>
    i18n._('legal.terms.planLine', {
      plan: planName(i18n, plan.id),
      price:
        plan.priceCents === 0
          ? i18n._('legal.terms.priceFree')
          : i18n._('legal.terms.pricePerMonth', { price: planPrice(i18n, plan) }),
      allowance: planAllowance(i18n, plan.id),
    }),
  ).join(i18n._('legal.terms.planSeparator'));
}

/** The Terms of Service, in plain words, describing the product as it works: messages of the `legal` area. */
export const TERMS_SECTIONS: LegalSection[] = [
  {
    heading: 'legal.terms.cover.heading',
    paragraphs: ['legal.terms.cover.p1'],
  },
  {
    heading: 'legal.terms.account.heading',
    paragraphs: ['legal.terms.account.p1', 'legal.terms.account.p2'],
  },
  {
    heading: 'legal.terms.behave.heading',
    paragraphs: ['legal.terms.behave.p1', 'legal.terms.behave.p2'],
  },
  {
    heading: 'legal.terms.plans.heading',
    paragraphs: [
      (i18n) => i18n._('legal.terms.plans.p1', { plans: planLines(i18n) }),
      (i18n) => i18n._('legal.terms.plans.p2', { paid: planNameList(i18n, PAID_PLANS) }),
    ],
  },
  {
    heading: 'legal.terms.content.heading',
    paragraphs: [
      'legal.terms.content.p1',
      (i18n) => {
        const policy = recordingPolicy(i18n);
        return i18n._('legal.terms.content.p2', { consent: policy.consent, local: policy.local });
      },
      'legal.terms.content.p3',
    ],
  },
  {
    heading: 'legal.terms.service.heading',
    paragraphs: ['legal.terms.service.p1', 'legal.terms.service.p2'],
  },
  {
    heading: 'legal.terms.contact.heading',
    paragraphs: [(i18n) => i18n._('legal.terms.contact.p1', { email: SUPPORT_EMAIL })],
  },
];
