import type { ExportFile, PersonalData } from '../accounts/personal-data';
import type { Db } from '../db/database';
import type { MediaStore } from '../media/store';
import { messagesSentBy, messagesSentTo } from './store';

const FOLDER = 'video-messages/';

/** The file's name in the archive: the message's id with its container's extension. */
const fileName = (id: string, contentType: string) =>
  `${FOLDER}${id}.${contentType.endsWith('mp4') ? 'mp4' : contentType.endsWith('ogg') ? 'ogg' : 'webm'}`;

/**
 * The messages feature's answer for its table (decisions 258, 328). A message belongs to the game's two players
 * as its chat does: one closing their account leaves the other the thread; once both have closed theirs, the rows
 * go in the erasure's transaction and the files once it has committed (a file left by a failed removal is named
 * by no row, so nobody can reach it). The export holds the messages the person sent, as files, and a list of
 * those they received with their sizes.
 */
export function messagesPersonalData(deps: { db: Db; media: MediaStore }): PersonalData {
  const { db, media } = deps;
  return {
    feature: 'messages',
    async erase(trx, person) {
      await trx
        .updateTable('videoMessages')
        .set({ authorClosed: 1 })
        .where('authorId', '=', person.id)
        .execute();
      await trx
        .updateTable('videoMessages')
        .set({ recipientClosed: 1 })
        .where('recipientId', '=', person.id)
        .execute();
      const gone = await trx
        .deleteFrom('videoMessages')
        .where('authorClosed', '=', 1)
        .where('recipientClosed', '=', 1)
        .where((eb) => eb.or([eb('authorId', '=', person.id), eb('recipientId', '=', person.id)]))
        .returning('mediaKey')
        .execute();
      if (gone.length === 0) return undefined;
      return async () => {
        await Promise.allSettled(gone.map((row) => media.delete(row.mediaKey)));
      };
    },
    async export(person) {
      const sent = await messagesSentBy(db.kysely, person.id);
      const received = await messagesSentTo(db.kysely, person.id);
      const files: Record<string, ExportFile> = {};
      for (const message of sent) {
        const bytes = await media.get(message.mediaKey);
        if (bytes) files[fileName(message.id, message.contentType)] = { bytes };
      }
      const describe = (message: (typeof received)[number]) => ({
        id: message.id,
        gameId: message.gameId,
        ply: Number(message.ply),
        kind: message.kind,
        durationSeconds: Number(message.durationMs) / 1000,
        bytes: Number(message.bytes),
        sentAt: new Date(Number(message.createdAt)).toISOString(),
      });
      return {
        'video-messages.json': {
          json: {
            sent: sent.map((message) => ({
              ...describe(message),
              file: fileName(message.id, message.contentType),
            })),
            received: received.map(describe),
          },
        },
        ...files,
      };
    },
  };
}
