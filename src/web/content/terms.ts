import { PLAN_LIST } from '../../core/plans';
import { SUPPORT_EMAIL } from './contact';
import type { LegalSection } from './legal';
import { allowanceLabel, PAID_PLANS, priceLabel } from './plan-phrases';
import { RECORDING_POLICY } from './recording';

const planLines = PLAN_LIST.map((plan) => `${plan.name}: ${priceLabel(plan)}, ${allowanceLabel(plan)}`).join(
  '; ',
);

/** The Terms of Service, in plain words, describing the product as it works. */
export const TERMS_SECTIONS: LegalSection[] = [
  {
    heading: 'Who we are and what these terms cover',
    paragraphs: [
      'ChessChat is a service for playing chess in the browser while the two players see and hear each other. These terms apply to everyone who visits the site, creates an account or plays a game. By using ChessChat you accept them.',
    ],
  },
  {
    heading: 'Your account',
    paragraphs: [
      'You must be at least 13 years old, or the age of digital consent in your country if that is higher, to create an account. If you are below the age of majority where you live, a parent or guardian should agree to these terms with you.',
      'Give a real e-mail address: we confirm it before your account becomes active. Keep your password to yourself; you are responsible for what happens under your account. You may close your account at any time by writing to us.',
    ],
  },
  {
    heading: 'How to behave',
    paragraphs: [
      'ChessChat is about playing with people you care about. Be kind, caring and respectful in games, in the chat and on camera. Do not harass, threaten, or show anything sexual or hateful; do not impersonate others; do not use outside help (such as chess engines) in a game unless your opponent agrees.',
      'Do not try to break, overload or get around the limits of the service, and do not access other people’s accounts or games without permission. We may suspend or close accounts that break these rules.',
    ],
  },
  {
    heading: 'Plans and payments',
    paragraphs: [
      `The plans and their monthly game allowances are: ${planLines}. The Pricing page always shows the current plans.`,
      `${PAID_PLANS.map((plan) => plan.name).join(' and ')} are monthly subscriptions, paid by card through Stripe; we never see or store your card number. An upgrade takes effect immediately. You can downgrade or cancel anytime: the change takes effect at the end of the period you have already paid for, with no penalty. Payments are generally not refundable; if something went wrong, write to us and we will look at it fairly.`,
    ],
  },
  {
    heading: 'Video, chat and your content',
    paragraphs: [
      'Video and sound travel peer to peer between the two players’ browsers. We never record or store them. Chat messages are stored with their game and are visible only to its two players. Anyone with a game’s link can watch its board, clocks and moves, without signing in. Signed-in spectators have a chat of their own; its two players can read it once the game is over.',
      `${RECORDING_POLICY.consent} ${RECORDING_POLICY.local} A recording shows the other player: ask before you share it, and respect their wishes.`,
      'What you write in chat and in your profile stays yours; you give us only the permission needed to store it and show it as the service describes.',
    ],
  },
  {
    heading: 'The service',
    paragraphs: [
      'We work hard to keep ChessChat running and fair, but we provide it as it is, without a guarantee that it will always be available or free of errors. To the extent the law allows, we are not liable for indirect losses, such as a lost game or a dropped call.',
      'We may change these terms. When the change matters, we tell you by e-mail or on the site before it takes effect, and the effective date above changes.',
    ],
  },
  {
    heading: 'Contact',
    paragraphs: [`Questions about these terms: ${SUPPORT_EMAIL}.`],
  },
];
