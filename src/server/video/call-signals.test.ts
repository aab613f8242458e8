import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GAME_ERRORS } from '../../core/protocol';
import type { EventBus } from '../bus';
import { decodeEnvelope, gameChannel, type ReceivedEnvelope } from '../bus/game-envelope';
import { createMemoryBus } from '../bus/memory-bus';
import { userChannel } from '../bus/user-channel';
import { type GamePlayers, gameCallParties, SIGNAL_NOT_PLAYER } from '../chat/players';
import { HttpError } from '../http/errors';
import {
  blockRule,
  type ContactKind,
  type ContactPolicy,
  createContactPolicy,
  OPEN_CONTACT,
} from '../safety/contact-policy';
import type { CallModeAnswer, CallModes } from './call-modes';
import { type CallParties, type CallSignals, createCallSignals, NO_STUDIES } from './call-signals';

const white = 'white-id';
const black = 'black-id';
const stranger = 'stranger-id';
const owner = 'owner-id';
const guest = 'guest-id';

const players = new Map<string, GamePlayers>([
  ['full', { whitePlayerId: white, blackPlayerId: black }],
  ['waiting', { whitePlayerId: white, blackPlayerId: null }],
]);
const members = new Map<string, { ownerId: string; guestId: string | null }>([
  ['shared', { ownerId: owner, guestId: guest }],
  ['alone', { ownerId: owner, guestId: null }],
]);
/** A study's member lookup as the studies feature answers it: members only. */
const studyParties: CallParties = {
  async otherParty(id, fromUserId) {
    const study = members.get(id);
    if (!study || (study.ownerId !== fromUserId && study.guestId !== fromUserId)) {
      throw new HttpError('not_a_member', 'not a member');
    }
    return study.ownerId === fromUserId ? study.guestId : study.ownerId;
  },
};

