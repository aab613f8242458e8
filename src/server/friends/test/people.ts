import { expect } from 'vitest';
import type { PlanId } from '../../../core/plans';
import { buildUser, signIn } from '../../test/factories';
import type { TestApp } from '../../test/harness';

export interface TestPerson {
  id: string;
  username: string;
  cookie: string;
}

/** A signed-in user on the plan. */
export async function person(app: TestApp, tier: PlanId = 'free'): Promise<TestPerson> {
  const user = await buildUser(app.ctx.db, { subscriptionTier: tier });
  return { id: user.id, username: user.username, cookie: await signIn(app.ctx.db, user.id) };
}

/** Makes two users friends through the API (a request and its acceptance). */
export async function befriend(app: TestApp, a: TestPerson, b: TestPerson): Promise<void> {
  const sent = await app.request('POST', '/api/friends/requests', {
    cookie: a.cookie,
    body: { username: b.username },
  });
  expect(sent.status, sent.text).toBe(200);
  const id = (sent.json.request as { id: string }).id;
  const accepted = await app.request('POST', `/api/friends/requests/${id}/accept`, { cookie: b.cookie });
  expect(accepted.status, accepted.text).toBe(200);
}
