import type { ReviewSubject } from '../../core/protocol';
import type { EventBus } from '../bus';
import { publishToGame } from '../bus/game-envelope';
import { publishToUser } from '../bus/user-channel';
import { notFound } from '../http/errors';
import type { ContactKind, ContactPolicy } from '../safety/contact-policy';
import type { CallModes } from './call-modes';

export const NO_STUDIES = 'There is no such study';

/**
 * Who is at the other end of a call subject's call, as its own feature knows it: a game's other
 * player, a study's other member. Refuses (not found, not a party) when `fromUserId` may not call on
 * it; null while the other seat is empty.
 */
export interface CallParties {
  otherParty(id: string, fromUserId: string): Promise<string | null>;
}

/** The WebRTC signalling of every call: relayed to the other party of the call, and to nobody else. */
export interface CallSignals {
  relay(subject: ReviewSubject, fromUserId: string, data: Record<string, unknown>): Promise<void>;
}

export function createCallSignals(deps: {
  bus: EventBus;
  /** The one check of blocks and sanctions before a signal reaches the other party (decision 251). */
  contacts: ContactPolicy;
  games: CallParties;
  /** Whether a game's call is with a stranger (decision 284); without it every game's call is open. */
  modes?: CallModes;
  /** Study boards' calls (decision 234); absent where studies are not served. */
  studies?: CallParties;
}): CallSignals {
  const { bus } = deps;
  /** The contact kind of a game's call, or null when a call with a stranger may not happen. */
  async function gameCallKind(gameId: string, fromUserId: string, to: string): Promise<ContactKind | null> {
    if (!deps.modes) return 'call_signal';
    const { mode } = await deps.modes.between(gameId, fromUserId, to);
    if (mode === 'none') return null;
    return mode === 'stranger' ? 'stranger_call' : 'call_signal';
  }
  return {
    async relay(subject, fromUserId, data) {
      const parties = subject.kind === 'game' ? deps.games : deps.studies;
      if (!parties) throw notFound(NO_STUDIES);
      const to = await parties.otherParty(subject.id, fromUserId);
      // Nobody in the other seat yet: there is no one to call, and nobody else may hear it.
      if (!to) return;
      const kind = subject.kind === 'game' ? await gameCallKind(subject.id, fromUserId, to) : 'call_signal';
      // A pair the contact check keeps apart is dropped silently both ways (decision 251), and so is a call
      // with a stranger that may not happen (decision 284): the call just never connects, as when the
      // other party stays out of it, and the blocked one learns nothing.
      if (!kind || !(await deps.contacts.check(fromUserId, to, kind)).allowed) return;
      if (subject.kind === 'game') {
        // A game's signals ride its channel, like its chat, to the other player's sockets on it.
        await publishToGame(
          bus,
          subject.id,
          { type: 'signal', gameId: subject.id, from: fromUserId, data },
          { kind: 'users', userIds: [to] },
        );
        return;
      }
      await publishToUser(bus, to, { type: 'signal', studyId: subject.id, from: fromUserId, data });
    },
  };
}
