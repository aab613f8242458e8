import { randomInt } from 'node:crypto';
import { SEEKS_PER_PERSON_MAX } from '../../../core/lobby-pools';
import type { PublicUser, Seek, SeekBody } from '../../../core/protocol';
import type { StrangerCallChoice } from '../../accounts/stranger-call-columns';
import { takesStrangerCalls } from '../../accounts/stranger-call-columns';
import type { EventBus } from '../../bus';
import type { Db } from '../../db/database';
import { HttpError, notFound } from '../../http/errors';
import { newPublicId } from '../../lib/public-ids';
import { type ContactPolicy, refusalError, requireVoice } from '../../safety/contact-policy';
import type { LobbyGames } from '../lobby-games';
import { publishSeekEvent } from './seek-events';
import {
  deleteSeek,
  deleteSeeksOf,
  findOwnOffer,
  findSeek,
  insertSeek,
  listSeeks,
  listSeeksOf,
  type SeekRow,
} from './seek-store';

export const SEEK_CLOSED = 'This seek is no longer open. Pick another one, or press Play.';
export const SEEK_OWN = 'This is your own seek: someone else has to accept it.';
export const SEEK_LIMIT = `You can have at most ${SEEKS_PER_PERSON_MAX} open seeks. Cancel one to post another.`;
export const NO_SUCH_SEEK = 'There is no such seek of yours';

export interface SeekBoardDeps {
  db: Db;
  bus: EventBus;
  /** The one check of blocks and sanctions (decision 251): `seek` to post, `seek_accept` to accept. */
  contacts: ContactPolicy;
  lobbyGames: LobbyGames;
  /** Everyone kept apart from the person by a block either way: their seeks are never shown to them. */
  keptApart(userId: string): Promise<ReadonlySet<string>>;
  callChoice(userId: string): Promise<StrangerCallChoice | undefined>;
  players(ids: readonly string[]): Promise<Map<string, PublicUser>>;
  /** Whether the person has a socket open on some instance: a seek of someone who left is not shown. */
  online(userId: string): boolean;
  now?: () => number;
}

/**
 * Open seeks (issue 28, decision 283): a standing offer anyone may accept with one click. Posting asks the
 * poster's sanctions, accepting asks the pair's blocks and the acceptor's sanctions, and the list a person
 * sees leaves out everyone a block keeps them apart from. Every change is told to every instance's lobby
 * watchers through the bus.
 */
export class SeekBoard {
  private readonly now: () => number;

  constructor(private readonly deps: SeekBoardDeps) {
    this.now = deps.now ?? Date.now;
    // A game the lobby started, from a seek or a wave, ends its two players' other seeks.
    deps.lobbyGames.onPaired(async (_game, pair) => {
      await this.dropAllOf(pair.whiteId);
      await this.dropAllOf(pair.blackId);
    });
  }

  async post(userId: string, body: SeekBody): Promise<Seek> {
    const { db } = this.deps;
    await requireVoice(this.deps.contacts, userId, 'seek');
    await this.deps.lobbyGames.assertAllowance(userId, this.now());
    // One read of the person's few seeks answers both: the same offer again, and the limit.
    const own = await listSeeksOf(db.kysely, userId);
    const existing = own.find((seek) => seek.pool === body.pool && seek.rated === body.rated);
    if (existing) return this.view(existing);
    if (own.length >= SEEKS_PER_PERSON_MAX) throw new HttpError('seek_limit', SEEK_LIMIT);
    const row: SeekRow = {
      id: newPublicId(12),
      userId,
      pool: body.pool,
      rated: body.rated,
      // A call only when the poster wants one and may have one with a stranger.
      call: body.call && takesStrangerCalls(await this.deps.callChoice(userId)),
      createdAt: this.now(),
    };
    try {
      await insertSeek(db.kysely, row);
    } catch (error) {
      // The same offer posted twice at once: the unique index kept one, which is the answer.
      const raced = await findOwnOffer(db.kysely, userId, body.pool, body.rated);
      if (raced) return this.view(raced);
      throw error;
    }
    const seek = await this.view(row);
    await publishSeekEvent(this.deps.bus, { kind: 'added', seek });
    return seek;
  }

  async cancel(userId: string, seekId: string): Promise<void> {
    if (!(await deleteSeek(this.deps.db.kysely, seekId, userId))) throw notFound(NO_SUCH_SEEK);
    await publishSeekEvent(this.deps.bus, { kind: 'gone', seekId });
  }

