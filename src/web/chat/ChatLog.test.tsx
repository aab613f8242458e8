import errorsArea from 'virtual:catalogue-area/errors';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChatEntry, ClientMessage, ServerMessage } from '../../core/protocol';
import { activateLocale, loadArea } from '../i18n/i18n';
import { LiveDispatcher } from '../lib/live-dispatcher';
import type { LiveSocket } from '../lib/live-socket';
import { createQueryClient } from '../lib/query-client';
import { InLanguage } from '../test/in-language';
import { ChatLog } from './ChatLog';

function fakeLive() {
  const dispatcher = new LiveDispatcher();
  const sent: ClientMessage[] = [];
  let open = true;
  const live: LiveSocket = {
    status: 'open',
    userId: 'u1',
    on: (type, handler) => dispatcher.on(type, handler),
    onMessage: (handler) => dispatcher.onAny(handler),
    onStatus: () => () => {},
    send: (message) => {
      if (!open) return false;
      sent.push(message);
      return true;
    },
    joinGame: () => {},
    leaveGame: () => {},
    reconnect: () => {},
    close: () => {},
  };
  return {
    live,
    sent,
    setOpen: (value: boolean) => {
      open = value;
    },
    deliver: (message: ServerMessage) =>
      act(() => {
        dispatcher.dispatch(message);
      }),
  };
}

const entry = (id: string, message: string, extra: Partial<ChatEntry> = {}): ChatEntry => ({
  id,
  gameId: 'g1',
  userId: 'u1',
  username: 'alice',
  message,
  timestamp: new Date(2026, 0, 2, 21, 4).toISOString(),
  isSystem: false,
  ...extra,
});

