import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { passwordHashing } from './hashing-gate';

/**
 * OWASP's argon2id settings: 19 MiB of memory, 2 passes, 1 lane. The library's default algorithm
 * is argon2id; the tests check the stored hash says so.
 */
export const ARGON2_OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/** Hashing and checking wait their turn at the hashing gate, and may be refused with a 503 when it is full. */
export function hashPassword(password: string): Promise<string> {
  return passwordHashing.run(() => hash(password, ARGON2_OPTIONS));
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return passwordHashing.run(async () => {
    try {
      return await verify(passwordHash, password);
    } catch {
      // A stored hash that cannot be read never matches.
      return false;
    }
  });
}

let dummyHash: Promise<string> | null = null;

/**
 * Spends the same time as checking a real password, for addresses without an account, so the
 * answer's timing does not tell whether an account exists.
 */
export async function spendPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex')).catch((error: unknown) => {
    // Refused while the gate was full: the next call makes it again.
    dummyHash = null;
    throw error;
  });
  await verifyPassword(await dummyHash, password);
}
