import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CurrentUser } from '../../core/protocol';
import { appLink, waitForMail } from '../mail/outbox-reader';
import { testDatabases } from '../test/databases';
import { buildUser, signIn } from '../test/factories';
import { startTestApp, type TestApp } from '../test/harness';
import { CONFIRM_SUBJECT, newAccount, RESET_SUBJECT } from './testing';

/** The account's language (decision 299): stored, refused when unknown, answered, and what the mail is written in. */
describe.each(testDatabases())('the account language on %s', (database) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ database });
  });
  afterAll(async () => {
    await app?.close();
  });

  const storedLocale = async (userId: string) =>
    (
      await app.ctx.db.kysely
        .selectFrom('users')
        .select('locale')
        .where('id', '=', userId)
        .executeTakeFirstOrThrow()
    ).locale;
  const setLanguage = (cookie: string, body: unknown) =>
    app.request('PUT', '/api/user/language', { cookie, body });

  it('is none for an account that never chose, then the one picked, in every answer about the user', async () => {
    const user = await buildUser(app.ctx.db);
    const cookie = await signIn(app.ctx.db, user.id);
    expect((await app.request('GET', '/api/user', { cookie })).json.locale).toBeNull();

    const picked = await setLanguage(cookie, { locale: 'pt-BR' });
    expect(picked.status).toBe(200);
    expect(CurrentUser.parse(picked.json)).toMatchObject({ id: user.id, locale: 'pt-BR' });
    expect(await storedLocale(user.id)).toBe('pt-BR');
    expect((await app.request('GET', '/api/user', { cookie })).json.locale).toBe('pt-BR');

    expect((await setLanguage(cookie, { locale: 'ar' })).json.locale).toBe('ar');
    expect(await storedLocale(user.id)).toBe('ar');
  });

  it('refuses a language ChessChat does not speak with its own code, and a stranger, changing nothing', async () => {
    const user = await buildUser(app.ctx.db, { locale: 'fr' });
    const cookie = await signIn(app.ctx.db, user.id);
    for (const locale of ['it', 'pt', 'EN', 'en-US', '', 42, null]) {
      const refused = await setLanguage(cookie, { locale });
      expect(refused.status, String(locale)).toBe(400);
      expect(refused.json.code, String(locale)).toBe('unsupported_locale');
    }
    const empty = await setLanguage(cookie, {});
    expect(empty.status).toBe(400);
    expect(empty.json.code).toBe('invalid_input');
    const stranger = await setLanguage('', { locale: 'de' });
    expect(stranger.status).toBe(401);
    expect(await storedLocale(user.id)).toBe('fr');
  });

  it('is set at sign-up from the page, and the confirmation is written in it', async () => {
    const account = newAccount();
    const registered = await app.request('POST', '/api/register', { body: { ...account, locale: 'es' } });
    expect(registered.status).toBe(200);
    const row = await app.ctx.db.kysely
      .selectFrom('users')
      .select(['id', 'locale'])
      .where('email', '=', account.email)
      .executeTakeFirstOrThrow();
    expect(row.locale).toBe('es');

    const mail = await waitForMail(app.config.outboxDir, {
      to: account.email,
      subject: 'Confirma tu dirección de correo de ChessChat',
    });
    expect(mail.text).toContain(`Hola, ${account.fullName}:`);
    expect(mail.text).toContain('El enlace solo se puede usar una vez y caduca en 24 horas.');
    expect(mail.text).toContain('Confirmar mi correo: ');
    expect(mail.html).toContain('<html lang="es" dir="ltr">');
    expect(mail.html).toContain('O abre este enlace:');
    expect(appLink(mail, app.config.appUrl, '/confirm-email')).toContain('token=');
    expect(mail.text).not.toContain('Confirm my email');
  });

  it('is none when an older client signs up without it (mail in English), and refuses an unknown one', async () => {
    const account = newAccount();
    expect((await app.request('POST', '/api/register', { body: account })).status).toBe(200);
    const mail = await waitForMail(app.config.outboxDir, { to: account.email, subject: CONFIRM_SUBJECT });
    expect(mail.text).toContain(`Hi ${account.fullName},`);
    expect(mail.html).toContain('<html lang="en" dir="ltr">');
    const row = await app.ctx.db.kysely
      .selectFrom('users')
      .select('locale')
      .where('email', '=', account.email)
      .executeTakeFirstOrThrow();
    expect(row.locale).toBeNull();

    const other = newAccount();
    const refused = await app.request('POST', '/api/register', { body: { ...other, locale: 'klingon' } });
    expect(refused.status).toBe(400);
    expect(refused.json.code).toBe('unsupported_locale');
    const created = await app.ctx.db.kysely
      .selectFrom('users')
      .select('id')
      .where('email', '=', other.email)
      .executeTakeFirst();
    expect(created).toBeUndefined();
  });

  it("writes a Spanish account's reset link in Spanish, and an Arabic one's right to left", async () => {
    const spanish = await buildUser(app.ctx.db, { locale: 'es', fullName: 'Ana García' });
    expect(
      (await app.request('POST', '/api/forgot-password', { body: { email: spanish.email } })).status,
    ).toBe(200);
    const mail = await waitForMail(app.config.outboxDir, {
      to: spanish.email,
      subject: 'Restablece tu contraseña de ChessChat',
    });
    expect(mail.text.split('\n')[0]).toBe('Hola, Ana García:');
    expect(mail.text).toContain('El enlace solo se puede usar una vez y caduca en 1 hora.');
    expect(mail.text).toContain('Elegir una contraseña nueva: ');
    expect(appLink(mail, app.config.appUrl, '/reset-password')).toContain('token=');

    const arabic = await buildUser(app.ctx.db, { locale: 'ar', fullName: 'Layla' });
    await app.request('POST', '/api/forgot-password', { body: { email: arabic.email } });
    const arabicMail = await waitForMail(app.config.outboxDir, {
      to: arabic.email,
      subject: 'أعِد تعيين كلمة مرور ChessChat',
    });
    expect(arabicMail.html).toContain('<html lang="ar" dir="rtl">');
    expect(arabicMail.text.split('\n')[0]).toBe('مرحبًا Layla،');

    // An account that never chose a language is written to in English.
    const english = await buildUser(app.ctx.db);
    await app.request('POST', '/api/forgot-password', { body: { email: english.email } });
    const englishMail = await waitForMail(app.config.outboxDir, {
      to: english.email,
      subject: RESET_SUBJECT,
    });
    expect(englishMail.text).toContain('Choose a new password: ');
  });

  it('tells the owner of a taken address in their own language, not the language of the page that tried', async () => {
    const owner = await buildUser(app.ctx.db, { locale: 'de' });
    const attempt = newAccount({ email: owner.email });
    expect((await app.request('POST', '/api/register', { body: { ...attempt, locale: 'ru' } })).status).toBe(
      200,
    );
    const mail = await waitForMail(app.config.outboxDir, {
      to: owner.email,
      subject: 'Jemand wollte sich mit deiner E-Mail-Adresse registrieren',
    });
    expect(mail.text).toContain(`Hier kannst du ein neues wählen: ${app.config.appUrl}/forgot-password`);
    expect(appLink(mail, app.config.appUrl, '/signin')).toBe(`${app.config.appUrl}/signin`);
    expect(await storedLocale(owner.id)).toBe('de');
  });
});
