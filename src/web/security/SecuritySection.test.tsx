import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '../i18n/i18n';
import { fakeServer } from '../test/fake-server';
import { member, renderSignedIn } from '../test/signed-in';
import { SecuritySection } from './SecuritySection';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const HERE = 'a'.repeat(64);
const PHONE = 'b'.repeat(64);
const session = (id: string, current: boolean) => ({
  id,
  createdAt: '2026-11-20T10:00:00.000Z',
  lastUsedAt: '2026-11-23T10:00:00.000Z',
  current,
});

function open(routes: Parameters<typeof fakeServer>[0]) {
  const server = fakeServer({
    'GET /api/user/sessions': {
      status: 200,
      body: { sessions: [session(HERE, true), session(PHONE, false)] },
    },
    ...routes,
  });
  const user = member('free');
  renderSignedIn(user, <SecuritySection user={user} />);
  return server;
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('Profile → Security', () => {
  it('lists the devices, marks this one, and signs another out', async () => {
    const server = open({ [`DELETE /api/user/sessions/${PHONE}`]: { status: 200, body: { message: 'ok' } } });
    const list = await screen.findByRole('list', { name: 'Signed-in devices' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0] as HTMLElement).getByText('This device')).toBeTruthy();
    expect(within(items[0] as HTMLElement).queryByRole('button')).toBeNull();
    fireEvent.click(within(items[1] as HTMLElement).getByRole('button', { name: /Sign out the device/ }));
    await vi.waitFor(() => expect(server.calls.some((c) => c.method === 'DELETE')).toBe(true));
    expect(server.calls.filter((c) => c.method === 'GET').length).toBeGreaterThanOrEqual(1);
  });

  it('signs out everywhere else', async () => {
    const server = open({
      'POST /api/user/sessions/sign-out-others': {
        status: 200,
        body: { message: 'Every other device has been signed out.' },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Sign out everywhere else' }));
    await vi.waitFor(() =>
      expect(server.calls.map((c) => `${c.method} ${c.url}`)).toContain(
        'POST /api/user/sessions/sign-out-others',
      ),
    );
  });

  it('checks the form, then shows a wrong current password beside its field', async () => {
    const server = open({
      'POST /api/user/password': {
        status: 401,
        body: { code: 'invalid_credentials', message: 'Your current password is not right.' },
      },
    });
    type('Current password', 'old one');
    type('New password', 'a quiet rook on the seventh rank');
    type('Confirm new password', 'something else');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Passwords do not match');
    expect(server.calls.some((c) => c.method === 'POST')).toBe(false);
    type('Confirm new password', 'a quiet rook on the seventh rank');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Your current password is not right.')).toBeTruthy();
    expect(server.calls.find((c) => c.method === 'POST')?.body).toEqual({
      currentPassword: 'old one',
      newPassword: 'a quiet rook on the seventh rank',
    });
  });

  it('shows the strength of the new password and why the server found it weak, by the rule they share', async () => {
    const reason =
      'This password is too easy to guess. This is a commonly used password. Add more words that are less common.';
    open({ 'POST /api/user/password': { status: 400, body: { code: 'weak_password', message: reason } } });
    type('Current password', 'old one');
    type('New password', 'password1');
    expect((await screen.findByTestId('password-strength')).textContent).toMatch(/too easy to guess/);
    type('Confirm new password', 'password1');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await vi.waitFor(() => expect(document.getElementById('new-password-error')?.textContent).toBe(reason));
  });

  it('asks for a link to a new address and says where it went', async () => {
    const server = open({
      'POST /api/user/email': {
        status: 200,
        body: {
          message: 'We sent a confirmation link to new@example.test. Your address changes when you open it.',
        },
      },
    });
    type('New email', 'not an address');
    type('Your password, to confirm', 'my password');
    fireEvent.click(screen.getByRole('button', { name: 'Change email' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    type('New email', 'New@Example.test');
    fireEvent.click(screen.getByRole('button', { name: 'Change email' }));
    expect(await screen.findByText(/We sent a confirmation link to new@example.test/)).toBeTruthy();
    expect(server.calls.find((c) => c.url === '/api/user/email')?.body).toEqual({
      newEmail: 'new@example.test',
      currentPassword: 'my password',
    });
  });

  it('speaks the reader’s language: the forms, the devices and a wrong current password', async () => {
    await act(() => activateLocale('es'));
    try {
      const server = open({
        'POST /api/user/password': {
          status: 401,
          body: { code: 'invalid_credentials', message: 'Your current password is not right.' },
        },
      });
      expect(await screen.findByRole('heading', { name: 'Seguridad' })).toBeTruthy();
      const list = await screen.findByRole('list', { name: 'Dispositivos con sesión iniciada' });
      expect(within(list).getByText('Este dispositivo')).toBeTruthy();
      expect(
        within(list).getByRole('button', { name: /^Cerrar la sesión del dispositivo conectado el / }),
      ).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Cerrar sesión en todos los demás' })).toBeTruthy();
      type('Contraseña actual', 'old one');
      type('Nueva contraseña', 'a quiet rook on the seventh rank');
      type('Confirma la nueva contraseña', 'something else');
      fireEvent.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
      expect((await screen.findByRole('alert')).textContent).toBe('Las contraseñas no coinciden');
      type('Confirma la nueva contraseña', 'a quiet rook on the seventh rank');
      fireEvent.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
      expect(await screen.findByText('Tu contraseña actual no es correcta.')).toBeTruthy();
      expect(server.calls.some((c) => c.method === 'POST')).toBe(true);
    } finally {
      await act(() => activateLocale('en'));
    }
  });
});
