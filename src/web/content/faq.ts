import type { I18n, MessageId } from '@lingui/core';
import { TIME_CONTROL_MAX, TIME_CONTROL_MIN } from '../../core/limits';
import { PLAN_LIST, PLANS, STATS_LEVELS, type StatsLevel } from '../../core/plans';
import { planAllowance, planName, planNameList, planPrice } from '../i18n/plan-words';
import { SUPPORT_EMAIL } from './contact';
import {
  PAID_PLANS,
  PLANS_INVITING_ANYONE,
  PLANS_WITH_3D,
  PLANS_WITH_ANALYSIS,
  PLANS_WITH_PRIORITY_SUPPORT,
  PLANS_WITH_TRAINING,
} from './plan-phrases';
import { recordingPolicy } from './recording';

/** A question of the Help Center: its words are messages of the `help` area; `values` fills their placeholders. */
export interface FaqEntry {
  id: string;
  question: MessageId;
  answer: MessageId;
  values?: (i18n: I18n) => Record<string, string | number>;
}

export interface FaqGroup {
  title: MessageId;
  entries: FaqEntry[];
}

/** An entry as the reader sees it, in their language. */
export interface WordedFaqEntry {
  id: string;
  question: string;
  answer: string;
}

export interface WordedFaqGroup {
  title: string;
  entries: WordedFaqEntry[];
}

const free = PLANS.free;

const STATS_PHRASES: Record<StatsLevel, MessageId> = {
  basic: 'help.faq.stats.basic',
  advanced: 'help.faq.stats.advanced',
  comprehensive: 'help.faq.stats.comprehensive',
};

/** "basic statistics on Free, advanced on Premium, comprehensive on Pro", from the plans table. */
function statisticsByPlan(i18n: I18n): string {
  const levels = STATS_LEVELS.filter((level) => PLAN_LIST.some((plan) => plan.statsLevel === level));
  return levels
    .map((level) =>
      i18n._(STATS_PHRASES[level], {
        plans: planNameList(
          i18n,
          PLAN_LIST.filter((plan) => plan.statsLevel === level),
        ),
      }),
    )
    .join(i18n._('help.faq.stats.separator'));
}

/** "Free is free and includes 3 games per month; Premium costs $9.99 a month for …", from the plans table. */
function planPrices(i18n: I18n): string {
  return PLAN_LIST.map((plan) =>
    plan.priceCents === 0
      ? i18n._('help.faq.plans.freePlan', {
          plan: planName(i18n, plan.id),
          allowance: planAllowance(i18n, plan.id),
        })
      : i18n._('help.faq.plans.paidPlan', {
          plan: planName(i18n, plan.id),
          price: planPrice(i18n, plan),
          allowance: planAllowance(i18n, plan.id),
        }),
  ).join(i18n._('help.faq.plans.separator'));
}

/** The 15 questions of the Help Center; every price and allowance comes from the plans table. */
export const FAQ_GROUPS: FaqGroup[] = [
  {
    title: 'help.faq.group.gettingStarted',
    entries: [
      { id: 'create-account', question: 'help.faq.createAccount.q', answer: 'help.faq.createAccount.a' },
      { id: 'start-game', question: 'help.faq.startGame.q', answer: 'help.faq.startGame.a' },
      { id: 'install', question: 'help.faq.install.q', answer: 'help.faq.install.a' },
    ],
  },
  {
    title: 'help.faq.group.playing',
    entries: [
      {
        id: 'time-controls',
        question: 'help.faq.timeControls.q',
        answer: 'help.faq.timeControls.a',
        values: () => ({ min: TIME_CONTROL_MIN, maxHours: TIME_CONTROL_MAX / 3600 }),
      },
      { id: 'video-call', question: 'help.faq.videoCall.q', answer: 'help.faq.videoCall.a' },
      {
        id: 'connection-drops',
        question: 'help.faq.connectionDrops.q',
        answer: 'help.faq.connectionDrops.a',
      },
    ],
  },
  {
    title: 'help.faq.group.safety',
    entries: [
      {
        id: 'recording',
        question: 'help.faq.recording.q',
        answer: 'help.faq.recording.a',
        values: (i18n) => {
          const policy = recordingPolicy(i18n);
          return { consent: policy.consent, local: policy.local };
        },
      },
      { id: 'who-sees', question: 'help.faq.whoSees.q', answer: 'help.faq.whoSees.a' },
      { id: 'email-use', question: 'help.faq.emailUse.q', answer: 'help.faq.emailUse.a' },
    ],
  },
  {
    title: 'help.faq.group.payments',
    entries: [
      {
        id: 'plans',
        question: 'help.faq.plans.q',
        answer: 'help.faq.plans.a',
        values: (i18n) => ({
          prices: planPrices(i18n),
          with3d: planNameList(i18n, PLANS_WITH_3D),
          withAnalysis: planNameList(i18n, PLANS_WITH_ANALYSIS),
          withTraining: planNameList(i18n, PLANS_WITH_TRAINING),
          trainingCount: PLANS_WITH_TRAINING.length,
          hasPriority: PLANS_WITH_PRIORITY_SUPPORT.length > 0 ? 'yes' : 'no',
          withPriority: planNameList(i18n, PLANS_WITH_PRIORITY_SUPPORT),
          statistics: statisticsByPlan(i18n),
        }),
      },
      {
        id: 'what-counts',
        question: 'help.faq.whatCounts.q',
        answer: 'help.faq.whatCounts.a',
        values: (i18n) => ({
          free: planName(i18n, free.id),
          inviteAnyone: planNameList(i18n, PLANS_INVITING_ANYONE),
          freeAllowance: planAllowance(i18n, free.id),
        }),
      },
      {
        id: 'change-plan',
        question: 'help.faq.changePlan.q',
        answer: 'help.faq.changePlan.a',
        values: (i18n) => ({ paid: planNameList(i18n, PAID_PLANS) }),
      },
    ],
  },
  {
    title: 'help.faq.group.technical',
    entries: [
      { id: 'camera', question: 'help.faq.camera.q', answer: 'help.faq.camera.a' },
      { id: 'slow', question: 'help.faq.slow.q', answer: 'help.faq.slow.a' },
      {
        id: 'get-help',
        question: 'help.faq.getHelp.q',
        answer: 'help.faq.getHelp.a',
        values: (i18n) => ({
          email: SUPPORT_EMAIL,
          withPriority: planNameList(i18n, PLANS_WITH_PRIORITY_SUPPORT),
        }),
      },
    ],
  },
];

/** The questions and answers in the reader's language. */
export function wordFaq(i18n: I18n, groups: FaqGroup[] = FAQ_GROUPS): WordedFaqGroup[] {
  return groups.map((group) => ({
    title: i18n._(group.title),
    entries: group.entries.map((entry) => ({
      id: entry.id,
      question: i18n._(entry.question),
      answer: i18n._(entry.answer, entry.values?.(i18n)),
    })),
  }));
}

/** Entries whose question or answer contains every word of the query (case-insensitive); groups left empty are dropped. */
export function filterFaq(groups: WordedFaqGroup[], query: string): WordedFaqGroup[] {
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

/** The short version of the Terms of Service shown on the Help Center, in the reader's language. */
export function termsSummary(i18n: I18n): string[] {
  return [
    i18n._('help.terms.age'),
    i18n._('help.terms.kind'),
    i18n._('help.terms.billing'),
    i18n._('help.terms.recording', { recording: recordingPolicy(i18n).short }),
    i18n._('help.terms.email'),
  ];
}
