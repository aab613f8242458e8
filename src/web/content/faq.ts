import { TIME_CONTROL_MAX, TIME_CONTROL_MIN } from '../../core/limits';
import { PLAN_LIST, PLANS, STATS_LEVELS } from '../../core/plans';
import { SUPPORT_EMAIL } from './contact';
import {
  allowanceLabel,
  joinNames,
  PAID_PLANS,
  PLANS_INVITING_ANYONE,
  PLANS_WITH_3D,
  PLANS_WITH_ANALYSIS,
  PLANS_WITH_PRIORITY_SUPPORT,
  PLANS_WITH_TRAINING,
  priceLabel,
} from './plan-phrases';
import { RECORDING_POLICY } from './recording';

export interface FaqEntry {
  id: string;
  question: string;
  answer: string;
}

export interface FaqGroup {
  title: string;
  entries: FaqEntry[];
}

const free = PLANS.free;

/** "basic statistics on Free, advanced on Premium, comprehensive on Pro", from the plans table. */
const statisticsByPlan = STATS_LEVELS.map((level, index) => {
  const plans = PLAN_LIST.filter((plan) => plan.statsLevel === level);
  return `${level}${index === 0 ? ' statistics' : ''} on ${joinNames(plans)}`;
}).join(', ');

const planPrices = PLAN_LIST.map((plan) =>
  plan.priceCents === 0
    ? `${plan.name} is free and includes ${allowanceLabel(plan)}`
    : `${plan.name} costs ${priceLabel(plan)} for ${allowanceLabel(plan)}`,
).join('; ');

