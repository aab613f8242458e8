import type { Logger } from 'pino';
import { opposite } from '../../../core/chess/notation';
import { isComputerPlayer } from '../../../core/computer-levels';
import { UNSEEN_MAIL_AFTER_MS } from '../../../core/correspondence/notices';
import type { NotificationParams } from '../../../core/protocol';
import { memberMailOf } from '../../accounts/locale-column';
import type { Db } from '../../db/database';
import type { Mailer } from '../../mail/mailer';
import type { GameRecord } from '../record/record';
import { playerIdOf, turnOf } from '../record/record';
import { type GameSeats, loadGame, loadSeats } from '../record/store';
import type { PlayerNotices } from '../referee/push-notices';
import {
  claimNotice,
  dueReminders,
  forgetEndedGames,
  forgetTurnsOf,
  noticeSettingsOf,
  type TurnKey,
  unmailedTurns,
} from './notice-store';
import { type TurnNoticeSubject, turnBellNote, turnMail, turnPushNotice } from './notice-words';

/** A correspondence entry in the bell, as the notification centre stores it (decision 311's params). */
export interface CorrespondenceBellNote {
  kind: 'correspondence_turn' | 'correspondence_reminder';
  fromUserId: string | null;
  gameId: string;
  text: string;
  params: NotificationParams;
}

/** What the notices need of other features, given by the composition root (the bell and the push feature). */
export interface CorrespondenceReach {
  /** Writes the bell entry (live to the person's open tabs) and returns its id. */
  ring(userId: string, note: CorrespondenceBellNote): Promise<string>;
  /** Whether the person has read the entry (one pruned since counts as read). */
  wasRead(userId: string, notificationId: string): Promise<boolean>;
  /** The person opened the game: its correspondence entries in their bell are read. */
  opened(userId: string, gameId: string): Promise<void>;
  /** Whether the person has a browser that takes push notices. */
  hasDevices(userId: string): Promise<boolean>;
}

export interface CorrespondenceNoticesDeps {
  db: Db;
  log: Logger;
  mailer: Mailer;
  appUrl: string;
  push: PlayerNotices;
  reach: CorrespondenceReach;
  /** Whether the person has the game's room open (on any instance): they see the move there. */
  inRoom(gameId: string, userId: string): boolean;
}

/** How often every instance looks for due reminders and unseen turns: a reminder's minutes hardly matter. */
export const NOTICE_SWEEP_INTERVAL_MS = 30_000;

/**
 * Correspondence notices (issue 32, decision 326): when the opponent moves, the player to move hears of it in the
 * bell, on their devices, and by e-mail when they have no device or have not seen it within hours; when less than
 * `reminderLead` is left, they are reminded once. Every notice of a turn is sent once, across instances and
 * restarts: its row in `correspondence_notices` is written first, and only the writer sends.
 */
export class CorrespondenceNotices {
  private readonly inFlight = new Set<Promise<void>>();
  private interval: NodeJS.Timeout | null = null;
  /** The sweeps of this instance, one after another; other instances' are decided by the claims. */
  private sweeps: Promise<void> = Promise.resolve();
  private sweeping = false;

  constructor(private readonly deps: CorrespondenceNoticesDeps) {}

  /** The opponent has moved: the player to move hears of it, unless they are in the room. Never throws. */
  moved(game: GameRecord, seats: GameSeats, san: string, now: number): void {
    this.track(this.tellMove(game, seats, san, now));
  }

  /**
   * The opponent accepted a takeback: its requester is to move again, with fresh days, and hears of it as of a
   * move, unless they are in the room. Never throws.
   */
  tookBack(gameId: string, now: number): void {
    this.track(this.tellTakeback(gameId, now));
  }

  /** The player opened the game: its notices count as seen. */
  opened(userId: string, gameId: string): void {
    this.track(this.deps.reach.opened(userId, gameId));
  }

  /** Sweeps at once (a restart catches up on what came due while no instance ran), then every interval. */
  start(): void {
    this.track(this.sweep());
    // A slow sweep (a busy database) is not queued behind by the interval's next.
    this.interval = setInterval(() => {
      if (!this.sweeping) this.track(this.sweep());
    }, NOTICE_SWEEP_INTERVAL_MS);
    this.interval.unref();
  }

  async stop(): Promise<void> {
    if (this.interval) clearInterval(this.interval);
    this.interval = null;
    await this.idle();
  }

  /** Resolves when the notices under way have been handed over (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
  }

  /** Sends the reminders due and the e-mails of turns unseen for `UNSEEN_MAIL_AFTER_MS`; each once. */
  sweep(): Promise<void> {
    const run = this.sweeps.then(() => this.sweepNow());
    this.sweeps = run.catch(() => undefined);
    return run;
  }

