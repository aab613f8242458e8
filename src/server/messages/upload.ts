import {
  VIDEO_MESSAGE_GRACE_SECONDS,
  VIDEO_MESSAGE_MAX_BYTES,
  VIDEO_MESSAGE_MAX_SECONDS,
} from '../../core/limits';
import { PLANS, type PlanId } from '../../core/plans';
import type { Game, VideoMessage } from '../../core/protocol';
import { isUniqueViolation } from '../accounts/store';
import type { Db } from '../db/database';
import { HttpError, notFound } from '../http/errors';
import { newPublicId } from '../lib/public-ids';
import { newMediaKey } from '../media/keys';
import type { MediaStore } from '../media/store';
import { type ContactPolicy, requireContact } from '../safety/contact-policy';
import { probeRecording, sniffContainer } from './probe';
import { authorUsage, insertMessage, messageAtPly, toVideoMessage } from './store';

const DAY_MS = 24 * 60 * 60 * 1000;

export const GAME_NOT_FOUND = 'There is no such game.';

export const tooLarge = () =>
  new HttpError(
    'video_message_too_large',
    `This message is larger than ${VIDEO_MESSAGE_MAX_BYTES / (1024 * 1024)} MB: record a shorter one.`,
  );

export interface UploadDeps {
  db: Db;
  media: MediaStore;
  game: (gameId: string) => Promise<Game | null>;
  planOf: (userId: string) => Promise<PlanId>;
  /** Blocks either way and the sender's chat mute refuse the message (kind `video_message`). */
  contacts: ContactPolicy;
  now?: () => number;
}

/** The side that made ply `ply` of a game, read from the side to move now (a game may start with Black). */
function moverOf(game: Game, ply: number): 'white' | 'black' {
  const plies = game.moves.length;
  const toMove = game.currentTurn;
  const lastMover = toMove === 'white' ? 'black' : 'white';
  return (plies - ply) % 2 === 0 ? lastMover : toMove;
}

/**
 * A message with the sender's own last move (decision 328), in this order so that nothing is stored when any
 * check fails: the game (a player's, a correspondence game, `ply` its last move and the sender's), no message
 * yet with that move, the plan's day and storage, the bytes (a container browsers record, decoded by ffprobe, at
 * most 30 seconds). Then the file is stored under a new random key and the row written; when the row cannot be
 * written (another message for the move won the race) the file goes again.
 */
export async function sendMessage(
  deps: UploadDeps,
  input: { gameId: string; userId: string; ply: number; bytes: Uint8Array },
): Promise<VideoMessage> {
  const { gameId, userId, ply, bytes } = input;
  const now = (deps.now ?? Date.now)();
  const game = await deps.game(gameId);
  if (!game) throw notFound(GAME_NOT_FOUND);
  const color = game.whitePlayerId === userId ? 'white' : game.blackPlayerId === userId ? 'black' : null;
  if (!color) throw new HttpError('not_a_player', 'Only the players of this game can send it messages.');
  const recipientId = color === 'white' ? game.blackPlayerId : game.whitePlayerId;
  if (!game.daysPerMove || !recipientId) {
    throw new HttpError(
      'video_message_not_correspondence',
      'Messages go with the moves of correspondence games.',
    );
  }
  if (ply !== game.moves.length || ply < 1 || moverOf(game, ply) !== color) {
    throw new HttpError(
      'video_message_not_your_move',
      'A message goes with your own last move, before your opponent answers it.',
    );
  }
  // A block made during the game, or a chat mute, closes this path as it closes the chat.
  await requireContact(deps.contacts, userId, recipientId, 'video_message');
  if (await messageAtPly(deps.db.kysely, gameId, ply)) {
    throw new HttpError('video_message_exists', 'This move already has its message.');
  }
  const plan = PLANS[await deps.planOf(userId)];
  const usage = await authorUsage(deps.db.kysely, userId, Math.floor(now / DAY_MS) * DAY_MS);
  if (usage.today >= plan.videoMessagesPerDay) {
    throw new HttpError(
      'video_message_daily_limit',
      `You have sent ${plan.videoMessagesPerDay} messages today, the most the ${plan.name} plan allows.`,
      { limit: plan.videoMessagesPerDay },
    );
  }
  if (usage.bytes + bytes.length > plan.videoMessageStorageBytes) {
    throw new HttpError(
      'video_message_storage_full',
      `Your messages take up the ${plan.videoMessageStorageBytes / (1024 * 1024)} MB the ${plan.name} plan keeps.`,
      { megabytes: plan.videoMessageStorageBytes / (1024 * 1024) },
    );
  }
  if (bytes.length > VIDEO_MESSAGE_MAX_BYTES) throw tooLarge();
  const container = sniffContainer(bytes);
  const probed = container ? await probeRecording(bytes, container) : null;
  if (!probed) {
    throw new HttpError('video_message_type', 'Send a WebM, MP4 or Ogg recording of video or sound.');
  }
  if (probed.durationMs > (VIDEO_MESSAGE_MAX_SECONDS + VIDEO_MESSAGE_GRACE_SECONDS) * 1000) {
    throw new HttpError(
      'video_message_too_long',
      `A message lasts at most ${VIDEO_MESSAGE_MAX_SECONDS} seconds; this one lasts ${Math.round(probed.durationMs / 1000)}.`,
      { seconds: VIDEO_MESSAGE_MAX_SECONDS },
    );
  }
  const mediaKey = newMediaKey('messages');
  await deps.media.put(mediaKey, bytes, probed.contentType);
  const row = {
    id: newPublicId(16),
    gameId,
    authorId: userId,
    recipientId,
    ply,
    kind: probed.kind,
    contentType: probed.contentType,
    mediaKey,
    bytes: bytes.length,
    durationMs: probed.durationMs,
    createdAt: now,
  };
  try {
    await insertMessage(deps.db.kysely, row);
  } catch (error) {
    await deps.media.delete(mediaKey);
    if (isUniqueViolation(error))
      throw new HttpError('video_message_exists', 'This move already has its message.');
    throw error;
  }
  return toVideoMessage(row);
}
