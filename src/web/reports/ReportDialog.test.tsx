import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '../i18n/i18n';
import { fakeServer } from '../test/fake-server';
import { member, renderSignedIn } from '../test/signed-in';
import { ReportButton } from './ReportButton';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const SENT = 'Thank you. Your report was sent, and a moderator will look at it.';
const BLOCKED_BOB = 'You have blocked Bob: they can no longer reach you.';
const BLOCK_FAILED =
  'Your report was sent, but the block did not go through. You can block them from their profile.';

const BOB = { id: 'u-bob', username: 'bob', displayName: 'Bob', rating: 1500, avatarUrl: null };

function openDialog() {
  renderSignedIn(member('free'), <ReportButton subject={{ kind: 'game', gameId: 'g1' }} name="Bob" />);
  fireEvent.click(screen.getByRole('button', { name: 'Report' }));
  return screen.getByRole('dialog', { name: 'Report Bob' });
}

function choose(dialog: HTMLElement, reason: string) {
  fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: reason } });
}

describe('the report dialog', () => {
  it('asks for a reason before sending anything', async () => {
    const server = fakeServer({});
    const dialog = openDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('Choose a reason.');
    expect(server.calls).toEqual([]);
  });

  it('sends the reason and words, then blocks too when asked', async () => {
    const server = fakeServer({
      'POST /api/reports': { status: 200, body: { id: 'r1', reported: BOB, blocked: false } },
      'POST /api/blocks': { status: 200, body: { blocked: BOB } },
    });
    const dialog = openDialog();
    choose(dialog, 'harassment');
    fireEvent.change(within(dialog).getByLabelText('What happened (optional)'), {
      target: { value: '  insults in chat ' },
    });
    fireEvent.click(within(dialog).getByLabelText('Block them too'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect((await within(dialog).findByRole('status')).textContent).toContain(SENT);
    expect(within(dialog).getByText(BLOCKED_BOB)).toBeTruthy();
    expect(server.calls.map((call) => [call.method, call.url, call.body])).toEqual([
      [
        'POST',
        '/api/reports',
        { subject: { kind: 'game', gameId: 'g1' }, reason: 'harassment', text: 'insults in chat' },
      ],
      ['POST', '/api/blocks', { username: 'bob' }],
    ]);
  });

  it('does not block when the box is left unticked', async () => {
    const server = fakeServer({
      'POST /api/reports': { status: 200, body: { id: 'r1', reported: BOB, blocked: false } },
    });
    const dialog = openDialog();
    choose(dialog, 'spam');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await within(dialog).findByRole('status');
    expect(server.calls.map((call) => call.url)).toEqual(['/api/reports']);
    expect(within(dialog).queryByText(BLOCKED_BOB)).toBeNull();
  });

  it("shows the server's refusal and keeps the form to try again", async () => {
    fakeServer({
      'POST /api/reports': {
        status: 409,
        body: { code: 'report_duplicate', message: 'You have already reported on this game.' },
      },
    });
    const dialog = openDialog();
    choose(dialog, 'cheating');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      'You have already reported on this game.',
    );
    await waitFor(() =>
      expect(
        (within(dialog).getByRole('button', { name: 'Send report' }) as HTMLButtonElement).disabled,
      ).toBe(false),
    );
  });

  it('speaks the reader’s language: the button, the reasons and the refusal', async () => {
    fakeServer({
      'POST /api/reports': {
        status: 409,
        body: { code: 'report_duplicate', message: 'You have already reported on this game.' },
      },
    });
    await act(() => activateLocale('ar'));
    try {
      renderSignedIn(member('free'), <ReportButton subject={{ kind: 'game', gameId: 'g1' }} name="Bob" />);
      fireEvent.click(await screen.findByRole('button', { name: 'إبلاغ' }));
      const dialog = screen.getByRole('dialog', { name: 'الإبلاغ عن Bob' });
      expect(within(dialog).getByRole('option', { name: 'تحرّش' })).toBeTruthy();
      fireEvent.click(within(dialog).getByRole('button', { name: 'أرسل البلاغ' }));
      expect((await within(dialog).findByRole('alert')).textContent).toBe('اختر سببًا.');
      fireEvent.change(within(dialog).getByLabelText('السبب'), { target: { value: 'spam' } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'أرسل البلاغ' }));
      expect((await within(dialog).findByRole('alert')).textContent).toBe(
        'لقد أبلغت عن هذه المباراة من قبل. سيطّلع عليها أحد المشرفين.',
      );
    } finally {
      await act(() => activateLocale('en'));
    }
  });

  it('says so when the report went but the block did not', async () => {
    fakeServer({
      'POST /api/reports': { status: 200, body: { id: 'r1', reported: BOB, blocked: false } },
      'POST /api/blocks': { status: 500, body: { code: 'internal_error', message: 'boom' } },
    });
    const dialog = openDialog();
    choose(dialog, 'hate');
    fireEvent.click(within(dialog).getByLabelText('Block them too'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(BLOCK_FAILED);
    expect(within(dialog).getByRole('status').textContent).toContain(SENT);
  });
});
