import type { UserRow } from '../../accounts/session';
import { buildUser, signIn } from '../../test/factories';
import type { TestApp } from '../../test/harness';

export const DAY_MS = 24 * 60 * 60 * 1000;

/** A signed-in user of a test app: the row, the cookie, and the calls billing tests make. */
export interface Member {
  user: UserRow;
  cookie: string;
  checkout(planName: string): Promise<{ status: number; url: string; message: string }>;
  confirm(sessionId: string): ReturnType<TestApp['request']>;
  manage(action: string, targetPlan?: string | null): ReturnType<TestApp['request']>;
  row(): Promise<UserRow>;
  payments(): Promise<Array<Record<string, unknown>>>;
}

export async function newMember(app: TestApp): Promise<Member> {
  const user = await buildUser(app.ctx.db);
  const cookie = await signIn(app.ctx.db, user.id);
  return {
    user,
    cookie,
    async checkout(planName) {
      const res = await app.request('POST', '/api/create-checkout-session', {
        cookie,
        body: { planName, userId: user.id, email: user.email },
      });
      return { status: res.status, url: String(res.json.url ?? ''), message: String(res.json.message ?? '') };
    },
    confirm: (sessionId) =>
      app.request('POST', '/api/stripe-success', { cookie, body: { session_id: sessionId } }),
    manage: (action, targetPlan = null) =>
      app.request('POST', '/api/manage-subscription', {
        cookie,
        body: { action, targetPlan, userId: user.id },
      }),
    row: () =>
      app.ctx.db.kysely.selectFrom('users').selectAll().where('id', '=', user.id).executeTakeFirstOrThrow(),
    async payments() {
      const res = await app.request('GET', '/api/billing/payments', { cookie });
      if (res.status !== 200)
        throw new Error(`GET /api/billing/payments answered ${res.status}: ${res.text}`);
      return res.json.payments as Array<Record<string, unknown>>;
    },
  };
}

/** The `session_id` of a result-page URL. */
export function sessionIdOf(url: string): string {
  const id = new URL(url).searchParams.get('session_id');
  if (!id) throw new Error(`${url} carries no session_id`);
  return id;
}
