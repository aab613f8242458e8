import { DELETED_PLAYER_NAME } from '../../core/names';
import type { ChatEntry } from '../../core/protocol';
import type { PersonalData } from '../accounts/personal-data';
import type { Db } from '../db/database';

/**
 * The reports feature's answer for its tables (decisions 258, 281). Closing an account deletes the reports
 * the person filed and those about them (there is nobody left to moderate), and the sanctions on them; in
 * other reports' evidence their chat lines stay, as in the games' chats, under "deleted player". The audit
 * log keeps its rows: it records what moderators did, by ids and the moderator's reason, and no words of
 * the person. The export holds the reports the person filed (not who they named) and the sanctions on them;
 * reports about them are not theirs to read, since they would name the reporters.
 */
export function reportsPersonalData(deps: { db: Db }): PersonalData {
  const { db } = deps;
  return {
    feature: 'reports',
    async erase(trx, person) {
      await trx
        .deleteFrom('reports')
        .where((eb) => eb.or([eb('reporterId', '=', person.id), eb('reportedId', '=', person.id)]))
        .execute();
      await trx.deleteFrom('sanctions').where('userId', '=', person.id).execute();
      const mentioning = await trx
        .selectFrom('reports')
        .select(['id', 'chat'])
        .where('chat', 'like', `%${JSON.stringify(person.id)}%`)
        .execute();
      for (const row of mentioning) {
        const lines = JSON.parse(row.chat) as ChatEntry[];
        const relabelled = lines.map((line) =>
          line.userId === person.id ? { ...line, username: person.shownAs ?? DELETED_PLAYER_NAME } : line,
        );
        await trx
          .updateTable('reports')
          .set({ chat: JSON.stringify(relabelled) })
          .where('id', '=', row.id)
          .execute();
      }
      return undefined;
    },
    async export(person) {
      const filed = await db.kysely
        .selectFrom('reports')
        .select(['reason', 'text', 'gameId', 'createdAt', 'resolvedAt'])
        .where('reporterId', '=', person.id)
        .orderBy('createdAt')
        .execute();
      const sanctions = await db.kysely
        .selectFrom('sanctions')
        .select(['kind', 'createdAt', 'until'])
        .where('userId', '=', person.id)
        .orderBy('createdAt')
        .execute();
      const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
      return {
        'reports.json': {
          json: {
            filed: filed.map((row) => ({
              reason: row.reason,
              text: row.text,
              gameId: row.gameId,
              filedAt: iso(row.createdAt),
              actedOnAt: iso(row.resolvedAt),
            })),
            sanctions: sanctions.map((row) => ({
              kind: row.kind,
              at: iso(row.createdAt),
              until: iso(row.until),
            })),
          },
        },
      };
    },
  };
}
