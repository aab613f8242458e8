import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  judgePassword,
  judgePasswordWith,
  loadPasswordEstimator,
  type PasswordEstimator,
} from '../../core/password-strength';
import { passwordThread } from './password-thread';

let inBrowser: PasswordEstimator;
beforeAll(async () => {
  inBrowser = await loadPasswordEstimator();
  await passwordThread.start();
});

const owner = { email: 'ada.lovelace@example.test', username: 'countess_ada', fullName: 'Ada Lovelace' };
const PASSWORDS = [
  'password',
  'qwertyuiop',
  'iloveyou123',
  'adalovelace1',
  'countess_ada!',
  'Zq8#',
  'analytical engine 1843',
  'correct horse battery staple',
  'Tr0ub4dor&3',
  'smithjohnson1975',
];

describe('the password thread', () => {
  it('gives the verdict the browser gives, for every password', async () => {
    for (const password of PASSWORDS) {
      const server = await judgePasswordWith(passwordThread.estimate, password, owner);
      expect(server, password).toEqual(judgePassword(inBrowser, password, owner));
    }
  });

  it('answers requests made together, each with its own estimate', async () => {
    const answers = await Promise.all(PASSWORDS.map((p) => passwordThread.estimate(p, [])));
    expect(answers).toEqual(PASSWORDS.map((p) => inBrowser(p, [])));
  });

  it('rests when left idle, and starts again for the next question', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      await passwordThread.estimate('a first passphrase 12', []);
      expect(passwordThread.running()).toBe(true);
      vi.advanceTimersByTime(59_000);
      expect(passwordThread.running()).toBe(true);
      vi.advanceTimersByTime(2_000);
    } finally {
      vi.useRealTimers();
    }
    await vi.waitFor(() => expect(passwordThread.running()).toBe(false));
    const again = await passwordThread.estimate('password', []);
    expect(again.score).toBe(0);
    expect(passwordThread.running()).toBe(true);
  });

  it('answers a question asked just as the idle thread is told to stop', async () => {
    await passwordThread.estimate('a warm-up passphrase 7', []);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let answer: ReturnType<typeof passwordThread.estimate>;
    try {
      await passwordThread.estimate('a second passphrase 12', []);
      vi.advanceTimersByTime(61_000);
      // Asked in the same turn as the stop, before the stopping thread has exited.
      answer = passwordThread.estimate('password', []);
    } finally {
      vi.useRealTimers();
    }
    await expect(answer).resolves.toEqual(inBrowser('password', []));
  });

  it("is the only way the server reaches zxcvbn, so its dictionaries stay off the event loop's heap", () => {
    const serverDir = path.resolve(import.meta.dirname, '..');
    const offenders = readdirSync(serverDir, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .filter((file) => file !== path.join('accounts', 'password-thread.ts'))
      .filter((file) =>
        /loadPasswordEstimator|@zxcvbn-ts/.test(readFileSync(path.join(serverDir, file), 'utf8')),
      );
    expect(offenders).toEqual([]);
  });
});
