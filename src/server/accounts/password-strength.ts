import {
  judgePassword,
  loadPasswordEstimator,
  type PasswordEstimator,
  type PasswordOwner,
} from '../../core/password-strength';
import { HttpError } from '../http/errors';

let estimator: Promise<PasswordEstimator> | null = null;

/** The dictionaries, loaded once per process; the accounts feature awaits this at start. */
export function loadServerPasswordEstimator(): Promise<PasswordEstimator> {
  estimator ??= loadPasswordEstimator();
  return estimator;
}

/** A 400 `weak_password` whose message says why, unless the password passes the core rule. */
export async function requireStrongPassword(password: string, owner: PasswordOwner): Promise<void> {
  const verdict = judgePassword(await loadServerPasswordEstimator(), password, owner);
  if (!verdict.strong) throw new HttpError('weak_password', verdict.reason);
}