  /**
   * Accepts a seek: the seek is claimed (so two takers cannot both win), then the game starts, the
   * acceptor seated at random. If the start is refused, the seek comes back while its owner may still play.
   */
  async accept(userId: string, seekId: string): Promise<{ gameId: string }> {
    const { db, contacts, lobbyGames } = this.deps;
    const seek = await findSeek(db.kysely, seekId);
    if (!seek) throw new HttpError('seek_closed', SEEK_CLOSED);
    if (seek.userId === userId) throw new HttpError('seek_own', SEEK_OWN);
    const verdict = await contacts.check(userId, seek.userId, 'seek_accept');
    if (!verdict.allowed) {
      // Someone who was blocked learns nothing: to them the seek has simply gone.
      throw verdict.silent ? new HttpError('seek_closed', SEEK_CLOSED) : refusalError(verdict);
    }
    await lobbyGames.assertAllowance(userId, this.now());
    // A seek posted before its owner was barred from the lobby is not theirs to play any more: it goes.
    if (!(await contacts.voice(seek.userId, 'seek')).allowed) {
      await this.dropAllOf(seek.userId);
      throw new HttpError('seek_closed', SEEK_CLOSED);
    }
    if (!(await deleteSeek(db.kysely, seekId))) throw new HttpError('seek_closed', SEEK_CLOSED);
    await publishSeekEvent(this.deps.bus, { kind: 'gone', seekId });
    const acceptorWhite = randomInt(2) === 0;
    try {
      const game = await lobbyGames.start({
        whiteId: acceptorWhite ? userId : seek.userId,
        blackId: acceptorWhite ? seek.userId : userId,
        pool: seek.pool,
        rated: seek.rated,
        actorId: userId,
      });
      return { gameId: game.id };
    } catch (error) {
      await this.restore(seek);
      throw error;
    }
  }

  /** The open seeks the person may see and accept (their own included), newest first. */
  async visibleTo(userId: string): Promise<Seek[]> {
    const rows = await listSeeks(this.deps.db.kysely);
    const apart = await this.deps.keptApart(userId);
    const shown = rows.filter((row) => !apart.has(row.userId) && this.deps.online(row.userId));
    return this.views(shown);
  }

  /** `ownerId`'s open seeks as `viewerId` may see them now: none across a block, none of an absent owner. */
  async openOf(ownerId: string, viewerId: string): Promise<Seek[]> {
    if ((await this.deps.keptApart(viewerId)).has(ownerId) || !this.deps.online(ownerId)) return [];
    return this.views(await listSeeksOf(this.deps.db.kysely, ownerId));
  }

  /** How many people have a seek open now. */
  async seekers(): Promise<Set<string>> {
    const rows = await listSeeks(this.deps.db.kysely);
    return new Set(rows.filter((row) => this.deps.online(row.userId)).map((row) => row.userId));
  }

  /** Ends every seek of a person: they left, or a lobby game of theirs started. */
  async dropAllOf(userId: string): Promise<void> {
    for (const seekId of await deleteSeeksOf(this.deps.db.kysely, userId)) {
      await publishSeekEvent(this.deps.bus, { kind: 'gone', seekId });
    }
  }

  private async restore(seek: SeekRow): Promise<void> {
    const owner = await this.deps.lobbyGames.allowance(seek.userId, this.now());
    if (owner.perDay !== null && owner.usedToday >= owner.perDay) return;
    try {
      await insertSeek(this.deps.db.kysely, seek);
    } catch {
      return; // The owner posted the same offer again meanwhile.
    }
    await publishSeekEvent(this.deps.bus, { kind: 'added', seek: await this.view(seek) });
  }

  private async view(row: SeekRow): Promise<Seek> {
    const [seek] = await this.views([row]);
    if (!seek) throw notFound(SEEK_CLOSED);
    return seek;
  }

  private async views(rows: readonly SeekRow[]): Promise<Seek[]> {
    const players = await this.deps.players(rows.map((row) => row.userId));
    return rows.flatMap((row) => {
      const player = players.get(row.userId);
      if (!player) return [];
      return [
        {
          id: row.id,
          player,
          pool: row.pool,
          rated: row.rated,
          call: row.call,
          createdAt: new Date(row.createdAt).toISOString(),
        },
      ];
    });
  }
}
