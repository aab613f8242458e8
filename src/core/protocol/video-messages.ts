import { z } from 'zod';
import { Id } from './common';

/** What a message holds: the camera and the microphone, or the microphone alone. */
export const VideoMessageKind = z.enum(['video', 'audio']);
export type VideoMessageKind = z.infer<typeof VideoMessageKind>;

/**
 * One message of a correspondence game's thread (issue 32, decision 328): who sent it, with which move (the ply
 * it came with, 1 for White's first move), how long it plays, and where the two players fetch it.
 */
export const VideoMessage = z.object({
  id: Id,
  gameId: Id,
  authorId: Id,
  ply: z.number().int().min(1),
  kind: VideoMessageKind,
  contentType: z.string(),
  durationMs: z.number().int().min(0),
  bytes: z.number().int().min(0),
  /** The address the players play it from; answers only the game's two players. */
  url: z.string(),
  createdAt: z.number(),
});
export type VideoMessage = z.infer<typeof VideoMessage>;

/** `GET /api/games/:id/messages`: the game's messages, oldest (lowest ply) first. */
export const VideoMessagesResponse = z.object({ messages: z.array(VideoMessage) });
export type VideoMessagesResponse = z.infer<typeof VideoMessagesResponse>;

/** `POST /api/games/:id/messages?ply=N`: the message goes with ply N, the sender's own last move. */
export const VideoMessageQuery = z.object({ ply: z.coerce.number().int().min(1).max(10_000) });
export type VideoMessageQuery = z.infer<typeof VideoMessageQuery>;

export const VideoMessageParams = z.object({ id: Id, messageId: Id });
export type VideoMessageParams = z.infer<typeof VideoMessageParams>;

/** The recording's bytes as the whole body, with the type the browser's recorder gave it (checked on the server). */
export const VideoMessageUploadBody = z.instanceof(Uint8Array, {
  error: 'Send the recording as the request body',
});

/** The types a message may be sent as: what browsers' recorders write. */
export const VIDEO_MESSAGE_TYPES = [
  'video/webm',
  'audio/webm',
  'video/mp4',
  'audio/mp4',
  'audio/ogg',
] as const;
