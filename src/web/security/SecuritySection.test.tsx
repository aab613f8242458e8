import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
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

  it('shows the strength of the new password and the reason the server gives for a weak one', async () => {
    open({
      'POST /api/user/password': {
        status: 400,
        body: { code: 'weak_password', message: 'This password is too easy to guess. Avoid your own name.' },
      },
    });
    type('Current password', 'old one');
    type('New password', 'password1');
    expect((await screen.findByTestId('password-strength')).textContent).toMatch(/too easy to guess/);
    type('Confirm new password', 'password1');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('This password is too easy to guess. Avoid your own name.')).toBeTruthy();
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
});