function renderLog(log: ChatEntry[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ messages: log }), { status: 200 })),
  );
  const socket = fakeLive();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ChatLog gameId="g1" live={socket.live} />
    </QueryClientProvider>,
    // The report dialog it opens speaks through the catalogues.

    { wrapper: InLanguage },
  );
  return socket;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('chat log', () => {
  it('shows the stored log with names, 24-hour times and system lines, as text only', async () => {
    renderLog([
      entry('001', '<img src=x onerror=alert(1)> hello'),
      entry('002', 'bob joined the video call', { isSystem: true, username: 'System', userId: null }),
    ]);
    const log = await screen.findByRole('log');
    await waitFor(() => expect(log.textContent).toContain('<img src=x onerror=alert(1)> hello'));
    expect(log.querySelector('img')).toBeNull();
    expect(log.textContent).toContain('alice: ');
    expect(log.textContent).toContain('21:04');
    const system = log.querySelector('[data-system]');
    expect(system?.textContent).toContain('bob joined the video call');
    expect(system?.textContent).not.toContain('System');
  });

  it('can be focused and scrolled by keyboard, under its own name', async () => {
    renderLog([]);
    const log = await screen.findByRole('log', { name: 'Chat messages' });
    expect(log.tabIndex).toBe(0);
    log.focus();
    expect(document.activeElement).toBe(log);
  });

  it('sends over the socket, counts characters, and shows the echoed entry once', async () => {
    const socket = renderLog([]);
    await screen.findByText('No messages yet');
    const input = screen.getByLabelText('Message');
    fireEvent.change(input, { target: { value: 'good luck!' } });
    expect(screen.getByText('10/500')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(socket.sent).toEqual([
      { type: 'chat', gameId: 'g1', message: 'good luck!', ref: expect.stringMatching(/^chat-/) },
    ]);
    expect(screen.getByText('0/500')).toBeTruthy();
    const echoed = entry('003', 'good luck!');
    await socket.deliver({ type: 'chat', entry: echoed });
    await socket.deliver({ type: 'chat', entry: echoed });
    await socket.deliver({ type: 'chat', entry: { ...echoed, id: '004', gameId: 'other' } });
    expect(screen.getAllByText('good luck!')).toHaveLength(1);
  });

  it('puts a refused message back in the box with the reason', async () => {
    const socket = renderLog([]);
    await screen.findByText('No messages yet');
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'too fast' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    const sent = socket.sent[0] as Extract<ClientMessage, { type: 'chat' }>;
    await socket.deliver({
      type: 'error',
      message: 'You are sending messages too quickly. Please wait a moment.',
      code: 'rate_limited',
      ref: sent.ref,
    });
    expect(screen.getByRole('alert').textContent).toBe(
      'You are sending messages too quickly. Please wait a moment.',
    );
    expect((screen.getByLabelText('Message') as HTMLInputElement).value).toBe('too fast');
  });

  it('keeps the text when the socket is down', async () => {
    const socket = renderLog([]);
    await screen.findByText('No messages yet');
    socket.setOpen(false);
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'hello?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('alert').textContent).toBe('Not connected - your message was not sent');
    expect((screen.getByLabelText('Message') as HTMLInputElement).value).toBe('hello?');
  });

  it("offers to report another person's line, never one's own or a system line, naming that line", async () => {
    renderLog([
      entry('001', 'hello', { userId: 'u1', username: 'alice' }),
      entry('002', 'you are awful', { userId: 'u2', username: 'bob' }),
      entry('003', 'bob joined the video call', { isSystem: true, username: 'System', userId: null }),
    ]);
    await screen.findByText('you are awful');
    const buttons = screen.getAllByRole('button', { name: /^Report / });
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual(['Report bob’s message']);
    // The log reads as before: the button adds no text to it.
    expect(screen.getByRole('log').textContent).not.toContain('Report');

    const calls: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init?: RequestInit) => {
        calls.push(JSON.parse(String(init?.body)));
        return new Response(
          JSON.stringify({
            id: 'r1',
            reported: { id: 'u2', username: 'bob', displayName: null, rating: 1500, avatarUrl: null },
            blocked: false,
          }),
          { status: 200, headers: { 'content-type': 'application/json' } },
        );
      }),
    );
    fireEvent.click(buttons[0] as HTMLElement);
    const dialog = screen.getByRole('dialog', { name: 'Report bob' });
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'abuse_in_chat_or_call' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await within(dialog).findByRole('status');
    expect(calls).toEqual([
      { subject: { kind: 'chat', gameId: 'g1', messageId: '002' }, reason: 'abuse_in_chat_or_call' },
    ]);
  });

  it("speaks the reader's language", async () => {
    await act(() => activateLocale('pt-BR'));
    try {
      const socket = renderLog([]);
      await screen.findByText('Nenhuma mensagem ainda');
      expect(screen.getByRole('log', { name: 'Mensagens do chat' })).toBeTruthy();
      socket.setOpen(false);
      fireEvent.change(screen.getByLabelText('Mensagem'), { target: { value: 'olá?' } });
      fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
      expect(screen.getByRole('alert').textContent).toBe('Sem conexão - sua mensagem não foi enviada');
    } finally {
      await act(() => activateLocale('en'));
    }
  });

  it("says until when a muted writer's chat is closed, in the reader's language and calendar", async () => {
    // The game room loads the errors area with its own (src/web/pages/GameRoom.tsx).
    await act(() => loadArea(errorsArea));
    await act(() => activateLocale('de'));
    try {
      const socket = renderLog([]);
      await screen.findByLabelText('Nachricht');
      fireEvent.change(screen.getByLabelText('Nachricht'), { target: { value: 'hallo' } });
      fireEvent.click(screen.getByRole('button', { name: 'Senden' }));
      const sent = socket.sent[0] as Extract<ClientMessage, { type: 'chat' }>;
      const until = Date.UTC(2026, 10, 28, 16, 5);
      await socket.deliver({
        type: 'error',
        message: 'A moderator has muted your chat until 2026-11-28 16:05 UTC.',
        code: 'chat_muted',
        hold: 'dated',
        until,
        ref: sent.ref,
      });
      const day = new Intl.DateTimeFormat('de', { day: 'numeric', month: 'short', year: 'numeric' }).format(
        until,
      );
      const time = new Intl.DateTimeFormat('de', { hour: 'numeric', minute: 'numeric' }).format(until);
      expect(screen.getByRole('alert').textContent).toBe(
        `Ein Moderator hat deinen Chat bis ${day}, ${time} stummgeschaltet.`,
      );
    } finally {
      await act(() => activateLocale('en'));
    }
  });

  it("words the server's system lines in the reader's language, and an unknown one as it is", async () => {
    await act(() => activateLocale('de'));
    try {
      renderLog([
        entry('002', 'bob joined the video call', { isSystem: true, username: 'System', userId: null }),
        entry('003', 'Recording stopped: a player left', {
          isSystem: true,
          username: 'System',
          userId: null,
        }),
        entry('004', 'The board was turned', { isSystem: true, username: 'System', userId: null }),
      ]);
      const log = await screen.findByRole('log');
      await waitFor(() => expect(log.querySelectorAll('[data-system]')).toHaveLength(3));
      const lines = [...log.querySelectorAll('[data-system]')].map((line) => line.textContent ?? '');
      expect(lines[0]).toContain('bob ist dem Videoanruf beigetreten');
      expect(lines[1]).toContain('Aufnahme beendet: Ein Spieler ist gegangen');
      expect(lines[2]).toContain('The board was turned');
    } finally {
      await act(() => activateLocale('en'));
    }
  });
});
