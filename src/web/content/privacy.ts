import { GUEST_LIFETIME_MS } from '../../core/limits';
import { SUPPORT_EMAIL } from './contact';
import type { LegalSection } from './legal';
import { RECORDING_POLICY } from './recording';

/** How long a guest lasts, in hours (decision 287): the figure of `core/limits.ts`, never written twice. */
const GUEST_HOURS = GUEST_LIFETIME_MS / (60 * 60 * 1000);

/** The Privacy Policy, describing what the product actually stores and sends. */
export const PRIVACY_SECTIONS: LegalSection[] = [
  {
    heading: 'What we collect',
    paragraphs: [
      'Your account: full name, e-mail address, username, a securely hashed password (never the password itself), and anything you add to your profile, such as a display name or a short bio.',
      'Your games: the moves, clocks, results and ratings, and the chat messages written during a game, which are stored with that game. If you train on Pro: which positions of your own game reports you tried, how often, and how many times in a row you solved each.',
      'Your subscription: your plan and its status, and the customer and subscription references Stripe gives us. Card details are handled by Stripe and never reach our servers.',
      'A session cookie that keeps you signed in. We use no advertising or tracking cookies. The app keeps copies of its own files in your browser so that it opens fast; they hold nothing about you.',
      'If you switch on notifications for a device (Profile → Notifications): the address that device’s push service (Google, Mozilla, Apple or Microsoft, depending on the browser) gave it, and the keys that encrypt what we send there. The push service delivers our notices without being able to read them. Switching off, or signing out on that device, deletes the address.',
    ],
  },
  {
    heading: 'Video calls',
    paragraphs: [
      'Video and sound travel peer to peer, directly between the two players’ browsers. They are never recorded or stored by us. Our server only relays the short technical messages that connect the two browsers; when a direct connection is impossible, an encrypted relay forwards the stream without being able to watch or keep it.',
      RECORDING_POLICY.consent,
      RECORDING_POLICY.local,
    ],
  },
  {
    heading: 'How we use it',
    paragraphs: [
      'To run the service: to sign you in, host your games, keep the clocks, show your history and ratings, and apply your plan.',
      'E-mail only for messages about your account (confirming your address, resetting your password) and for game invitations. No newsletters and no marketing mail.',
    ],
  },
  {
    heading: 'Who can see what',
    paragraphs: [
      'Other players see your username, display name, rating and plan badge. Anyone with a game’s link can watch its board, clocks and moves. Chat and video are private to the two players of a game. What you write in a game’s spectators’ chat is read by its other signed-in spectators, and by its players once the game is over.',
      'We never sell your data. We share it only with the services that help us run ChessChat (Stripe for payments, our hosting and e-mail providers), and only as far as they need it, or when the law requires it.',
    ],
  },
  {
    heading: 'How long we keep it',
    paragraphs: [
      'Account, game and chat data stay as long as your account exists. Sessions expire after 30 days without use. Payment records are kept as long as tax law requires.',
      'When you delete your account (Profile → Your data, with your password): a paid plan is cancelled at once, without a refund; games in progress are resigned, or aborted if they had not started; every device is signed out. Your e-mail address, full name, display name, username, bio, profile picture, password and training progress are erased straight away, and your old username becomes free for others. Your friendships, friend requests, blocks, challenges, notifications and push notification subscriptions are deleted, and so are the study boards you opened; you leave the ones you joined. Your finished games and the chat lines you wrote stay for your opponents, shown as from “deleted player”, with no link to a profile. Payment records (date, plan and amount) stay as tax law requires. We send one last e-mail to confirm it.',
      `Guests (people who play an invitation without an account) give us only the name they choose. A guest seat, its session cookie and its data last ${GUEST_HOURS} hours from the moment the seat is taken. If the guest makes an account from it in that time, everything stays as for any account. Otherwise the guest is deleted then, as a deleted account is: the name and session go, and the games stay for the other player with the guest shown as “Guest”.`,
    ],
  },
  {
    heading: 'Your rights',
    paragraphs: [
      'Profile → Your data lets you download a copy of your data at any time (a zip with your account, your games in JSON and PGN, the chat lines you wrote, your payments, your friends and the players you blocked, your challenges and notifications, and the reviews of your games) and delete your account, as described above. You can correct your profile yourself from the profile page.',
      `For anything else about your data, write to ${SUPPORT_EMAIL}; we answer within 30 days. ChessChat is not meant for children under 13, or under the age of digital consent in their country.`,
    ],
  },
  {
    heading: 'Changes',
    paragraphs: [
      'When we change this policy in a way that matters, we tell you by e-mail or on the site before it takes effect, and the effective date above changes.',
    ],
  },
];
