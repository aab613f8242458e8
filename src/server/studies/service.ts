import { STUDY_LIMITS } from '../../core/limits';
import type {
  CreateStudyBody,
  Study,
  StudyChange,
  StudyInviteBody,
  StudyResponse,
} from '../../core/protocol';
import { initialReview } from '../../core/review/review-state';
import {
  pgnRefusal,
  type StudyStartOutcome,
  studyFromPlies,
  studyStartTree,
} from '../../core/review/study-start';
import { openPlayerByUsername } from '../accounts/open-players';
import type { EventBus } from '../bus';
import { publishToUser } from '../bus/user-channel';
import type { Db } from '../db/database';
import type { Notifier } from '../friends/notifier';
import { areFriends } from '../friends/store';
import { HttpError, notFound } from '../http/errors';
import { newPublicId } from '../lib/public-ids';
import { replayThread } from '../reviews/replay-thread';
import type { ReviewService } from '../reviews/service';
import type { SubjectSource } from '../reviews/subject';
import type { ContactPolicy } from '../safety/contact-policy';
import {
  countOwned,
  deleteStudy,
  emptyGuestSeat,
  findStudy,
  insertStudy,
  keepStudyReview,
  listStudiesOf,
  reviewOf,
  type StudyRow,
  studiesBetween,
  takeGuestSeat,
  toStudies,
} from './store';

export const STUDY_TEXT = {
  notFound: 'There is no such study',
  notMember: 'Only the two people of this study can open it',
  full: 'This study already has its two people',
  tooMany: `You have ${STUDY_LIMITS.ownedPerUser} studies, the most a person can keep.`,
  onlyOwner: 'Only the person who made the study can invite to it',
  onlyOwnerDeletes: 'Only the person who made the study can delete it',
  ownerStays: 'You made this study: delete it instead of leaving it',
  unknownUser: (username: string) => `No player has the username ${username}`,
  self: 'You are already in this study',
  youBlocked: (username: string) => `You have blocked ${username}. Unblock them first.`,
  notFriends: (username: string) =>
    `You can invite your friends only. Send ${username} a friend request first, or share the link.`,
} as const;

const LISTED = 50;

/**
 * Where a new study starts. A pasted PGN is read on the replay thread (decision 247): a long one costs
 * chess.js a good part of a second, which the event loop must not spend.
 */
async function startOf(body: CreateStudyBody): Promise<StudyStartOutcome> {
  if (body.start.kind !== 'pgn') return studyStartTree(body.start);
  const read = await replayThread.pgn(body.start.pgn.trim());
  return read.ok ? studyFromPlies(read.fen, read.plies) : pgnRefusal(read.reason);
}

export interface Person {
  id: string;
  username: string;
}

/**
 * Study boards (issue 16, decision 233): a shared review of two people with no game, so no allowance and
 * no game row. Its review goes through the review service like a game's (`subject`); its live events go
 * to the two members' own channels, and so do its call's signals, relayed by the video feature (decision 234).
 */
export class StudyService {
  constructor(
    private readonly deps: {
      db: Db;
      bus: EventBus;
      notifier: Notifier;
      contacts: ContactPolicy;
      /** The review service, made after this one (it serves this one's `subjects`): a study's live review. */
      reviews: () => Pick<ReviewService, 'review' | 'discard'>;
    },
  ) {}

  private get kysely() {
    return this.deps.db.kysely;
  }

  async create(me: Person, body: CreateStudyBody): Promise<StudyResponse> {
    const start = await startOf(body);
    if (!start.ok) throw new HttpError(start.code, start.message);
    if ((await countOwned(this.kysely, me.id)) >= STUDY_LIMITS.ownedPerUser) {
      throw new HttpError('conflict', STUDY_TEXT.tooMany);
    }
    const review = initialReview(start.tree);
    const now = Date.now();
    const row: StudyRow = {
      id: newPublicId(16),
      ownerId: me.id,
      guestId: null,
      startFen: start.fen,
      startPgn: body.start.kind === 'pgn' ? body.start.pgn : null,
      state: JSON.stringify(review),
      version: review.version,
      createdAt: now,
      updatedAt: now,
    };
    await insertStudy(this.kysely, row);
    return { study: await this.toStudy(row), review };
  }

  /** The study and its review as it stands, for its two people only; strangers learn nothing of it. */
  async get(me: Person, id: string): Promise<StudyResponse> {
    const row = await this.memberRow(id, me.id);
    const review = await this.deps.reviews().review({ kind: 'study', id }, me.id);
    return { study: await this.toStudy(row), review };
  }

  async list(me: Person): Promise<Study[]> {
    return toStudies(this.kysely, await listStudiesOf(this.kysely, me.id, LISTED));
  }

  /**
   * Whoever opens the study's link while its second seat is empty takes it. A pair where either blocked
   * the other is answered as for a study that does not exist, so a block stays silent.
   */
  async join(me: Person, id: string): Promise<StudyResponse> {
    const row = await findStudy(this.kysely, id);
    if (!row) throw notFound(STUDY_TEXT.notFound);
    if (row.ownerId === me.id || row.guestId === me.id) return this.get(me, id);
    if (row.guestId !== null) throw new HttpError('study_full', STUDY_TEXT.full);
    if (!(await this.deps.contacts.check(me.id, row.ownerId, 'study_join')).allowed) {
      throw notFound(STUDY_TEXT.notFound);
    }
    if (!(await takeGuestSeat(this.kysely, id, me.id))) throw new HttpError('study_full', STUDY_TEXT.full);
    const study = await this.get(me, id);
    await this.joined(study.study, me.id);
    return study;
  }

