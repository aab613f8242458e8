import { setupI18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import { BIO_MAX, DISPLAY_NAME_MAX } from '../../core/limits';
import type { ErrorCode } from '../../core/protocol';
import {
  DeleteAccountBody,
  EmailBody,
  LoginBody,
  RegisterBody,
  ResetPasswordForm,
  UpdateProfileBody,
} from '../../core/protocol';
import { ERROR_CODES } from '../../core/protocol/error-codes';
import { ApiError } from '../lib/api';
import { activateLocale, i18n } from './i18n';
import { inputMessage, KNOWN_INPUT_SENTENCES } from './input-messages';
import { refusalText } from './refusal-text';

const refusal = (code: string, message: string, extra: Record<string, unknown> = {}) => {
  const body = { ...extra, message, code };
  return new ApiError(400, JSON.stringify(body), body);
};

afterEach(() => activateLocale('en'));

describe('refusalText', () => {
  it("words a refusal by its code in the reader's language, not by the server's English", async () => {
    const wrongPassword = refusal('invalid_credentials', 'Invalid email or password');
    expect(refusalText(i18n, wrongPassword, 'fallback')).toBe('Invalid email or password');
    await activateLocale('es');
    expect(refusalText(i18n, wrongPassword, 'fallback')).toBe('Correo electrónico o contraseña incorrectos');
    await activateLocale('ar');
    expect(refusalText(i18n, wrongPassword, 'fallback')).toBe('البريد الإلكتروني أو كلمة المرور غير صحيحة');
  });

  it("falls back to the server's English only for a code the catalogues do not know", async () => {
    const full = refusal('game_full', 'This game already has two players');
    await activateLocale('de');
    expect(refusalText(i18n, full, 'x')).toBe('Diese Partie hat schon zwei Spieler');
    // A reader whose loaded catalogues lack the code (a page that did not load `errors`).
    const bare = setupI18n({ locale: 'de', messages: { de: {} } });
    expect(refusalText(bare, full, 'x')).toBe('This game already has two players');
  });

  it("prefers the page's own wording for a code it knows more about", async () => {
    const used = refusal('link_invalid', 'This confirmation link is invalid or has already been used.');
    await activateLocale('fr');
    expect(refusalText(i18n, used, 'x')).toBe('Ce lien n’est pas valide ou a déjà été utilisé.');
    expect(refusalText(i18n, used, 'x', { link_invalid: 'accounts.confirm.linkInvalid' })).toBe(
      'Ce lien de confirmation n’est pas valide ou a déjà été utilisé.',
    );
  });

  it("words an invalid_input by the schema's sentence it carries, else in general", async () => {
    await activateLocale('pt-BR');
    const offensive = refusal('invalid_input', 'username: Please choose a name without offensive words');
    expect(refusalText(i18n, offensive, 'x')).toBe('Escolha um nome sem palavras ofensivas');
    expect(refusalText(i18n, refusal('invalid_input', 'bio: something new'), 'x')).toBe(
      'Alguns dos dados enviados não são válidos. Confira e tente novamente.',
    );
  });

  it("shows the page's fallback for an error that is no refusal of ours", async () => {
    await activateLocale('ru');
    expect(refusalText(i18n, new TypeError('Failed to fetch'), 'Попробуйте ещё раз.')).toBe(
      'Попробуйте ещё раз.',
    );
    const proxy = new ApiError(502, 'Bad gateway', null);
    expect(refusalText(i18n, proxy, 'Попробуйте ещё раз.')).toBe('Попробуйте ещё раз.');
  });

  it('has an entry for every refusal the account pages can meet', () => {
    const accountCodes: ErrorCode[] = [
      'invalid_input',
      'rate_limited',
      'server_busy',
      'internal_error',
      'database_unavailable',
      'not_ready',
      'invalid_credentials',
      'email_not_verified',
      'username_taken',
      'display_name_taken',
      'link_invalid',
      'link_expired',
      'weak_password',
      'not_found',
      'conflict',
    ];
    const serverSentence = 'the server said this';
    expect(
      accountCodes.filter((code) => refusalText(i18n, refusal(code, serverSentence), 'x') === serverSentence),
    ).toEqual([]);
  });
});

describe('refusals with details as fields (decision 322)', () => {
  const until = Date.UTC(2026, 10, 28, 16, 5);
  /** The date and time as Lingui's `{until, date, medium}, {until, time, short}` say them in `locale`. */
  const when = (locale: string) =>
    `${new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric' }).format(until)}` +
    `${locale === 'ar' ? '،' : ','} ${new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: 'numeric' }).format(until)}`;

  it("says until when a chat is muted, in the reader's words and calendar", async () => {
    const muted = refusal('chat_muted', 'A moderator has muted your chat until 2026-11-28 16:05 UTC.', {
      hold: 'dated',
      until,
    });
    expect(refusalText(i18n, muted, 'x')).toBe(`A moderator has muted your chat until ${when('en')}.`);
    await activateLocale('de');
    const german = refusalText(i18n, muted, 'x');
    expect(german).toBe(`Ein Moderator hat deinen Chat bis ${when('de')} stummgeschaltet.`);
    expect(german).toContain('2026');
    expect(german).not.toContain('{');
    await activateLocale('ar');
    expect(refusalText(i18n, muted, 'x')).toBe(`كتم أحد المشرفين محادثتك حتى ${when('ar')}.`);
  });

  it('says until when a lobby bar holds, that a permanent one is for good, and no date it was not given', async () => {
    const dated = refusal(
      'lobby_barred',
      'A moderator has barred you from the lobby until 2026-11-28 16:05 UTC.',
      {
        hold: 'dated',
        until,
      },
    );
    const permanent = refusal('lobby_barred', 'A moderator has barred you from the lobby permanently.', {
      hold: 'permanent',
    });
    const bare = refusal('lobby_barred', 'A moderator has barred you from the lobby permanently.');
    await activateLocale('fr');
    expect(refusalText(i18n, dated, 'x')).toBe(`Un modérateur vous a exclu du salon jusqu’au ${when('fr')}.`);
    await activateLocale('ru');
    expect(refusalText(i18n, permanent, 'x')).toBe('Модератор навсегда закрыл вам доступ в лобби.');
    await activateLocale('es');
    expect(refusalText(i18n, bare, 'x')).toBe('Un moderador te ha vetado el lobby.');
  });

  it("counts the day's lobby games with the language's plural rules, and speaks of the opponent", async () => {
    const own = (perDay: number) =>
      refusal('lobby_limit', `You have played your ${perDay} lobby games for today.`, {
        whose: 'own',
        perDay,
      });
    await activateLocale('ru');
    expect(refusalText(i18n, own(3), 'x')).toBe(
      'Вы уже сыграли 3 игры в лобби за сегодня. Возвращайтесь завтра (UTC) или перейдите на тариф с неограниченными играми в лобби.',
    );
    expect(refusalText(i18n, own(5), 'x')).toContain('сыграли 5 игр в лобби');
    await activateLocale('pt-BR');
    expect(
      refusalText(
        i18n,
        refusal('lobby_limit', 'Your opponent has no lobby games left today, so this game cannot start.', {
          whose: 'opponent',
        }),
        'x',
      ),
    ).toBe('Seu adversário não tem mais partidas no lobby hoje, então esta partida não pode começar.');
  });

  it("words the month's games of a plan, and another refusal by its code alone", async () => {
    const spent = refusal(
      'allowance_exhausted',
      'You have used your 3 games for this month on the Free plan.',
      {
        whose: 'own',
        allowance: 3,
      },
    );
    await activateLocale('es');
    expect(refusalText(i18n, spent, 'x')).toBe(
      'Ya has usado tus 3 partidas de este mes. Mejora tu plan para jugar más.',
    );
    await activateLocale('de');
    expect(refusalText(i18n, refusal('takeback_tournament', 'Tournament games have no takebacks'), 'x')).toBe(
      'In Turnierpartien gibt es keine Zugrücknahmen',
    );
  });

  it('has words for every refusal code in every language', async () => {
    const serverSentence = 'the server said this';
    for (const locale of ['en', 'es', 'fr', 'de', 'pt-BR', 'ru', 'ar'] as const) {
      await activateLocale(locale);
      expect(
        ERROR_CODES.filter(
          (code) => refusalText(i18n, refusal(code, serverSentence), 'x') === serverSentence,
        ),
      ).toEqual([]);
    }
  });
});

describe("the schemas' sentences", () => {
  const sentences =
    (schema: { safeParse: (value: unknown) => { error?: { issues: { message: string }[] } } }) =>
    (values: unknown) =>
      schema.safeParse(values).error?.issues.map((issue) => issue.message) ?? [];

  it('are all known, so a form says each in the reader’s language', () => {
    const said = [
      ...sentences(LoginBody)({}),
      ...sentences(LoginBody)({ email: '', password: '' }),
      ...sentences(LoginBody)({ email: 'nope', password: 'x'.repeat(129) }),
      ...sentences(EmailBody)({ email: `${'a'.repeat(250)}@example.com` }),
      ...sentences(RegisterBody)({}),
      ...sentences(RegisterBody)({ fullName: '', email: '', username: 'a', password: 'short' }),
      ...sentences(RegisterBody)({
        fullName: 'x'.repeat(101),
        email: 'a@b.co',
        username: 'fuck',
        password: 'p',
      }),
      ...sentences(RegisterBody)({
        fullName: 'Ada\nLovelace',
        email: 'a@b.co',
        username: 'ada',
        password: 'p',
      }),
      ...sentences(RegisterBody)({
        fullName: 'Ada \u202eLovelace',
        email: 'a@b.co',
        username: 'ada',
        password: 'p',
      }),
      ...sentences(RegisterBody)({ fullName: 'Ada \ufffe', email: 'a@b.co', username: 'ada', password: 'p' }),
      ...sentences(RegisterBody)({ fullName: '\u200b', email: 'a@b.co', username: 'ada', password: 'p' }),
      ...sentences(RegisterBody)({ fullName: 'Shit Head', email: 'a@b.co', username: 'ada', password: 'p' }),
      ...sentences(RegisterBody)({
        fullName: 'see example.com',
        email: 'a@b.co',
        username: 'ada',
        password: 'p',
      }),
      ...sentences(ResetPasswordForm)({ password: 'long enough', confirmPassword: 'other' }),
      ...sentences(UpdateProfileBody)({
        displayName: 'x'.repeat(DISPLAY_NAME_MAX + 1),
        username: 'no spaces',
        bio: 'x'.repeat(BIO_MAX + 1),
      }),
      ...[
        'Ada\nLovelace',
        'Ada \u202eLovelace',
        'Ada \ufffe',
        '\u200b',
        'Shit Head',
        'Deleted Player',
        'guest',
      ].flatMap((displayName) => sentences(UpdateProfileBody)({ displayName })),
      ...sentences(DeleteAccountBody)({}),
    ];
    expect(said.length).toBeGreaterThan(15);
    expect([...new Set(said)].filter((sentence) => !KNOWN_INPUT_SENTENCES.has(sentence))).toEqual([]);
  });

  it('read in English exactly as the schemas say them, and in another language otherwise', async () => {
    const english = [...KNOWN_INPUT_SENTENCES];
    expect(english.map((sentence) => inputMessage(i18n, sentence))).toEqual(english);
    await activateLocale('de');
    expect(english.filter((sentence) => inputMessage(i18n, sentence) === sentence)).toEqual([]);
    expect(inputMessage(i18n, 'Password must be at least 8 characters long')).toBe(
      'Das Passwort muss mindestens 8 Zeichen lang sein',
    );
  });
});
