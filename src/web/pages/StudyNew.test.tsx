import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '../i18n/i18n';
import { fakeServer } from '../test/fake-server';
import { member, renderSignedIn } from '../test/signed-in';
import StudyNew from './StudyNew';

const alice = { id: 'u1', username: 'alice', displayName: null, rating: 1200, avatarUrl: null };
const bob = { id: 'u2', username: 'bob', displayName: 'Bob B', rating: 1300, avatarUrl: null };

function openNew(created: { status: number; body: unknown }) {
  window.history.replaceState(null, '', '/study/new');
  const server = fakeServer({
    'POST /api/studies': created,
    'GET /api/studies': {
      status: 200,
      body: {
        studies: [
          {
            id: 'study2345abcdefgh',
            owner: alice,
            guest: bob,
            startFen: 'x',
            createdAt: '2026-11-27T10:00:00.000Z',
          },
          {
            id: 'study2345abcdefgj',
            owner: alice,
            guest: null,
            startFen: 'x',
            createdAt: '2026-11-26T10:00:00.000Z',
          },
        ],
      },
    },
  });
  renderSignedIn(member('free'), <StudyNew />);
  return server;
}

const badFen = {
  status: 400,
  body: { code: 'invalid_fen', message: 'That FEN is not a legal position: no white king' },
};

describe('a new study board', () => {
  afterEach(async () => {
    cleanup();
    vi.unstubAllGlobals();
    window.history.replaceState(null, '', '/');
    await act(() => activateLocale('en'));
  });

  it('asks for the FEN it starts from, and says why the server refused one', async () => {
    const server = openNew(badFen);
    expect(screen.getByText('New study board')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: /A position \(FEN\)/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Open the study board' }));
    expect(screen.getByRole('alert').textContent).toBe('Paste a FEN first');
    fireEvent.change(screen.getByLabelText('FEN'), { target: { value: '8/8/8/8/8/8/8/k7 w - - 0 1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Open the study board' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'That FEN is not a legal position: no white king',
    );
    expect(server.calls.find((call) => call.method === 'POST')?.body).toEqual({
      start: { kind: 'fen', fen: '8/8/8/8/8/8/8/k7 w - - 0 1' },
    });
    expect(await screen.findByRole('link', { name: 'With Bob B' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Waiting for someone to join' })).toBeTruthy();
  });

  it('speaks the reader’s language: the form, the refusal and the list', async () => {
    await act(() => activateLocale('ar'));
    openNew(badFen);
    expect(screen.getByText('رقعة دراسة جديدة')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: /وضع \(FEN\)/ }));
    fireEvent.click(screen.getByRole('button', { name: 'فتح رقعة الدراسة' }));
    expect(screen.getByRole('alert').textContent).toBe('الصق FEN أولًا');
    fireEvent.change(screen.getByLabelText('FEN'), { target: { value: '8/8/8/8/8/8/8/k7 w - - 0 1' } });
    fireEvent.click(screen.getByRole('button', { name: 'فتح رقعة الدراسة' }));
    const refusal = await screen.findByRole('alert');
    expect(refusal.textContent).toBe('لا يصف هذا الـFEN وضعًا قانونيًا: no white king');
    // The rules' reason is chess.js's English, and says so.
    expect(within(refusal).getByText('no white king').getAttribute('lang')).toBe('en');
    expect(await screen.findByRole('link', { name: 'مع Bob B' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'رقع الدراسة الخاصة بك' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'حذف الدراسة' })).toHaveLength(2);
  });
});