  /**
   * The owner gives the second seat to a friend, who is notified. Only friends: blocking ends a
   * friendship, so a blocked person (either way) is refused as any non-friend is.
   */
  async invite(me: Person, id: string, body: StudyInviteBody): Promise<Study> {
    const row = await this.memberRow(id, me.id);
    if (row.ownerId !== me.id) throw new HttpError('forbidden', STUDY_TEXT.onlyOwner);
    const other = await openPlayerByUsername(this.kysely, body.username);
    if (!other) throw new HttpError('unknown_user', STUDY_TEXT.unknownUser(body.username));
    if (other.id === me.id) throw new HttpError('self_request', STUDY_TEXT.self);
    if (row.guestId !== null && row.guestId !== other.id) throw new HttpError('study_full', STUDY_TEXT.full);
    const contact = await this.deps.contacts.check(me.id, other.id, 'study_invitation');
    if (!contact.allowed && contact.reason === 'blocked_by_you') {
      throw new HttpError('conflict', STUDY_TEXT.youBlocked(other.username));
    }
    // Refused the other way, the owner is answered as for anyone who is not their friend (decision 201).
    if (!contact.allowed || !(await areFriends(this.kysely, me.id, other.id))) {
      throw new HttpError('not_friends', STUDY_TEXT.notFriends(other.username));
    }
    if (row.guestId === null && !(await takeGuestSeat(this.kysely, id, other.id))) {
      throw new HttpError('study_full', STUDY_TEXT.full);
    }
    await this.deps.notifier.notify(other.id, {
      kind: 'study_invitation',
      fromUserId: me.id,
      refId: id,
      text: `${me.username} invited you to a study board`,
    });
    return this.toStudy({ ...row, guestId: other.id });
  }

  /** The owner deletes the study; both members' open pages are told (the guest's says it was deleted). */
  async delete(me: Person, id: string): Promise<void> {
    const row = await this.memberRow(id, me.id);
    if (row.ownerId !== me.id) throw new HttpError('forbidden', STUDY_TEXT.onlyOwnerDeletes);
    if (!(await deleteStudy(this.kysely, id, me.id))) throw notFound(STUDY_TEXT.notFound);
    await this.deps.reviews().discard({ kind: 'study', id });
    await this.tell(row, 'deleted');
  }

  /** The guest leaves: the second seat empties, so the owner may invite someone else or share the link. */
  async leave(me: Person, id: string): Promise<void> {
    const row = await this.memberRow(id, me.id);
    if (row.ownerId === me.id) throw new HttpError('conflict', STUDY_TEXT.ownerStays);
    // A second leave (another tab) finds the seat already empty: nothing more to tell.
    if (await emptyGuestSeat(this.kysely, id, me.id)) await this.tell(row, 'left');
  }

  /**
   * A block either way between the owner and the guest empties the guest's seat in each study they share
   * (the study stays with its owner). Both are told, so each page reloads and the call between them ends;
   * the emptied guest is no longer a member, so no later event, frame or signal of the study reaches them.
   */
  async blocked(blockerId: string, blockedId: string): Promise<void> {
    for (const row of await studiesBetween(this.kysely, blockerId, blockedId)) {
      if (row.guestId && (await emptyGuestSeat(this.kysely, row.id, row.guestId))) {
        await this.tell(row, 'seat_emptied');
      }
    }
  }

  /** The review service's view of studies: members only, stored in the study's row. */
  readonly subjects: SubjectSource = {
    access: async (id, userId) => {
      const row = await this.memberRow(id, userId);
      const members = [row.ownerId, ...(row.guestId ? [row.guestId] : [])];
      return {
        members,
        stored: async () => reviewOf((await findStudy(this.kysely, id)) ?? row),
        keep: (state) => keepStudyReview(this.kysely, id, state),
        publish: async (message, userIds) => {
          await Promise.all(userIds.map((userId) => publishToUser(this.deps.bus, userId, message)));
        },
      };
    },
  };

  /**
   * Who a member calls on study `id`: the other member, null while the second seat is empty. The video
   * feature relays the call's signals there (decision 234); anyone else is refused as a non-member.
   */
  readonly callParties = {
    otherParty: async (id: string, fromUserId: string): Promise<string | null> => {
      const row = await this.memberRow(id, fromUserId);
      return row.ownerId === fromUserId ? row.guestId : row.ownerId;
    },
  };

  /** Whether `userId` may call on study `id` (ICE servers for its call). */
  async isMember(id: string, userId: string): Promise<boolean> {
    const row = await findStudy(this.kysely, id);
    return row !== undefined && (row.ownerId === userId || row.guestId === userId);
  }

  private async memberRow(id: string, userId: string): Promise<StudyRow> {
    const row = await findStudy(this.kysely, id);
    if (!row) throw notFound(STUDY_TEXT.notFound);
    if (row.ownerId !== userId && row.guestId !== userId) {
      throw new HttpError('not_a_member', STUDY_TEXT.notMember);
    }
    return row;
  }

  private async toStudy(row: StudyRow): Promise<Study> {
    const [study] = await toStudies(this.kysely, [row]);
    if (!study) throw notFound(STUDY_TEXT.notFound);
    return study;
  }

  /** Both members of `row` as it was before the change: the one who is leaving hears it too. */
  private async tell(row: StudyRow, change: StudyChange): Promise<void> {
    const members = [row.ownerId, ...(row.guestId ? [row.guestId] : [])];
    await Promise.all(
      members.map((userId) =>
        publishToUser(this.deps.bus, userId, { type: 'study_changed', studyId: row.id, change }),
      ),
    );
  }

  /** The owner's tabs learn who took the second seat: for a study, `review_opened` says the partner is here. */
  private async joined(study: Study, guestId: string): Promise<void> {
    await publishToUser(this.deps.bus, study.owner.id, {
      type: 'review_opened',
      studyId: study.id,
      by: guestId,
    });
  }
}
