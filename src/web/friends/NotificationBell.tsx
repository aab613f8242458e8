import { useLingui } from '@lingui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Bell } from 'lucide-react';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { Link, useLocation } from 'wouter';
import type {
  ChallengesResponse,
  Notification,
  NotificationsResponse,
  ServerMessage,
} from '../../core/protocol';
import { Button } from '../components/ui/button';
import { sounds } from '../game/sounds';
import { dateTimeText } from '../i18n/game-words';
import { apiRequest } from '../lib/api';
import { getLiveSocket } from '../lib/live-socket';
import { useLiveMessages } from '../lib/use-live-messages';
import { CHALLENGES_KEY, FRIENDS_KEY, NOTIFICATIONS_KEY } from './friends-api';
import { LiveChallenge } from './LiveChallenge';
import { notificationText, useNotificationWords } from './notification-words';
import { OutgoingChallenge } from './OutgoingChallenge';

/** Where a notification leads when clicked. */
function linkOf(notification: Notification): string {
  if (notification.gameId) return `/game/${notification.gameId}`;
  if (notification.kind === 'study_invitation' && notification.refId) return `/study/${notification.refId}`;
  if (notification.kind === 'tournament_invitation' && notification.refId)
    return `/tournaments/${encodeURIComponent(notification.refId)}`;
  return '/friends';
}

/**
 * The header's bell (issue 15): the unread count, the latest notifications, and, on any page, a challenge
 * the moment it arrives (with a sound). Loaded lazily, so the home page does not carry it.
 */
export default function NotificationBell() {
  useNotificationWords();
  const { i18n } = useLingui();
  const client = useQueryClient();
  const [, navigate] = useLocation();
  const [open, setOpen] = useState(false);
  // Pending challenges to the user, read on every page load too: one sent while the page loaded is not missed.
  const [dismissed, setDismissed] = useState<ReadonlySet<string>>(new Set());
  const challenges = useQuery<ChallengesResponse>({ queryKey: CHALLENGES_KEY });
  const challenge = challenges.data?.incoming.find((c) => !dismissed.has(c.id)) ?? null;
  // The user's own challenges waiting for an answer, the latest first (at most two, to keep the page visible).
  const sent = (challenges.data?.outgoing ?? []).filter((c) => !dismissed.has(c.id)).slice(0, 2);
  const dismiss = (id: string) => {
    setDismissed((before) => new Set([...before, id]));
    void client.invalidateQueries({ queryKey: CHALLENGES_KEY });
  };
  const list = useQuery<NotificationsResponse>({ queryKey: NOTIFICATIONS_KEY });
  const markRead = useMutation({
    // The server answers 204, no body: there is no JSON to read.
    mutationFn: () => apiRequest('POST', '/api/notifications/read'),
    onSuccess: () => {
      // The count goes at once; the list is then read again for anything that arrived meanwhile.
      client.setQueryData<NotificationsResponse>(NOTIFICATIONS_KEY, (before) =>
        before
          ? { unread: 0, notifications: before.notifications.map((n) => ({ ...n, read: true })) }
          : before,
      );
      return client.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
    },
  });

  // A notification sent while this tab's socket was not yet (or no longer) open reaches it by no message: each time
  // the socket opens, the list and the challenges are read again, so none is missed until the next page load.
  useEffect(
    () =>
      getLiveSocket().onStatus((status) => {
        if (status !== 'open') return;
        void client.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
        void client.invalidateQueries({ queryKey: CHALLENGES_KEY });
      }),
    [client],
  );

  useLiveMessages((message: ServerMessage) => {
    if (message.type === 'friends_changed') {
      void client.invalidateQueries({ queryKey: FRIENDS_KEY });
      void client.invalidateQueries({ queryKey: CHALLENGES_KEY });
      return;
    }
    if (message.type !== 'notification') return;
    void client.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
    const { notification } = message;
    if (notification.kind === 'challenge') {
      sounds.play('check');
      void client.invalidateQueries({ queryKey: CHALLENGES_KEY });
    } else if (notification.kind === 'challenge_accepted' && notification.gameId) {
      // The challenger is taken to the room too: both land there together.
      void client.invalidateQueries({ queryKey: CHALLENGES_KEY });
      navigate(`/game/${notification.gameId}`);
    } else if (notification.kind === 'challenge_declined') {
      void client.invalidateQueries({ queryKey: CHALLENGES_KEY });
    } else if (notification.kind === 'friend_request' || notification.kind === 'friend_accepted') {
      void client.invalidateQueries({ queryKey: FRIENDS_KEY });
    }
  });

  const unread = list.data?.unread ?? 0;
  const notifications = list.data?.notifications ?? [];
  return (
    <div className="relative">
      <Button
        variant="ghost"
        size="icon"
        aria-label={
          unread > 0 ? i18n._('notifications.unread', { count: unread }) : i18n._('notifications.title')
        }
        aria-expanded={open}
        data-testid="notification-bell"
        onClick={() => {
          setOpen(!open);
          if (!open && unread > 0) markRead.mutate();
        }}
      >
        <Bell />
        {unread > 0 ? (
          <span
            data-testid="unread-count"
            className="absolute -top-0.5 -end-0.5 min-w-4 rounded-full bg-destructive px-1 text-center text-[10px] leading-4 text-white"
          >
            {unread > 99 ? '99+' : unread}
          </span>
        ) : null}
      </Button>
      {open ? (
        <section
          aria-label={i18n._('notifications.title')}
          className="absolute end-0 z-50 mt-2 w-80 rounded-lg border bg-background p-2 shadow-lg"
        >
          {notifications.length === 0 ? (
            <p className="p-3 text-sm text-muted-foreground">{i18n._('notifications.none')}</p>
          ) : (
            <ul className="max-h-96 divide-y overflow-y-auto">
              {notifications.map((n) => (
                <li key={n.id} className="p-2 text-sm">
                  <Link href={linkOf(n)} onClick={() => setOpen(false)} className="hover:underline">
                    {notificationText(i18n, n)}
                  </Link>
                  <p className="text-xs text-muted-foreground">{dateTimeText(i18n, n.createdAt)}</p>
                </li>
              ))}
            </ul>
          )}
          <div className="border-t p-2 text-end">
            <Link href="/friends" onClick={() => setOpen(false)} className="text-sm font-medium underline">
              {i18n._('notifications.friends')}
            </Link>
          </div>
        </section>
      ) : null}
      {/* Into the body: the header's backdrop blur would otherwise pin "fixed" cards inside the header. */}
      {challenge || sent.length > 0
        ? createPortal(
            <div className="fixed end-4 bottom-4 z-50 grid max-w-[calc(100vw-2rem)] gap-2">
              {sent.map((mine) => (
                <OutgoingChallenge key={mine.id} challenge={mine} onDone={() => dismiss(mine.id)} />
              ))}
              {challenge ? (
                <LiveChallenge
                  key={challenge.id}
                  challenge={challenge}
                  onDone={() => dismiss(challenge.id)}
                />
              ) : null}
            </div>,
            document.body,
          )
        : null}
    </div>
  );
}
