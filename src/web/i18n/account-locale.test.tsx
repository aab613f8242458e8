import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOCALE_KEY } from '../../core/locales';
import type { CurrentUser } from '../../core/protocol';
import { USER_QUERY_KEY } from '../lib/auth';
import { queryClient } from '../lib/query-client';
import { fakeServer } from '../test/fake-server';
import { member } from '../test/signed-in';
import { followAccount } from './account-locale';
import { activateLocale, currentLocale, i18n } from './i18n';
import { LanguagePicker } from './LanguagePicker';

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  queryClient.clear();
  window.localStorage.clear();
  await activateLocale('en');
});

function renderPicker() {
  return render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <LanguagePicker />
      </QueryClientProvider>
    </I18nProvider>,
  );
}

/** The server's language route: answers the user with the language asked for. */
function languageServer(user: CurrentUser) {
  return fakeServer({
    'PUT /api/user/language': (body) => ({ status: 200, body: { ...user, ...(body as object) } }),
  });
}

describe('the account language on this device (decision 299)', () => {
  it("switches to the account's language when it differs from the device's, and keeps it here", async () => {
    const { calls } = languageServer(member('free'));
    window.localStorage.setItem(LOCALE_KEY, 'en');
    await followAccount(member('free', { locale: 'de' }));
    expect(currentLocale()).toBe('de');
    expect(document.documentElement.lang).toBe('de');
    expect(window.localStorage.getItem(LOCALE_KEY)).toBe('de');
    expect(calls).toEqual([]);
  });

  it('gives an account with no language the one this device reads in', async () => {
    const { calls } = languageServer(member('free'));
    await activateLocale('fr');
    await followAccount(member('free', { locale: null }));
    expect(calls).toEqual([{ method: 'PUT', url: '/api/user/language', body: { locale: 'fr' } }]);
    expect(queryClient.getQueryData<CurrentUser>(USER_QUERY_KEY)?.locale).toBe('fr');
    expect(currentLocale()).toBe('fr');
  });

  it("keeps the picker's choice on the account while signed in, and only on the device when not", async () => {
    const signedIn = languageServer(member('free', { locale: 'en' }));
    queryClient.setQueryData(USER_QUERY_KEY, member('free', { locale: 'en' }));
    renderPicker();
    fireEvent.change(screen.getByRole('combobox', { name: 'Language' }), { target: { value: 'es' } });
    await waitFor(() => expect(queryClient.getQueryData<CurrentUser>(USER_QUERY_KEY)?.locale).toBe('es'));
    expect(signedIn.calls).toEqual([{ method: 'PUT', url: '/api/user/language', body: { locale: 'es' } }]);
    expect(window.localStorage.getItem(LOCALE_KEY)).toBe('es');
    cleanup();

    queryClient.setQueryData(USER_QUERY_KEY, null);
    const signedOut = languageServer(member('free'));
    renderPicker();
    fireEvent.change(await screen.findByRole('combobox', { name: 'Idioma' }), { target: { value: 'ru' } });
    await waitFor(() => expect(currentLocale()).toBe('ru'));
    expect(signedOut.calls).toEqual([]);
    expect(window.localStorage.getItem(LOCALE_KEY)).toBe('ru');
  });
});
