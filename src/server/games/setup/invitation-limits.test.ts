import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  INVITATION_EMAILS_PER_ADDRESS_PER_DAY,
  INVITATION_EMAILS_PER_SENDER_PER_DAY,
} from '../../../core/limits';
import { readOutbox, waitForMail } from '../../mail/outbox-reader';
import { testDatabases } from '../../test/databases';
import { startTestApp, type TestApp } from '../../test/harness';
import { buildPlayer, type Player } from '../test/helpers';
import { takeInvitationMails } from './invitation-caps';
import { INVITER_NAME_MAX, plainName } from './invitation-mail';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('an invitation names its sender as plain, short text', () => {
  it('drops line breaks, bidi overrides and zero-width marks, and cuts long names', () => {
    expect(plainName('Ann\r\nBcc: x@example.test')).toBe('Ann Bcc: x@example.test');
    expect(plainName('\u202Eevil\u200B name\u2066')).toBe('evil name');
    const long = plainName('A'.repeat(200));
    expect([...long]).toHaveLength(INVITER_NAME_MAX);
    expect(long.endsWith('…')).toBe(true);
  });
});

describe.each(testDatabases())('invitation e-mails on %s', (database) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ database });
  });
  afterAll(async () => {
    await app.close();
  });

  const games = () => app.server.services.games;
  const createOverHttp = (host: Player, body: Record<string, unknown>) =>
    app.request('POST', '/api/games', { cookie: host.cookie, body: { timeControl: 300, ...body } });
  const gamesOf = async (host: Player) =>
    (
      await app.ctx.db.kysely
        .selectFrom('games')
        .select('id')
        .where('whitePlayerId', '=', host.user.id)
        .execute()
    ).length;

  it("starts the subject with the product's words and the chosen name as plain text beside the username", async () => {
    const host = await buildPlayer(app, {
      subscriptionTier: 'premium',
      displayName: 'Your account is locked\u202E\nClick the link below to keep it open right now',
    });
    const guest = await buildPlayer(app);
    expect((await createOverHttp(host, { inviteUsername: guest.user.username })).status).toBe(200);
    const mail = await waitForMail(app.config.outboxDir, { to: guest.user.email });
    expect(mail.subject.startsWith('ChessChat: a game invitation from ')).toBe(true);
    const name = mail.subject.slice('ChessChat: a game invitation from '.length);
    expect(name).toBe(`Your account is locked Click the link b… (${host.user.username})`);
    expect(mail.subject).not.toMatch(/[\n\r\u202E]/);
  });

  it(`refuses a sender's e-mail number ${INVITATION_EMAILS_PER_SENDER_PER_DAY + 1} of the day with a 429, creating nothing`, async () => {
    const host = await buildPlayer(app, { subscriptionTier: 'pro' });
    for (let i = 0; i < INVITATION_EMAILS_PER_SENDER_PER_DAY; i += 1) {
      await games().create(host.user, {
        timeControl: 300,
        inviteEmail: `sender-cap-${database}-${i}@example.test`,
      });
    }
    const mailsBefore = (await readOutbox(app.config.outboxDir)).length;
    const refused = await createOverHttp(host, { inviteEmail: `sender-cap-${database}-last@example.test` });
    expect(refused.status).toBe(429);
    expect(refused.json.message).toBe(
      `You have sent ${INVITATION_EMAILS_PER_SENDER_PER_DAY} invitation e-mails in the past day, the most allowed. Please try again in 24 hours, or share the game link instead.`,
    );
    expect(await gamesOf(host)).toBe(INVITATION_EMAILS_PER_SENDER_PER_DAY);
    expect((await readOutbox(app.config.outboxDir)).length).toBe(mailsBefore);
    // A game without an invitation sends no mail and is not limited by it.
    expect((await createOverHttp(host, {})).status).toBe(200);
  });

  it('caps the e-mails one address receives a day, whoever sends them and however the address is written', async () => {
    const guest = await buildPlayer(app);
    for (let i = 0; i < INVITATION_EMAILS_PER_ADDRESS_PER_DAY; i += 1) {
      const host = await buildPlayer(app, { subscriptionTier: 'premium' });
      // By username and by e-mail alike: both reach the same inbox.
      const body = i === 0 ? { inviteUsername: guest.user.username } : { inviteEmail: guest.user.email };
      expect((await createOverHttp(host, body)).status).toBe(200);
    }
    const host = await buildPlayer(app, { subscriptionTier: 'premium' });
    const refused = await createOverHttp(host, { inviteEmail: guest.user.email.toUpperCase() });
    expect(refused.status).toBe(429);
    expect(refused.json.message).toMatch(
      new RegExp(
        `^This address has received ${INVITATION_EMAILS_PER_ADDRESS_PER_DAY} invitation e-mails in the past day`,
      ),
    );
    const byUsername = await createOverHttp(host, { inviteUsername: guest.user.username });
    expect(byUsername.status).toBe(429);
    expect(await gamesOf(host)).toBe(0);
    // The refused attempts did not use up the sender's own allowance.
    expect(
      (await createOverHttp(host, { inviteEmail: `someone-else-${database}@example.test` })).status,
    ).toBe(200);
  });

  it('counts in the database every instance shares, and a day later the cap starts again', async () => {
    const sender = await buildPlayer(app);
    const address = `shared-count-${database}@example.test`;
    const now = Date.now();
    for (let i = 0; i < INVITATION_EMAILS_PER_ADDRESS_PER_DAY; i += 1) {
      await takeInvitationMails(app.ctx.db, sender.user.id, [address], now);
    }
    await expect(
      takeInvitationMails(app.ctx.db, sender.user.id, [address], now + 1000),
    ).rejects.toMatchObject({
      statusCode: 429,
    });
    await expect(
      takeInvitationMails(app.ctx.db, sender.user.id, [address], now + DAY_MS),
    ).resolves.toBeUndefined();
  });
});
