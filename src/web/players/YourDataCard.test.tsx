import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '../i18n/i18n';
import { USER_QUERY_KEY } from '../lib/auth';
import { fakeServer } from '../test/fake-server';
import { member, renderSignedIn } from '../test/signed-in';
import { YourDataCard } from './YourDataCard';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function openDeleteDialog() {
  fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
  return screen.getByRole('dialog');
}

describe('the Your data section', () => {
  it('downloads the export as the file the server names', async () => {
    const zip = new Uint8Array([0x50, 0x4b, 0x05, 0x06]);
    const fetchMock = vi.fn<typeof fetch>(
      async () =>
        new Response(zip, {
          status: 200,
          headers: {
            'content-type': 'application/zip',
            'content-disposition': 'attachment; filename="chesschat-alice-2026-11-24.zip"',
          },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const created = vi.fn(() => 'blob:export');
    vi.stubGlobal(
      'URL',
      class extends URL {
        static override createObjectURL = created;
        static override revokeObjectURL = vi.fn();
      },
    );
    const downloads: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(`${this.download} ${this.getAttribute('href')}`);
    });
    renderSignedIn(member('free'), <YourDataCard />);
    fireEvent.click(screen.getByRole('button', { name: 'Export my data' }));
    await waitFor(() => expect(downloads).toEqual(['chesschat-alice-2026-11-24.zip blob:export']));
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/user/export');
    expect(created).toHaveBeenCalledTimes(1);
  });

  it('asks for the password before deleting, and says when it is wrong', async () => {
    const server = fakeServer({
      'POST /api/user/delete': {
        status: 401,
        body: { code: 'invalid_credentials', message: 'Invalid email or password' },
      },
    });
    renderSignedIn(member('free'), <YourDataCard />);
    const dialog = openDeleteDialog();
    expect(dialog.textContent).toContain('deleted player');
    fireEvent.click(screen.getAllByRole('button', { name: 'Delete my account' }).at(-1) as HTMLElement);
    await screen.findByText('Password is required');
    expect(server.calls).toEqual([]);

    fireEvent.change(screen.getByLabelText('Your password'), { target: { value: 'guess' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Delete my account' }).at(-1) as HTMLElement);
    await screen.findByText('That password is not right. Please try again.');
    expect(server.calls).toEqual([{ method: 'POST', url: '/api/user/delete', body: { password: 'guess' } }]);
  });

  it('deletes the account with the password and signs out', async () => {
    const server = fakeServer({
      'POST /api/user/delete': { status: 200, body: { message: 'Your account has been deleted.' } },
    });
    const { client } = renderSignedIn(member('premium'), <YourDataCard />);
    openDeleteDialog();
    fireEvent.change(screen.getByLabelText('Your password'), { target: { value: 'correct horse' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Delete my account' }).at(-1) as HTMLElement);
    await waitFor(() => expect(client.getQueryData(USER_QUERY_KEY)).toBeNull());
    expect(server.calls).toEqual([
      { method: 'POST', url: '/api/user/delete', body: { password: 'correct horse' } },
    ]);
  });

  it('asks for the password and says it is wrong in the reader’s language', async () => {
    fakeServer({
      'POST /api/user/delete': {
        status: 401,
        body: { code: 'invalid_credentials', message: 'Invalid email or password' },
      },
    });
    await act(() => activateLocale('es'));
    try {
      renderSignedIn(member('free'), <YourDataCard />);
      expect(screen.getByRole('region', { name: 'Tus datos' })).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: 'Eliminar mi cuenta' }));
      const dialog = screen.getByRole('dialog');
      expect(dialog.textContent).toContain('¿Eliminar tu cuenta?');
      expect(dialog.textContent).toContain('«jugador eliminado»');
      fireEvent.change(screen.getByLabelText('Tu contraseña'), { target: { value: 'guess' } });
      fireEvent.click(screen.getAllByRole('button', { name: 'Eliminar mi cuenta' }).at(-1) as HTMLElement);
      await screen.findByText('Esa contraseña no es correcta. Inténtalo de nuevo.');
    } finally {
      await act(() => activateLocale('en'));
    }
  });
});
