import { startVacation, type VacationRefusal, vacationDaysIn } from '../../../core/correspondence/vacation';
import { vacationDaysPerYear } from '../../../core/plans';
import type { VacationStatus } from '../../../core/protocol';
import { lockPlanRow } from '../../accounts/plan-columns';
import { tierOf } from '../../billing/allowance';
import type { Db } from '../../db/database';
import type { Executor } from '../../db/executor';
import { HttpError } from '../../http/errors';
import { countOpenCorrespondenceGames } from './open-games';
import { endVacationAt, insertVacation, type StoredVacation, vacationsOf } from './vacation-store';

/** The first instant of the calendar year (UTC) `now` falls in: the allowance counts vacations begun since. */
function yearStart(now: number): number {
  return Date.UTC(new Date(now).getUTCFullYear(), 0, 1);
}

/** The server's sentences for clients that do not word the codes themselves (the web client does). */
function refusalMessage(refusal: VacationRefusal): string {
  switch (refusal.code) {
    case 'vacation_days_invalid':
      return `A vacation is a whole number of days, from 1 to ${refusal.allowanceDays}.`;
    case 'vacation_in_progress':
      return `You are already on vacation until ${new Date(refusal.until).toISOString()}.`;
    case 'vacation_allowance':
      return `You have ${refusal.daysLeft} vacation days left this year.`;
  }
}

const NO_VACATION = 'You are not on vacation.';

/** The plan's days, the days begun this year and the vacation under way, read on `db` at `now`. */
async function statusOn(
  db: Executor,
  userId: string,
  now: number,
): Promise<VacationStatus & { taken: StoredVacation[] }> {
  const taken = await vacationsOf(db, userId, yearStart(now));
  const current = taken.find((vacation) => vacation.from <= now && now < vacation.until);
  return {
    allowanceDays: vacationDaysPerYear(await tierOf(db, userId)),
    usedDays: vacationDaysIn(new Date(now).getUTCFullYear(), taken),
    current: current ? { from: current.from, until: current.until } : null,
    gamesUnderWay: await countOpenCorrespondenceGames(db, userId),
    serverNow: now,
    taken,
  };
}

const publicStatus = ({
  taken: _taken,
  ...status
}: VacationStatus & { taken: StoredVacation[] }): VacationStatus => status;

/**
 * Vacations in correspondence games (issue 32, decisions 301, 325): started now for whole days within the plan's
 * days a year, ended early with the days not begun given back. Each start or end moves the deadlines of the
 * player's games where it is their turn (`onChanged`, the games service's `vacationChanged`).
 */
export class Vacations {
  constructor(
    private readonly db: Db,
    private readonly onChanged: (userId: string) => Promise<void>,
  ) {}

  async status(userId: string): Promise<VacationStatus> {
    return publicStatus(await statusOn(this.db.kysely, userId, Date.now()));
  }

  async start(userId: string, days: number): Promise<VacationStatus> {
    const started = await this.db.kysely.transaction().execute(async (trx) => {
      // Two starts at once for one player queue here: the second sees the first's vacation under way.
      await lockPlanRow(trx, userId);
      const now = Date.now();
      const before = await statusOn(trx, userId, now);
      const vacation = startVacation(days, now, before.allowanceDays, before.taken);
      if (!vacation.ok) {
        const { code, ...detail } = vacation.reason;
        throw new HttpError(code, refusalMessage(vacation.reason), detail);
      }
      await insertVacation(trx, userId, vacation.value);
      return now;
    });
    await this.onChanged(userId);
    return publicStatus(await statusOn(this.db.kysely, userId, Math.max(started, Date.now())));
  }

  /** Ends the vacation under way now; 409 `no_vacation` when there is none. */
  async end(userId: string): Promise<VacationStatus> {
    const now = Date.now();
    const { current, taken } = await statusOn(this.db.kysely, userId, now);
    const stored = current && taken.find((vacation) => vacation.from === current.from);
    if (!stored || !(await endVacationAt(this.db.kysely, stored.id, now))) {
      throw new HttpError('no_vacation', NO_VACATION);
    }
    await this.onChanged(userId);
    return this.status(userId);
  }
}
