import type { I18n, MessageId } from '@lingui/core';
import english from '@zxcvbn-ts/language-en/dist/translations';
import type { PasswordVerdict } from '../../core/password-strength';
import { inputMessage } from '../i18n/input-messages';

type Feedback = typeof english;

// zxcvbn words its feedback in English (the server says the same sentences in its refusal); each has a message.
const WARNINGS: Record<keyof Feedback['warnings'], MessageId> = {
  straightRow: 'fields.zxcvbn.warning.straightRow',
  keyPattern: 'fields.zxcvbn.warning.keyPattern',
  simpleRepeat: 'fields.zxcvbn.warning.simpleRepeat',
  extendedRepeat: 'fields.zxcvbn.warning.extendedRepeat',
  sequences: 'fields.zxcvbn.warning.sequences',
  recentYears: 'fields.zxcvbn.warning.recentYears',
  dates: 'fields.zxcvbn.warning.dates',
  topTen: 'fields.zxcvbn.warning.topTen',
  topHundred: 'fields.zxcvbn.warning.topHundred',
  common: 'fields.zxcvbn.warning.common',
  similarToCommon: 'fields.zxcvbn.warning.similarToCommon',
  wordByItself: 'fields.zxcvbn.warning.wordByItself',
  namesByThemselves: 'fields.zxcvbn.warning.namesByThemselves',
  commonNames: 'fields.zxcvbn.warning.commonNames',
  userInputs: 'fields.zxcvbn.warning.userInputs',
  pwned: 'fields.zxcvbn.warning.pwned',
};

const SUGGESTIONS: Record<keyof Feedback['suggestions'], MessageId> = {
  l33t: 'fields.zxcvbn.suggestion.l33t',
  reverseWords: 'fields.zxcvbn.suggestion.reverseWords',
  allUppercase: 'fields.zxcvbn.suggestion.allUppercase',
  capitalization: 'fields.zxcvbn.suggestion.capitalization',
  dates: 'fields.zxcvbn.suggestion.dates',
  recentYears: 'fields.zxcvbn.suggestion.recentYears',
  associatedYears: 'fields.zxcvbn.suggestion.associatedYears',
  sequences: 'fields.zxcvbn.suggestion.sequences',
  repeated: 'fields.zxcvbn.suggestion.repeated',
  longerKeyboardPattern: 'fields.zxcvbn.suggestion.longerKeyboardPattern',
  anotherWord: 'fields.zxcvbn.suggestion.anotherWord',
  useWords: 'fields.zxcvbn.suggestion.useWords',
  noNeed: 'fields.zxcvbn.suggestion.noNeed',
  pwned: 'fields.zxcvbn.suggestion.pwned',
};

function byEnglish<K extends string>(
  texts: Record<K, string>,
  ids: Record<K, MessageId>,
): Map<string, MessageId> {
  return new Map((Object.keys(ids) as K[]).map((key) => [texts[key], ids[key]]));
}

const FEEDBACK = new Map([
  ...byEnglish(english.warnings, WARNINGS),
  ...byEnglish(english.suggestions, SUGGESTIONS),
]);

/** One of zxcvbn's sentences in the reader's language (as it is, should a new version add one). */
export function feedbackText(i18n: I18n, sentence: string): string {
  const id = FEEDBACK.get(sentence);
  return id ? i18n._(id) : sentence;
}

/**
 * Why a password is refused, in the reader's language: the same verdict as `weaknessReason` and the length rule
 * of src/core/password-strength.ts, the one rule the server applies too. Null for a strong password.
 */
export function passwordReason(i18n: I18n, verdict: PasswordVerdict): string | null {
  if (verdict.strong) return null;
  if (!verdict.estimate) return inputMessage(i18n, verdict.reason) ?? verdict.reason;
  const why = [verdict.estimate.warning, ...verdict.estimate.suggestions].filter(
    (text): text is string => !!text,
  );
  return [
    i18n._('fields.tooGuessable'),
    ...why.slice(0, 2).map((sentence) => feedbackText(i18n, sentence)),
  ].join(' ');
}
