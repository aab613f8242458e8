import { RECORDING_MAX_MS } from '../../core/limits';

const LIMIT_HOURS = RECORDING_MAX_MS / 3_600_000;

/** The recording's words, once: the room, the FAQ, privacy and terms read the same facts. */
export const RECORDING_TEXT = {
  ask: 'Record game and call',
  limit: `Up to ${LIMIT_HOURS} hours`,
  rule: `Both players must agree. The video is made and saved in the asking player's browser, up to ${LIMIT_HOURS} hours; nothing of it is sent to ChessChat.`,
  waiting: (name: string) => `Waiting for ${name} to agree…`,
  cancel: 'Cancel the request to record',
  upsellTitle: (plan: string) => `Recording is part of the ${plan} plan`,
  starting: 'Starting the recording…',
  dialogTitle: (name: string) => `${name} wants to record this game`,
  dialogBody: (name: string) =>
    `The recording shows the board, both cameras and both voices. It is made in ${name}'s browser and saved on their device; nothing of it is sent to ChessChat. Either of you can stop it at any time.`,
  allow: 'Allow recording',
  decline: 'Decline',
  stop: 'Stop recording',
  rec: 'REC',
  recordingYou: (elapsed: string) => `Recording ${elapsed}`,
  recordedBy: (name: string) => `${name} is recording the game and the call`,
  notPresent: (name: string) => `${name} is not in the room`,
  download: (megabytes: string) => `Download recording (${megabytes} MB)`,
  seePro: 'See the Pro plan',
} as const;

/** "3:07" for an elapsed recording. */
export function formatElapsed(ms: number): string {
  const seconds = Math.floor(ms / 1000);
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = String(seconds % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}
