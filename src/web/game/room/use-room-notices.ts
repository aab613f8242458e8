import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { useLocation } from 'wouter';
import type { ErrorCode } from '../../../core/protocol';
import { USER_QUERY_KEY } from '../../lib/auth';
import { queryClient } from '../../lib/query-client';
import { storeReturnPath } from '../../lib/return-path';
import { useLiveMessages } from '../../lib/use-live-messages';
import { toast } from '../../lib/use-toast';
import { type JoinRefusal, joinRefusalScreen, serverWordsFor } from '../join-refusal';
import type { RoomNotice } from '../room-state';
import { needsSignIn, toastFor } from '../room-text';
import { sounds } from '../sounds';

/** Someone the host's room heard was refused the black seat. */
export interface HostJoinRefusal {
  name: string;
  code: ErrorCode;
}

export interface RoomNotices {
  /** What the room controller tells the page: sounds, toasts, a rematch to follow, a sign-in to ask for. */
  onNotice(notice: RoomNotice): void;
  /** The viewer's own join, refused for a reason asking again cannot change (its screen replaces the room). */
  myJoinRefused: JoinRefusal | null;
  clearMyJoinRefused(): void;
  /** In the host's room: the last one refused the other seat, until dismissed. */
  guestRefused: HostJoinRefusal | null;
  dismissGuestRefused(): void;
}

/** How the room answers its controller's notices and the server's word of a refused guest. */
export function useRoomNotices(gameId: string): RoomNotices {
  const { i18n } = useLingui();
  const [location, navigate] = useLocation();
  const [myJoinRefused, setMyJoinRefused] = useState<JoinRefusal | null>(null);
  const [guestRefused, setGuestRefused] = useState<HostJoinRefusal | null>(null);
  useLiveMessages((message) => {
    if (message.type !== 'join_refused' || message.gameId !== gameId) return;
    setGuestRefused({ name: message.displayName || message.username, code: message.code });
  });
  const onNotice = (notice: RoomNotice) => {
    if (notice.kind === 'sound') {
      sounds.play(notice.sound);
      return;
    }
    if (notice.kind === 'rematch') {
      // The same route as this room's (`/games/:id` or `/game/:id`): the page stays mounted, and with it the call's tiles.
      navigate(`${location.startsWith('/games/') ? '/games' : '/game'}/${notice.gameId}`);
      return;
    }
    if (notice.kind === 'join_failed') {
      const refusal = { code: notice.code, message: serverWordsFor(i18n, notice.message) };
      setMyJoinRefused(joinRefusalScreen(i18n, refusal.code, refusal.message) ? refusal : null);
    }
    const shown = toastFor(i18n, notice);
    if (shown) toast(shown);
    if (needsSignIn(notice)) {
      storeReturnPath(location);
      navigate(`/signin?redirect=${encodeURIComponent(location)}`);
      // The session has ended: asking again lets the sign-in screen show its form instead of bouncing back.
      void queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
    }
  };
  return {
    onNotice,
    myJoinRefused,
    clearMyJoinRefused: () => setMyJoinRefused(null),
    guestRefused,
    dismissGuestRefused: () => setGuestRefused(null),
  };
}