  private async sweepNow(): Promise<void> {
    this.sweeping = true;
    try {
      const { db } = this.deps;
      const now = Date.now();
      for (const due of await dueReminders(db.kysely, now)) {
        if (await claimNotice(db.kysely, due, 'reminder', now)) await this.remind(due, due.deadlineAt);
      }
      for (const turn of await unmailedTurns(db.kysely, now - UNSEEN_MAIL_AFTER_MS)) {
        if (await claimNotice(db.kysely, turn, 'mail', now))
          await this.mailIfUnseen(turn, turn.notificationId);
      }
      await forgetEndedGames(db.kysely);
    } finally {
      this.sweeping = false;
    }
  }

  private async tellTakeback(gameId: string, now: number): Promise<void> {
    const { kysely } = this.deps.db;
    const game = await loadGame(kysely, gameId);
    if (game?.status !== 'active' || game.daysPerMove === null) return;
    await this.tellTurn(game, await loadSeats(kysely, game), { kind: 'takeback' }, now);
  }

  private tellMove(game: GameRecord, seats: GameSeats, san: string, now: number): Promise<void> {
    return this.tellTurn(game, seats, { kind: 'turn', san }, now);
  }

  /** A turn has begun: the bell, then the device, then (with no device) the mail, each claimed once. */
  private async tellTurn(
    game: GameRecord,
    seats: GameSeats,
    about: { kind: 'turn'; san: string } | { kind: 'takeback' },
    now: number,
  ): Promise<void> {
    const color = turnOf(game);
    const userId = playerIdOf(game, color);
    if (!userId || isComputerPlayer(userId) || game.deadlineAt === null) return;
    const turn: TurnKey = { gameId: game.id, ply: game.moves.length, userId };
    const { db } = this.deps;
    await forgetTurnsOf(db.kysely, game.id);
    if (this.deps.inRoom(game.id, userId)) return;
    const opponentColor = opposite(color);
    const subject: TurnNoticeSubject = {
      ...about,
      gameId: game.id,
      opponent: seats[opponentColor],
      opponentColor,
      deadline: game.deadlineAt,
    };
    const notificationId = await this.deps.reach.ring(userId, turnBellNote(subject));
    if (!(await claimNotice(db.kysely, turn, 'turn', now, notificationId))) return;
    const reached = await this.push(userId, subject);
    // Without a device to hear it on, the mail goes at once; otherwise the sweep sends it if it stays unseen.
    if (!reached && (await claimNotice(db.kysely, turn, 'mail', now))) await this.mail(userId, subject);
  }

  /** Sends the push notice if the person allows it; true when it went to at least one device. */
  private async push(userId: string, subject: TurnNoticeSubject): Promise<boolean> {
    const settings = await noticeSettingsOf(this.deps.db.kysely, userId);
    if (!settings.push || !(await this.deps.reach.hasDevices(userId))) return false;
    this.deps.push.notify(userId, turnPushNotice(subject));
    return true;
  }

  private async mail(userId: string, subject: TurnNoticeSubject): Promise<void> {
    const { db, mailer, appUrl } = this.deps;
    if (!(await noticeSettingsOf(db.kysely, userId)).email) return;
    const to = await memberMailOf(db.kysely, userId);
    if (to) mailer.sendLater(turnMail(to, subject, appUrl));
  }

  private async remind(turn: TurnKey, deadline: number): Promise<void> {
    const subject = await this.subjectOf(turn, { kind: 'reminder', deadline });
    if (!subject) return;
    await this.deps.reach.ring(turn.userId, turnBellNote(subject));
    if (!(await this.push(turn.userId, subject))) await this.mail(turn.userId, subject);
  }

  private async mailIfUnseen(turn: TurnKey, notificationId: string | null): Promise<void> {
    if (notificationId !== null && (await this.deps.reach.wasRead(turn.userId, notificationId))) return;
    const game = await this.deps.db.kysely
      .selectFrom('games')
      .select(['san', 'deadlineAt'])
      .where('id', '=', turn.gameId)
      .executeTakeFirst();
    const san = game?.san.split(' ').at(-1);
    if (!game || !san || game.deadlineAt === null) return;
    const subject = await this.subjectOf(turn, { kind: 'turn', san, deadline: game.deadlineAt });
    if (subject) await this.mail(turn.userId, subject);
  }

  /** A notice's subject for a turn read back from the database (a sweep): the opponent as they are named now. */
  private async subjectOf(
    turn: TurnKey,
    about: { kind: 'reminder'; deadline: number } | { kind: 'turn'; san: string; deadline: number },
  ): Promise<TurnNoticeSubject | null> {
    const row = await loadGame(this.deps.db.kysely, turn.gameId);
    if (!row) return null;
    const opponentColor = row.whitePlayerId === turn.userId ? 'black' : 'white';
    // The seats carry each player's correspondence rating, as the room shows them in this game.
    const seats = await loadSeats(this.deps.db.kysely, row);
    return { ...about, gameId: turn.gameId, opponent: seats[opponentColor], opponentColor };
  }

  private track(work: Promise<void>): void {
    const tracked = work
      .catch((err: unknown) => this.deps.log.warn({ err }, 'correspondence notice not sent'))
      .finally(() => this.inFlight.delete(tracked));
    this.inFlight.add(tracked);
  }
}
