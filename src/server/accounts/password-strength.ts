import { judgePasswordWith, type PasswordOwner } from '../../core/password-strength';
import { HttpError } from '../http/errors';
import { passwordThread } from './password-thread';

/** A 400 `weak_password` whose message says why, unless the password passes the core rule. */
export async function requireStrongPassword(password: string, owner: PasswordOwner): Promise<void> {
  const verdict = await judgePasswordWith(passwordThread.estimate, password, owner);
  if (!verdict.strong) throw new HttpError('weak_password', verdict.reason);
}
