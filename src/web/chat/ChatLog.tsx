import { useLingui } from '@lingui/react';
import { Flag } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { CHAT_MESSAGE_MAX } from '../../core/limits';
import type { ChatEntry } from '../../core/protocol';
import { Button } from '../components/ui/button';
import { Input } from '../components/ui/input';
import { loadedMessage } from '../i18n/loaded-message';
import { cn } from '../lib/cn';
import type { LiveSocket } from '../lib/live-socket';
import { ReportDialog } from '../reports/ReportDialog';
import { callWords } from '../video/call-words';
import { formatChatTime } from './chat-time';
import { systemLineWords } from './system-line-words';
import { CHAT_NOT_SENT, type ChatChannel, useChatLog } from './use-chat-log';

/**
 * The players' chat log (spec §3 'Chat log entry'): username, message and 24-hour time; system
 * entries (joins, leaves) set apart. Messages are rendered as text, never as HTML. A signed-in reader
 * may report another person's line (issue 28): the report names that line, and carries the log.
 */
export function ChatLog({
  gameId,
  live,
  channel = 'players',
  readOnly = false,
  onEntries,
}: {
  gameId: string;
  live?: LiveSocket;
  /** The players' chat, or the spectators' (decision 275): the same log, its own lines. */
  channel?: ChatChannel;
  /** The log without the box to write in (the players reading the spectators' chat after their game). */
  readOnly?: boolean;
  /** Told the log after each change (the room counts unread lines); `loaded` once the stored log is in. */
  onEntries?(entries: readonly ChatEntry[], loaded: boolean): void;
}) {
  callWords.useWords();
  const { i18n } = useLingui();
  const { entries, isLoading, loadError, error, send, viewerId } = useChatLog(gameId, live, channel);
  const errorText = !error
    ? null
    : error.code === CHAT_NOT_SENT
      ? i18n._('call.chat.notSent')
      : error.code === 'rate_limited'
        ? i18n._('call.chat.tooFast')
        : (loadedMessage(i18n, `error.${error.code}`, error.values) ?? error.message);
  const [reporting, setReporting] = useState<ChatEntry | null>(null);
  const report = useRef(onEntries);
  report.current = onEntries;
  useEffect(() => {
    report.current?.(entries, !isLoading);
  }, [entries, isLoading]);
  const [draft, setDraft] = useState('');
  const logRef = useRef<HTMLDivElement>(null);
  const inputId = useId();
  const counterId = useId();

  useEffect(() => {
    const log = logRef.current;
    if (log && entries.length > 0) log.scrollTop = log.scrollHeight;
  }, [entries.length]);

  useEffect(() => {
    if (error) setDraft((current) => current || error.text);
  }, [error]);

  const text = draft.trim();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text || text.length > CHAT_MESSAGE_MAX) return;
    if (send(text)) setDraft('');
  };

  return (
    <section
      aria-label={i18n._(channel === 'players' ? 'call.chat.label' : 'call.chat.spectatorsLabel')}
      className="flex h-full min-h-0 flex-col gap-2"
    >
      {/* The log role sits on a wrapper: on the <ol> itself it would strip the list semantics of its items. */}
      <div
        ref={logRef}
        role="log"
        aria-label={i18n._('call.chat.messages')}
        aria-live="polite"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region with nothing focusable inside takes focus to scroll by keyboard
        tabIndex={0}
        className="min-h-16 flex-1 overflow-y-auto rounded-md border bg-muted/40 p-2 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <ol className="space-y-1">
          {entries.length === 0 && (
            <li className="text-muted-foreground">
              {i18n._(
                isLoading ? 'call.chat.loading' : loadError ? 'call.chat.loadFailed' : 'call.chat.empty',
              )}
            </li>
          )}
          {entries.map((entry) => (
            <li
              key={entry.id}
              data-system={entry.isSystem || undefined}
              className={cn('break-words', entry.isSystem && 'italic text-muted-foreground')}
            >
              {!entry.isSystem && <span className="font-semibold">{entry.username}: </span>}
              <span>{entry.isSystem ? systemLineWords(i18n, entry.message) : entry.message}</span>{' '}
              <time dateTime={entry.timestamp} className="text-xs text-muted-foreground tabular-nums">
                {formatChatTime(entry.timestamp, i18n.locale)}
              </time>
              {viewerId && entry.userId && entry.userId !== viewerId && !entry.isSystem ? (
                <button
                  type="button"
                  aria-label={i18n._('call.chat.reportLabel', { name: entry.username })}
                  title={i18n._('call.chat.report')}
                  className="ms-1 inline-flex align-middle text-muted-foreground hover:text-destructive"
                  onClick={() => setReporting(entry)}
                >
                  <Flag className="size-3" aria-hidden="true" />
                </button>
              ) : null}
            </li>
          ))}
        </ol>
      </div>
      {reporting ? (
        <ReportDialog
          open
          onOpenChange={(open) => {
            if (!open) setReporting(null);
          }}
          subject={{ kind: 'chat', gameId, messageId: reporting.id }}
          name={reporting.username}
        />
      ) : null}
      <form onSubmit={submit} hidden={readOnly} className="flex shrink-0 items-start gap-2">
        <div className="flex-1">
          <label htmlFor={inputId} className="sr-only">
            {i18n._('call.chat.input')}
          </label>
          <Input
            id={inputId}
            value={draft}
            maxLength={CHAT_MESSAGE_MAX}
            placeholder={i18n._('call.chat.placeholder')}
            autoComplete="off"
            aria-describedby={counterId}
            onChange={(event) => setDraft(event.target.value)}
          />
          <div className="mt-1 flex justify-between gap-2 text-xs">
            <span role="alert" className="text-destructive">
              {errorText}
            </span>
            <span id={counterId} className="tabular-nums text-muted-foreground">
              {draft.length}/{CHAT_MESSAGE_MAX}
            </span>
          </div>
        </div>
        <Button type="submit" disabled={!text}>
          {i18n._('call.chat.send')}
        </Button>
      </form>
    </section>
  );
}
