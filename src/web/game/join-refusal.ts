import type { I18n, MessageId } from '@lingui/core';
import type { ErrorCode } from '../../core/protocol/errors';

/** What the one refused can do next: see the plans, start their own game, or ask again. */
export type WayForward = 'upgrade' | 'new_game' | 'retry';

export interface JoinRefusalScreen {
  title: string;
  detail: string;
  way: WayForward;
}

/** A refused join as the room keeps it: worded when drawn, so a language switch words it again. */
export interface JoinRefusal {
  code: ErrorCode | null;
  /** The refusal's own words: the server's, or the room's when it knew the refusal without asking. */
  message: string | null;
}

type Screen = (i18n: I18n, message: string | null) => JoinRefusalScreen;

/** The refusals a joiner cannot get past by asking again; each has its own screen. */
const SCREENS: Partial<Record<ErrorCode, Screen>> = {
  allowance_exhausted: (i18n, message) => ({
    title: i18n._('room.refusal.allowance.title'),
    detail: message ?? i18n._('room.refusal.allowance.detail'),
    way: 'upgrade',
  }),
  game_full: (i18n) => ({
    title: i18n._('room.refusal.full.title'),
    detail: i18n._('room.refusal.full.detail'),
    way: 'new_game',
  }),
  game_over: (i18n) => ({
    title: i18n._('room.refusal.over.title'),
    detail: i18n._('room.refusal.over.detail'),
    way: 'new_game',
  }),
  // Neutral words whatever the reason (a block is silent, decision 201): asking again would not help.
  contact_refused: (i18n) => ({
    title: i18n._('room.refusal.contact.title'),
    detail: i18n._('room.refusal.contact.detail'),
    way: 'new_game',
  }),
  seat_reserved: (i18n, message) => ({
    title: i18n._('room.refusal.reserved.title'),
    detail: i18n._('room.refusal.reserved.detail', {
      reason: message ?? i18n._('room.refusal.reserved.reason'),
    }),
    way: 'new_game',
  }),
};

/** The screen for a refused join, decided by the refusal's code; null when asking again may work. */
export function joinRefusalScreen(
  i18n: I18n,
  code: ErrorCode | null,
  message: string | null,
): JoinRefusalScreen | null {
  const screen = code ? SCREENS[code] : undefined;
  return screen ? screen(i18n, message) : null;
}

/**
 * The server's words for a refusal where the screen shows them, while they are in the reader's language: the
 * server speaks English only for now (issue 31), so another reader gets the screen's own general words instead.
 */
export function serverWordsFor(i18n: I18n, message: string): string | null {
  return i18n.locale === 'en' ? message : null;
}

const HOST_REASONS: Partial<Record<ErrorCode, MessageId>> = {
  allowance_exhausted: 'room.hostJoin.allowance',
  game_full: 'room.hostJoin.full',
  game_over: 'room.hostJoin.over',
  seat_reserved: 'room.hostJoin.reserved',
};

/** Why someone could not join, as the host reads it: "Sam could not join: the game is full". */
export function hostJoinNotice(i18n: I18n, name: string, code: ErrorCode): string {
  return i18n._('room.hostJoin.notice', {
    name,
    reason: i18n._(HOST_REASONS[code] ?? 'room.hostJoin.refused'),
  });
}
