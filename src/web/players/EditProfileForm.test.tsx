import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BIO_MAX } from '../../core/limits';
import { activateLocale } from '../i18n/i18n';
import { USER_QUERY_KEY } from '../lib/auth';
import { fakeServer } from '../test/fake-server';
import { member, renderSignedIn } from '../test/signed-in';
import { EditProfileForm } from './EditProfileForm';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('the Edit Profile form', () => {
  it('saves display name, username and bio with PATCH /api/user, and updates the signed-in user', async () => {
    const user = member('free', { bio: 'Old bio' });
    const server = fakeServer({
      'PATCH /api/user': (body) => ({ status: 200, body: { ...user, ...(body as object) } }),
    });
    const onDone = vi.fn();
    const { client } = renderSignedIn(user, <EditProfileForm user={user} onDone={onDone} />);
    expect((screen.getByLabelText('Bio') as HTMLTextAreaElement).value).toBe('Old bio');
    fill('Display name', '  Queen Alice  ');
    fill('Username', 'alice_q');
    fill('Bio', 'Sicilian, always.');
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(server.calls).toEqual([
      {
        method: 'PATCH',
        url: '/api/user',
        body: { displayName: 'Queen Alice', username: 'alice_q', bio: 'Sicilian, always.' },
      },
    ]);
    expect(client.getQueryData(USER_QUERY_KEY)).toMatchObject({
      username: 'alice_q',
      displayName: 'Queen Alice',
    });
  });

  it('refuses a bio over 280 characters and a malformed username before asking the server', async () => {
    const user = member('free');
    const server = fakeServer({});
    renderSignedIn(user, <EditProfileForm user={user} onDone={() => undefined} />);
    fill('Bio', 'x'.repeat(BIO_MAX + 1));
    fill('Username', 'no spaces');
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await screen.findByText(`Bio must be at most ${BIO_MAX} characters`);
    expect(screen.getAllByText(/Username must be 3–20 letters/).length).toBeGreaterThan(0);
    expect(server.calls).toEqual([]);
  });

  it('says the username is taken on the username field', async () => {
    const user = member('free');
    fakeServer({
      'PATCH /api/user': {
        status: 409,
        body: {
          message: 'That username is already taken. Please choose another one.',
          code: 'username_taken',
        },
      },
    });
    const onDone = vi.fn();
    renderSignedIn(user, <EditProfileForm user={user} onDone={onDone} />);
    fill('Username', 'bob');
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    const error = await screen.findByText('That username is already taken. Please choose another one.');
    expect(screen.getByLabelText('Username').getAttribute('aria-describedby')).toContain(error.id);
    expect(onDone).not.toHaveBeenCalled();
  });

  it("shows a display name that is someone else's username on the display name field", async () => {
    const user = member('free');
    fakeServer({
      'PATCH /api/user': {
        status: 409,
        body: { message: 'That display name is another player’s username.', code: 'display_name_taken' },
      },
    });
    renderSignedIn(user, <EditProfileForm user={user} onDone={() => undefined} />);
    fill('Display name', 'bob');
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    // The refusal's code is worded by the errors catalogue (decision 298), in the reader's language.
    const error = await screen.findByText(
      "That display name is another player's username. Please choose another one.",
    );
    expect(screen.getByLabelText('Display name').getAttribute('aria-describedby')).toContain(error.id);
    expect(screen.getByLabelText('Display name').getAttribute('aria-invalid')).toBe('true');
  });

  it('shows any other refusal for the whole form, whatever its status', async () => {
    const user = member('free');
    fakeServer({
      'PATCH /api/user': { status: 409, body: { message: 'Try again later.', code: 'conflict' } },
    });
    renderSignedIn(user, <EditProfileForm user={user} onDone={() => undefined} />);
    fill('Username', 'bob');
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'That could not be done because something changed in the meantime. Please reload and try again.',
    );
    expect(screen.getByLabelText('Username').getAttribute('aria-invalid')).toBeNull();
  });

  it('speaks the reader’s language: labels, the character count and a taken username', async () => {
    const user = member('free', { bio: 'Sicilienne' });
    fakeServer({
      'PATCH /api/user': {
        status: 409,
        body: {
          message: 'That username is already taken. Please choose another one.',
          code: 'username_taken',
        },
      },
    });
    await act(() => activateLocale('fr'));
    try {
      renderSignedIn(user, <EditProfileForm user={user} onDone={() => undefined} />);
      expect(screen.getByRole('form', { name: 'Modifier le profil' })).toBeTruthy();
      expect(screen.getByText(`10/${BIO_MAX} caractères`)).toBeTruthy();
      fill('Nom d’utilisateur', 'bob');
      fireEvent.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));
      await screen.findByText('Ce nom d’utilisateur est déjà pris. Veuillez en choisir un autre.');
      expect(screen.getByRole('button', { name: 'Annuler' })).toBeTruthy();
    } finally {
      await act(() => activateLocale('en'));
    }
  });

  it('refuses a too long bio and a reserved display name in the reader’s language', async () => {
    const user = member('free');
    const server = fakeServer({});
    await act(() => activateLocale('de'));
    try {
      renderSignedIn(user, <EditProfileForm user={user} onDone={() => undefined} />);
      fill('Über mich', 'x'.repeat(BIO_MAX + 1));
      fill('Anzeigename', 'Deleted Player');
      fireEvent.click(screen.getByRole('button', { name: 'Änderungen speichern' }));
      await screen.findByText(`„Über mich“ darf höchstens ${BIO_MAX} Zeichen lang sein`);
      expect(screen.getByText('Der Anzeigename darf nicht „deleted player“ sein')).toBeTruthy();
      expect(server.calls).toEqual([]);
    } finally {
      await act(() => activateLocale('en'));
    }
  });
});