describe("a call's signalling (games and study boards)", () => {
  let bus: EventBus;
  let toGames: ReceivedEnvelope[];
  let toUsers: { userId: string; message: unknown }[];

  const signalsWith = (contacts: ContactPolicy, studies: CallParties | null = studyParties): CallSignals =>
    createCallSignals({
      bus,
      contacts,
      games: gameCallParties(async (id) => players.get(id) ?? null),
      ...(studies ? { studies } : {}),
    });

  beforeEach(async () => {
    bus = createMemoryBus();
    toGames = [];
    toUsers = [];
    for (const id of players.keys()) {
      await bus.subscribe(gameChannel(id), (text) => {
        const envelope = decodeEnvelope(text);
        if (envelope) toGames.push(envelope);
      });
    }
    for (const userId of [white, black, stranger, owner, guest]) {
      await bus.subscribe(userChannel(userId), (text) => {
        toUsers.push({ userId, message: JSON.parse(text) });
      });
    }
  });
  afterEach(async () => {
    await bus.close();
  });

  const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

  it("relays a game's signal from one player to the other player only", async () => {
    const signals = signalsWith(OPEN_CONTACT);
    await signals.relay({ kind: 'game', id: 'full' }, white, { description: { type: 'offer', sdp: 'v=0' } });
    await signals.relay({ kind: 'game', id: 'full' }, black, { candidate: 'c' });
    await flush();
    expect(toGames.map((e) => e.audience)).toEqual([
      { kind: 'users', userIds: [black] },
      { kind: 'users', userIds: [white] },
    ]);
    expect(JSON.parse(toGames[0]?.messageText ?? '')).toEqual({
      type: 'signal',
      gameId: 'full',
      from: white,
      data: { description: { type: 'offer', sdp: 'v=0' } },
    });
    expect(toUsers).toEqual([]);
  });

  it("refuses a game's signals from a spectator or a stranger, and publishes nothing", async () => {
    const signals = signalsWith(OPEN_CONTACT);
    await expect(
      signals.relay({ kind: 'game', id: 'full' }, stranger, { candidate: 'c' }),
    ).rejects.toMatchObject({
      statusCode: 403,
      message: SIGNAL_NOT_PLAYER,
    });
    await expect(
      signals.relay({ kind: 'game', id: 'nope' }, white, { candidate: 'c' }),
    ).rejects.toMatchObject({
      statusCode: 404,
      message: GAME_ERRORS.notFound,
    });
    // White alone in a waiting game: nobody to call, and nobody else may hear it.
    await signals.relay({ kind: 'game', id: 'waiting' }, white, { candidate: 'c' });
    await flush();
    expect(toGames).toEqual([]);
  });

  it("relays a study's signal to the other member's own channel only", async () => {
    const signals = signalsWith(OPEN_CONTACT);
    await signals.relay({ kind: 'study', id: 'shared' }, guest, { kind: 'hello' });
    await signals.relay({ kind: 'study', id: 'shared' }, owner, { kind: 'answer' });
    // Nobody in the second seat yet: nobody to call.
    await signals.relay({ kind: 'study', id: 'alone' }, owner, { kind: 'hello' });
    await expect(
      signals.relay({ kind: 'study', id: 'shared' }, stranger, { kind: 'hello' }),
    ).rejects.toMatchObject({
      code: 'not_a_member',
    });
    await flush();
    expect(toUsers).toEqual([
      { userId: owner, message: { type: 'signal', studyId: 'shared', from: guest, data: { kind: 'hello' } } },
      {
        userId: guest,
        message: { type: 'signal', studyId: 'shared', from: owner, data: { kind: 'answer' } },
      },
    ]);
    expect(toGames).toEqual([]);
  });

  it('drops the signals of a pair the contact check keeps apart, both ways, games and studies alike', async () => {
    const blocks = new Set([`${black}>${white}`, `${owner}>${guest}`]);
    const signals = signalsWith(
      createContactPolicy([blockRule(async (blocker, blocked) => blocks.has(`${blocker}>${blocked}`))]),
    );
    for (const [subject, from] of [
      [{ kind: 'game', id: 'full' }, white],
      [{ kind: 'game', id: 'full' }, black],
      [{ kind: 'study', id: 'shared' }, guest],
      [{ kind: 'study', id: 'shared' }, owner],
    ] as const) {
      // Silently: the call just never connects, and the blocked one learns nothing.
      await expect(signals.relay(subject, from, { kind: 'hello' })).resolves.toBeUndefined();
    }
    await flush();
    expect(toGames).toEqual([]);
    expect(toUsers).toEqual([]);
  });

  it("refuses a study's signal where study boards are not served", async () => {
    const signals = signalsWith(OPEN_CONTACT, null);
    await expect(
      signals.relay({ kind: 'study', id: 'shared' }, owner, { kind: 'hello' }),
    ).rejects.toMatchObject({
      statusCode: 404,
      message: NO_STUDIES,
    });
  });

  it('asks the contact check for a stranger call in a lobby game, and drops a call that may not happen', async () => {
    const asked: ContactKind[] = [];
    const recording: ContactPolicy = {
      async check(_from, _to, kind) {
        asked.push(kind);
        return { allowed: true };
      },
      voice: OPEN_CONTACT.voice,
      keptApartAmong: OPEN_CONTACT.keptApartAmong,
    };
    let mode: CallModeAnswer = { mode: 'stranger' };
    const modes: CallModes = {
      modeFor: () => Promise.reject(new Error('not asked')),
      between: async () => mode,
    };
    const signals = createCallSignals({
      bus,
      contacts: recording,
      games: gameCallParties(async (id) => players.get(id) ?? null),
      modes,
    });
    await signals.relay({ kind: 'game', id: 'full' }, white, { n: 1 });
    mode = { mode: 'none', reason: 'adult_declaration_required', viewerMustDeclare: false };
    await signals.relay({ kind: 'game', id: 'full' }, white, { n: 2 });
    mode = { mode: 'open' };
    await signals.relay({ kind: 'game', id: 'full' }, black, { n: 3 });
    await flush();
    expect(asked).toEqual(['stranger_call', 'call_signal']);
    expect(toGames.map((e) => (JSON.parse(e.messageText) as { data: unknown }).data)).toEqual([
      { n: 1 },
      { n: 3 },
    ]);
  });
});
