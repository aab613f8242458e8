import { describe, expect, it } from 'vitest';
import { blockKey } from '../../core/pairing/compatibility';
import {
  BARRED_KINDS,
  barRule,
  blockRule,
  type ContactRule,
  createContactPolicy,
  guestRecipientRule,
  guestRule,
  keptApart,
  MEMBERS_ONLY_KINDS,
  MUTED_KINDS,
  muteRule,
  YOU_BLOCKED_TEXT,
} from './contact-policy';

describe('the contact policy', () => {
  const blocks = new Set(['ann>bob']);
  const policy = createContactPolicy([
    blockRule(async (blocker, blocked) => blocks.has(`${blocker}>${blocked}`)),
  ]);

  it('refuses the blocked person silently, in words that do not say "blocked"', async () => {
    const verdict = await policy.check('bob', 'ann', 'join');
    expect(verdict).toMatchObject({
      allowed: false,
      reason: 'blocked_by_them',
      code: 'contact_refused',
      silent: true,
    });
    expect(verdict.allowed === false && verdict.message).not.toMatch(/block/i);
  });

  it('tells the blocker to unblock first on every path but their own chat lines', async () => {
    expect(await policy.check('ann', 'bob', 'call_signal')).toMatchObject({
      allowed: false,
      reason: 'blocked_by_you',
      code: 'conflict',
      message: YOU_BLOCKED_TEXT,
      silent: false,
    });
    expect(await policy.check('ann', 'bob', 'chat_message')).toEqual({ allowed: true });
    expect(await policy.check('bob', 'ann', 'chat_message')).toMatchObject({ allowed: false, silent: true });
  });

  it('allows strangers and oneself, and takes the first refusal of its rules', async () => {
    expect(await policy.check('cat', 'ann', 'recording')).toEqual({ allowed: true });
    expect(await policy.check('bob', 'bob', 'recording')).toEqual({ allowed: true });
    const asked: string[] = [];
    const muted: ContactRule = async (from, _to, kind) => {
      asked.push(from);
      return kind === 'chat_message'
        ? { allowed: false, reason: 'blocked_by_them', code: 'forbidden', message: 'muted', silent: false }
        : null;
    };
    const both = createContactPolicy([blockRule(async () => false), muted]);
    expect(await both.check('cat', 'dan', 'chat_message')).toMatchObject({
      code: 'forbidden',
      message: 'muted',
    });
    expect(await both.check('cat', 'dan', 'join')).toEqual({ allowed: true });
    expect(asked).toEqual(['cat', 'cat']);
  });

  describe('chat mutes (decision 281)', () => {
    const mutes = new Map<string, number | null>([
      ['bob', Date.UTC(2026, 10, 28, 16, 5)],
      ['cat', null],
    ]);
    const withMutes = createContactPolicy(
      [blockRule(async (blocker, blocked) => blocks.has(`${blocker}>${blocked}`))],
      [muteRule(async (userId) => (mutes.has(userId) ? { until: mutes.get(userId) ?? null } : null))],
    );

    it('refuses a muted writer on every written path, saying until when, and nothing else', async () => {
      const written = [
        'chat_message',
        'video_message',
        'spectator_chat',
        'review_comment',
        'tournament_invitation',
      ] as const;
      expect([...MUTED_KINDS].sort()).toEqual([...written].sort());
      for (const kind of written) {
        expect(await withMutes.voice('bob', kind)).toEqual({
          allowed: false,
          reason: 'muted',
          code: 'chat_muted',
          message: 'A moderator has muted your chat until 2026-11-28 16:05 UTC.',
          fields: { hold: 'dated', until: Date.parse('2026-11-28T16:05:00Z') },
          silent: false,
        });
        expect(await withMutes.check('cat', 'dan', kind)).toMatchObject({
          code: 'chat_muted',
          message: 'A moderator has muted your chat permanently.',
          fields: { hold: 'permanent' },
        });
      }
      expect(await withMutes.check('bob', 'dan', 'draw_offer')).toEqual({ allowed: true });
      expect(await withMutes.check('bob', 'dan', 'review_action')).toEqual({ allowed: true });
      expect(await withMutes.voice('dan', 'chat_message')).toEqual({ allowed: true });
    });

    it('answers a block before a mute, and only a block keeps lines out of a log', async () => {
      // ann blocked bob: bob's line stays silently unheard, as decision 201 wants.
      const blocked = await withMutes.check('bob', 'ann', 'chat_message');
      expect(blocked).toMatchObject({ reason: 'blocked_by_them', silent: true });
      expect(keptApart(blocked)).toBe(true);
      const muted = await withMutes.check('bob', 'dan', 'chat_message');
      expect(muted).toMatchObject({ reason: 'muted' });
      expect(keptApart(muted)).toBe(false);
      expect(keptApart({ allowed: true })).toBe(false);
    });
  });

  describe('among a group (a pairing wave)', () => {
    const many = new Set(['ann>bob', 'dan>cat', 'eve>zed']);
    const hasBlocked = async (blocker: string, blocked: string) => many.has(`${blocker}>${blocked}`);
    const group = ['ann', 'bob', 'cat', 'dan', 'eve'];
    const expected = new Set([blockKey('ann', 'bob'), blockKey('cat', 'dan')]);

    it('keeps apart every blocked pair of the group, either way round, in one read', async () => {
      const reads: string[][] = [];
      const bulk = createContactPolicy([
        blockRule(hasBlocked, async (userIds) => {
          reads.push([...userIds]);
          return [...many]
            .map((key) => key.split('>') as [string, string])
            .filter(([blocker, blocked]) => userIds.includes(blocker) && userIds.includes(blocked))
            .map(([blockerId, blockedId]) => ({ blockerId, blockedId }));
        }),
      ]);
      expect(await bulk.keptApartAmong(group, 'pairing')).toEqual(expected);
      expect(reads).toEqual([group]);
    });

    it('asks a rule without a group form pair by pair, with the same answer', async () => {
      const pairwise = createContactPolicy([blockRule(hasBlocked)]);
      expect(await pairwise.keptApartAmong(group, 'pairing')).toEqual(expected);
      expect(await pairwise.keptApartAmong(['eve', 'cat'], 'pairing')).toEqual(new Set());
    });
  });

  describe('lobby bars (decision 285)', () => {
    const bars = new Map<string, number | null>([
      ['bob', Date.UTC(2026, 10, 28, 16, 5)],
      ['cat', null],
    ]);
    const mutes = new Set(['cat']);
    const withBars = createContactPolicy(
      [blockRule(async (blocker, blocked) => blocks.has(`${blocker}>${blocked}`))],
      [
        muteRule(async (userId) => (mutes.has(userId) ? { until: null } : null)),
        barRule(async (userId) => (bars.has(userId) ? { until: bars.get(userId) ?? null } : null)),
      ],
    );
    const LOBBY = ['seek', 'seek_accept', 'pairing', 'stranger_call'] as const;

    it('refuses a barred person every lobby path with lobby_barred, saying until when', async () => {
      expect([...BARRED_KINDS].sort()).toEqual([...LOBBY, 'tournament_join'].sort());
      for (const kind of LOBBY) {
        const refusal = {
          allowed: false,
          reason: 'barred',
          code: 'lobby_barred',
          message: 'A moderator has barred you from the lobby until 2026-11-28 16:05 UTC.',
          fields: { hold: 'dated', until: Date.parse('2026-11-28T16:05:00Z') },
          silent: false,
        };
        expect(await withBars.voice('bob', kind)).toEqual(refusal);
        expect(await withBars.check('bob', 'dan', kind)).toEqual(refusal);
        expect(await withBars.voice('cat', kind)).toMatchObject({
          code: 'lobby_barred',
          message: 'A moderator has barred you from the lobby permanently.',
          fields: { hold: 'permanent' },
        });
        expect(await withBars.voice('dan', kind)).toEqual({ allowed: true });
      }
    });

    it('keeps a barred person out of Pro arenas, saying so in the bar’s words (decision 300)', async () => {
      expect(await withBars.voice('bob', 'tournament_join')).toEqual({
        allowed: false,
        reason: 'barred',
        code: 'lobby_barred',
        message:
          'A moderator has barred you from the lobby until 2026-11-28 16:05 UTC. Pro arenas are closed to you while the bar holds.',
        fields: { hold: 'dated', until: Date.parse('2026-11-28T16:05:00Z') },
        silent: false,
      });
      expect(await withBars.voice('cat', 'tournament_join')).toMatchObject({
        message:
          'A moderator has barred you from the lobby permanently. Pro arenas are closed to you while the bar holds.',
      });
      expect(await withBars.voice('dan', 'tournament_join')).toEqual({ allowed: true });
      // Private tournaments are among people invited: their invitations and pairing are not the lobby's.
      expect(await withBars.check('bob', 'dan', 'tournament_invitation')).toEqual({ allowed: true });
      expect(await withBars.check('bob', 'dan', 'tournament_pairing')).toEqual({ allowed: true });
    });

    it('leaves chat, games and calls outside the lobby alone, and hides no lines', async () => {
      for (const kind of ['chat_message', 'spectator_chat', 'call_signal', 'join', 'challenge'] as const) {
        expect(await withBars.check('bob', 'dan', kind)).toEqual({ allowed: true });
      }
      // cat is muted and barred: each path answers with its own sanction.
      expect(await withBars.voice('cat', 'chat_message')).toMatchObject({ code: 'chat_muted' });
      expect(await withBars.voice('cat', 'pairing')).toMatchObject({ code: 'lobby_barred' });
      // A block still comes first, silently; a bar keeps no log apart.
      expect(await withBars.check('bob', 'ann', 'seek_accept')).toMatchObject({
        reason: 'blocked_by_them',
        silent: true,
      });
      expect(keptApart(await withBars.check('bob', 'dan', 'stranger_call'))).toBe(false);
    });
  });

  describe('guests (decision 287)', () => {
    const guests = new Set(['gran']);
    const withGuests = createContactPolicy(
      [blockRule(async (blocker, blocked) => blocks.has(`${blocker}>${blocked}`))],
      [guestRule(async (userId) => guests.has(userId))],
    );
    const STRANGERS = [
      'seek',
      'seek_accept',
      'pairing',
      'stranger_call',
      'tournament_pairing',
      'tournament_join',
    ] as const;
    const OUTSIDE_THE_GAME = [
      'challenge',
      'friend_request',
      'game_invitation',
      'study_invitation',
      'study_join',
      'join',
      'tournament_invitation',
    ] as const;

    it("refuses a member every path to a guest outside the guest's game, and answers a group at once", async () => {
      const toGuests = createContactPolicy([guestRecipientRule(async (userId) => guests.has(userId))]);
      for (const kind of [
        'challenge',
        'friend_request',
        'game_invitation',
        'study_invitation',
        'study_join',
      ] as const) {
        expect(await toGuests.check('carl', 'gran', kind), kind).toMatchObject({
          allowed: false,
          reason: 'guest',
          code: 'guest_recipient',
          silent: false,
        });
        expect(await toGuests.check('carl', 'dora', kind), kind).toEqual({ allowed: true });
      }
      // In their game the two talk as any players do.
      for (const kind of ['chat_message', 'call_signal', 'review_prompt'] as const) {
        expect(await toGuests.check('carl', 'gran', kind), kind).toEqual({ allowed: true });
      }
      expect(await toGuests.keptApartAmong(['carl', 'gran', 'dora'], 'pairing')).toEqual(new Set());
    });

    it('refuses a guest every path to a stranger or outside their game with account_required', async () => {
      expect([...MEMBERS_ONLY_KINDS].sort()).toEqual([...STRANGERS, ...OUTSIDE_THE_GAME].sort());
      for (const kind of MEMBERS_ONLY_KINDS) {
        expect(await withGuests.check('gran', 'carl', kind), kind).toMatchObject({
          allowed: false,
          reason: 'guest',
          code: 'account_required',
          silent: false,
        });
        expect(await withGuests.voice('gran', kind), kind).toMatchObject({ code: 'account_required' });
        expect(await withGuests.check('carl', 'dora', kind), kind).toEqual({ allowed: true });
      }
    });

    it('leaves a guest their own game: its seat, chat, call, offers, review and rematch', async () => {
      for (const kind of [
        'guest_seat',
        'chat_message',
        'call_signal',
        'call_event',
        'draw_offer',
        'takeback_request',
        'rematch_offer',
        'review_action',
        'review_prompt',
        'recording',
      ] as const) {
        expect(await withGuests.check('gran', 'carl', kind), kind).toEqual({ allowed: true });
      }
    });

    it('asks the blocks first: a blocked guest stays silently unheard', async () => {
      guests.add('bob');
      expect(await withGuests.check('bob', 'ann', 'guest_seat')).toMatchObject({ reason: 'blocked_by_them' });
      guests.delete('bob');
    });
  });
});
