import type { Color, PublicUser, PushNotice } from '../../../core/protocol';
import type { Words } from '../../i18n/words';
import type { GameRecord } from '../record/record';
import { inviterLabel } from '../setup/invitation-mail';

/** A notice in its recipient's language: the push feature gives the words once it knows the language. */
export type ComposeNotice = (words: Words) => PushNotice;

/** Where the referee sends notices to a player's devices (the push feature's notifier, decision 186). */
export interface PlayerNotices {
  /** Never blocks and never throws: the notice is sent in the background, or dropped. */
  notify(userId: string, notice: ComposeNotice): void;
}

/** An invitation by username: the invitee's devices open the game's join link. */
export function invitationNotice(
  inviter: { username: string; displayName?: string | null },
  game: Pick<GameRecord, 'id' | 'timeControl' | 'increment'>,
): ComposeNotice {
  return (words) => ({
    kind: 'invitation',
    title: words.t('push.invitation.title', { from: inviterLabel(inviter) }),
    body: words.t('push.invitation.body', { clock: words.clock(game.timeControl, game.increment) }),
    url: `/game/${game.id}?join=true`,
    tag: `invitation-${game.id}`,
  });
}

/** The opponent moved while the player to move has no socket on the game; one notice per game at a time. */
export function yourTurnNotice(
  gameId: string,
  mover: PublicUser | null,
  moverColor: Color,
  san: string,
): ComposeNotice {
  return (words) => {
    const name = mover
      ? inviterLabel(mover)
      : words.t(moverColor === 'white' ? 'color.white' : 'color.black');
    return {
      kind: 'your_turn',
      title: words.t('push.turn.title', { name }),
      body: words.t('push.turn.body', { name, san }),
      url: `/game/${gameId}`,
      tag: `turn-${gameId}`,
    };
  };
}
