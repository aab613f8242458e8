import { sql } from 'kysely';
import type { AdvancedStats, Streak } from '../../../core/protocol';
import type { Db } from '../../db/database';

type Streaks = AdvancedStats['streaks'];

const OUTCOME_OF: Record<string, Streak['outcome']> = { w: 'win', l: 'loss', d: 'draw' };

/**
 * Runs of equal outcomes in the player's completed games, in the order they ended. The database
 * reads both seats on migration 041's (seat, status, created_at, result, started_at, ended_at)
 * index and answers one string: a letter per game (w, l, d), ordered by `string_agg`'s own ORDER BY
 * (SQLite 3.44+ and PostgreSQL), so one sort of one narrow row per game. The runs are then counted in
 * one pass over that string. (Window functions did the same in SQL but cost two sorts of every game
 * and a temporary table per window: about 22 ms of CPU on SQLite for 10,000 games; decision 227.)
 */
export async function userStreaks(db: Db, userId: string): Promise<Streaks> {
  const { rows } = await sql<{ outcomes: string | null }>`
    select string_agg(outcome, '' order by ended_at, created_at) as outcomes from (
      select ended_at, created_at,
        case when result = 'draw' then 'd' when result = 'white_wins' then 'w' else 'l' end as outcome
      from games where white_player_id = ${userId} and status = 'completed'
      union all
      select ended_at, created_at,
        case when result = 'draw' then 'd' when result = 'black_wins' then 'w' else 'l' end as outcome
      from games where black_player_id = ${userId} and status = 'completed'
    ) mine
  `.execute(db.kysely);
  return streaksOf(rows[0]?.outcomes ?? '');
}

/** The latest run and the longest run of wins and of losses in a string of outcomes, oldest first. */
export function streaksOf(outcomes: string): Streaks {
  let longestWin = 0;
  let longestLoss = 0;
  let length = 0;
  for (let at = 0; at < outcomes.length; at++) {
    length = at > 0 && outcomes[at] === outcomes[at - 1] ? length + 1 : 1;
    if (outcomes[at] === 'w') longestWin = Math.max(longestWin, length);
    else if (outcomes[at] === 'l') longestLoss = Math.max(longestLoss, length);
  }
  const last = OUTCOME_OF[outcomes.at(-1) ?? ''];
  const current: Streak | null = last ? { outcome: last, length } : null;
  return { current, longestWin, longestLoss };
}
