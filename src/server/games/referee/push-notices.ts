import type { Color, PublicUser, PushNotice } from '../../../core/protocol';
import { longTimeControl } from '../../../core/time-control';
import type { GameRecord } from '../record/record';
import { inviterLabel } from '../setup/invitation-mail';

/** Where the referee sends notices to a player's devices (the push feature's notifier, decision 186). */
export interface PlayerNotices {
  /** Never blocks and never throws: the notice is sent in the background, or dropped. */
  notify(userId: string, notice: PushNotice): void;
}

/** An invitation by username: the invitee's devices open the game's join link. */
export function invitationNotice(
  inviter: { username: string; displayName?: string | null },
  game: Pick<GameRecord, 'id' | 'timeControl' | 'increment'>,
): PushNotice {
  return {
    kind: 'invitation',
    title: `${inviterLabel(inviter)} invites you to play`,
    body: `${longTimeControl(game.timeControl, game.increment)} game on ChessChat. Tap to join.`,
    url: `/game/${game.id}?join=true`,
    tag: `invitation-${game.id}`,
  };
}

/** The opponent moved while the player to move has no socket on the game; one notice per game at a time. */
export function yourTurnNotice(
  gameId: string,
  mover: PublicUser | null,
  moverColor: Color,
  san: string,
): PushNotice {
  const name = mover ? inviterLabel(mover) : moverColor === 'white' ? 'White' : 'Black';
  return {
    kind: 'your_turn',
    title: `Your move against ${name}`,
    body: `${name} played ${san}.`,
    url: `/game/${gameId}`,
    tag: `turn-${gameId}`,
  };
}