/** The 15 questions of the Help Center; every price and allowance comes from the plans table. */
export const FAQ_GROUPS: FaqGroup[] = [
  {
    title: 'Getting Started',
    entries: [
      {
        id: 'create-account',
        question: 'How do I create an account?',
        answer:
          'Choose Get Started Free and enter your full name, e-mail address, a username and a password. We send you a confirmation e-mail: follow its link and your account is ready. You need to be at least 13 years old, or the age of digital consent where you live if that is higher.',
      },
      {
        id: 'start-game',
        question: 'How do I start a game with someone?',
        answer:
          'Sign in and open Play. Choose a time control, invite your opponent by username or e-mail if you like, and press Create Game. You play White and get a link to share; when your opponent opens it and joins, you both land in the same game room with the board and the video call.',
      },
      {
        id: 'install',
        question: 'Do I need to install anything?',
        answer:
          'No. ChessChat runs in a current web browser (Chrome, Edge, Firefox or Safari) on a computer, tablet or phone. Allow the camera and microphone when your browser asks, and you are ready to play.',
      },
    ],
  },
  {
    title: 'Playing Chess & Video Chat',
    entries: [
      {
        id: 'time-controls',
        question: 'Which time controls can I play?',
        answer: `Pick a preset, from one-minute bullet to thirty-minute games, some with a few seconds added after every move, or set your own clock from ${TIME_CONTROL_MIN} seconds to ${TIME_CONTROL_MAX / 3600} hours. Our server keeps the clocks, so both players always see the same time and a flag falls the moment time runs out.`,
      },
      {
        id: 'video-call',
        question: 'How does the video chat work?',
        answer:
          'In the game room, press Join in the video panel. Picture and sound travel directly between the two players’ browsers, right beside the board. You can turn your camera or microphone off at any time, and the text chat is there too.',
      },
      {
        id: 'connection-drops',
        question: 'What happens if my connection drops?',
        answer:
          'Open the game link again and you continue where you were; the call reconnects by itself. The clocks keep running while you are away, and if a player stays away for 60 seconds the other may claim the victory or a draw.',
      },
    ],
  },
  {
    title: 'Safety & Privacy',
    entries: [
      {
        id: 'recording',
        question: 'Are video calls recorded?',
        answer: `Not by us. Video and sound go peer to peer between the two players’ browsers; our servers only pass along the short messages that set up the call, and where a direct connection is impossible, an encrypted relay forwards the stream without being able to watch or keep it. ${RECORDING_POLICY.consent} ${RECORDING_POLICY.local}`,
      },
      {
        id: 'who-sees',
        question: 'Who can see my games and chat?',
        answer:
          'Anyone with a game’s link can watch the board, the clocks and the moves. The video call and the text chat are private to the two players; chat messages are stored with the game, and only its two players can read them. Signed-in spectators have a chat of their own, which the players can read once the game is over.',
      },
      {
        id: 'email-use',
        question: 'What do you use my e-mail address for?',
        answer:
          'Only for messages about your account, such as confirming your address or resetting your password, and for game invitations. No newsletters, and we never sell or share your address.',
      },
    ],
  },
  {
    title: 'Payments & Subscriptions',
    entries: [
      {
        id: 'plans',
        question: 'What do the plans cost?',
        answer: `${planPrices}. ${joinNames(PLANS_WITH_3D)} add the 3D board; ${joinNames(PLANS_WITH_ANALYSIS)} add engine analysis and game reports to reviews; ${joinNames(PLANS_WITH_TRAINING)} ${PLANS_WITH_TRAINING.length === 1 ? 'adds' : 'add'} training on the positions where your game reports show you lost the most${
          PLANS_WITH_PRIORITY_SUPPORT.length > 0
            ? ` and priority support for ${joinNames(PLANS_WITH_PRIORITY_SUPPORT)} members`
            : ''
        }. Statistics: ${statisticsByPlan}; the deeper ones are for your own profile only.`,
      },
      {
        id: 'what-counts',
        question: 'What counts as a game?',
        answer: `A game counts only for its host, the player who created it, offered the rematch or sent the challenge, when it starts; games you are invited to never use your allowance, and a game aborted before both sides have moved does not count. ${free.name} players may invite their friends by username, ${joinNames(PLANS_INVITING_ANYONE)} players anyone; everyone may invite by link or e-mail. Allowances start afresh on the first day of every month (UTC). On ${free.name} that is ${allowanceLabel(free)}.`,
      },
      {
        id: 'change-plan',
        question: 'How do I upgrade, downgrade or cancel?',
        answer: `Choose ${joinNames(PAID_PLANS)} on the Pricing page; Stripe handles the payment securely and an upgrade takes effect at once. Downgrades and cancellations are made from your profile and take effect at the end of the period you have paid for, with no penalty. Payments are generally not refundable.`,
      },
    ],
  },
  {
    title: 'Technical Support',
    entries: [
      {
        id: 'camera',
        question: 'My camera or microphone does not work. What can I do?',
        answer:
          'Check that your browser may use them (the camera icon in the address bar), that no other app is using them, and reload the game page. On a phone, allow the browser to use the camera and microphone in your system settings, then choose them in the video panel.',
      },
      {
        id: 'slow',
        question: 'The board or the video seems slow or stuck.',
        answer:
          'Reload the page: the game resumes exactly where it was. The video likes a strong Wi-Fi or wired connection; if it still stutters, turning your camera off for a while frees the line for the sound, and the chess itself needs very little bandwidth.',
      },
      {
        id: 'get-help',
        question: 'How do I report a bug or get help?',
        answer: `Use Report an Issue at the top of this page, or write to ${SUPPORT_EMAIL}. Tell us what happened, what you expected and which browser you use; a game link helps. ${joinNames(PLANS_WITH_PRIORITY_SUPPORT)} members are answered first.`,
      },
    ],
  },
];

/** Entries whose question or answer contains every word of the query (case-insensitive); groups left empty are dropped. */
export function filterFaq(groups: FaqGroup[], query: string): FaqGroup[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return groups;
  return groups
    .map((group) => ({
      ...group,
      entries: group.entries.filter((entry) => {
        const text = `${group.title} ${entry.question} ${entry.answer}`.toLowerCase();
        return words.every((word) => text.includes(word));
      }),
    }))
    .filter((group) => group.entries.length > 0);
}

/** The short version of the Terms of Service shown on the Help Center. */
export const TERMS_SUMMARY: string[] = [
  'You must be at least 13 years old, or the age of digital consent where you live if that is higher.',
  'Be kind, caring and respectful to the people you play and talk with.',
  'Paid plans are billed monthly through Stripe; cancel anytime, effective at the end of the paid period. Payments are generally not refundable.',
  `${RECORDING_POLICY.short} Chat is stored with its game.`,
  'We e-mail you only about your account and your game invitations.',
];
