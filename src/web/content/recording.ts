import type { I18n } from '@lingui/core';
import { RECORDING_MAX_MS } from '../../core/limits';
import { PLAN_LIST } from '../../core/plans';
import { planNameList } from '../i18n/plan-words';

/** Plans whose players may ask to record. */
export const PLANS_WITH_RECORDING = PLAN_LIST.filter((plan) => plan.recording);

/**
 * The recording rule, said the same way by the FAQ, the Privacy Policy and the Terms (decision 192), in the
 * reader's language: its words live in the `recording` area, which each of those pages loads (decision 315).
 */
export function recordingPolicy(i18n: I18n): { consent: string; local: string; short: string } {
  return {
    consent: i18n._('recording.consent', { plans: planNameList(i18n, PLANS_WITH_RECORDING) }),
    local: i18n._('recording.local', { hours: RECORDING_MAX_MS / 3_600_000 }),
    short: i18n._('recording.short'),
  };
}
