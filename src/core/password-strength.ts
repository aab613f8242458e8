import { PASSWORD_MAX, PASSWORD_MIN } from './limits';

/**
 * How hard a new password must be to guess (decision 164): zxcvbn's score from 0 to 4, where 3 means
 * about 10^8 guesses or more. Below it a stolen hash falls to an offline attack in hours.
 */
export const PASSWORD_MIN_SCORE = 3;

export const PASSWORD_TOO_GUESSABLE = 'This password is too easy to guess.';

/** What the person is known by: a password made of these is guessable whatever its length. */
export interface PasswordOwner {
  email?: string;
  username?: string;
  fullName?: string;
}

/** zxcvbn's answer, reduced to what the rule and the meter use. */
export interface PasswordEstimate {
  score: 0 | 1 | 2 | 3 | 4;
  warning: string | null;
  suggestions: string[];
}

export type PasswordEstimator = (password: string, userInputs: string[]) => PasswordEstimate;

export type PasswordVerdict =
  | { strong: true; estimate: PasswordEstimate }
  | { strong: false; reason: string; estimate: PasswordEstimate | null };

/** The words of the owner's e-mail, username and name, each whole and in parts. */
export function ownerWords(owner: PasswordOwner): string[] {
  const whole = [owner.email, owner.username, owner.fullName].filter((word): word is string => !!word);
  const parts = whole.flatMap((word) => word.split(/[\s@._+-]+/));
  // "Ada Lovelace" is also typed as "adalovelace".
  const joined = whole.map((word) => word.replace(/[\s@._+-]+/g, ''));
  return [
    ...new Set(
      [...whole, ...parts, ...joined].map((word) => word.toLowerCase()).filter((word) => word.length >= 3),
    ),
  ];
}

/** Why zxcvbn finds the password weak, in one or two sentences for the person choosing it. */
export function weaknessReason(estimate: PasswordEstimate): string {
  const why = [estimate.warning, ...estimate.suggestions].filter((text): text is string => !!text);
  return [PASSWORD_TOO_GUESSABLE, ...why.slice(0, 2)].join(' ');
}

/** The length rule, checked before zxcvbn is asked: a reason when the password breaks it. */
function lengthRefusal(password: string): PasswordVerdict | null {
  if (password.length < PASSWORD_MIN) {
    return {
      strong: false,
      reason: `Password must be at least ${PASSWORD_MIN} characters long`,
      estimate: null,
    };
  }
  if (password.length > PASSWORD_MAX) {
    return {
      strong: false,
      reason: `Password must be at most ${PASSWORD_MAX} characters long`,
      estimate: null,
    };
  }
  return null;
}

function verdictOf(result: PasswordEstimate): PasswordVerdict {
  if (result.score < PASSWORD_MIN_SCORE)
    return { strong: false, reason: weaknessReason(result), estimate: result };
  return { strong: true, estimate: result };
}

/** The one rule for a new password, on the server and in the browser alike. */
export function judgePassword(
  estimate: PasswordEstimator,
  password: string,
  owner: PasswordOwner,
): PasswordVerdict {
  return lengthRefusal(password) ?? verdictOf(estimate(password, ownerWords(owner)));
}

/** The same rule with an estimator that answers later (the server's, in a thread of its own). */
export async function judgePasswordWith(
  estimate: (password: string, userInputs: string[]) => Promise<PasswordEstimate>,
  password: string,
  owner: PasswordOwner,
): Promise<PasswordVerdict> {
  return lengthRefusal(password) ?? verdictOf(await estimate(password, ownerWords(owner)));
}

/**
 * Loads zxcvbn with its common and English dictionaries (about 1 MB): the browser only on the pages that
 * choose a password, as a separate chunk; the server sets them up the same way in its password thread.
 */
export async function loadPasswordEstimator(): Promise<PasswordEstimator> {
  const [{ ZxcvbnFactory }, common, english] = await Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-en'),
  ]);
  const zxcvbn = new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...english.dictionary },
    graphs: common.adjacencyGraphs,
    translations: english.translations,
  });
  return (password, userInputs) => {
    const { score, feedback } = zxcvbn.check(password, userInputs);
    return { score, warning: feedback.warning ?? null, suggestions: feedback.suggestions };
  };
}
