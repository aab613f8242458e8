import type { I18n, MessageId } from '@lingui/core';

/**
 * The video panel's texts (spec 02 §2 'Video chat panel', §4 'Video connection', §8), as the call area's message
 * ids: the components word them in the reader's language when they draw.
 */
export const VIDEO_TEXT = {
  title: 'call.video.title',
  join: 'call.video.join',
  connecting: 'call.video.connecting',
  leave: 'call.video.leave',
  preview: 'call.video.preview',
  stopPreview: 'call.video.stopPreview',
  accessDenied: 'call.video.accessDenied',
  connectionFailed: 'call.video.connectionFailed',
  previewFailed: 'call.video.previewFailed',
  deviceFailed: 'call.video.deviceFailed',
  timeout: 'call.video.timeout',
  enableAudio: 'call.video.enableAudio',
  audioWorking: 'call.video.audioWorking',
  audioFailed: 'call.video.audioFailed',
  switchCameraFailed: 'call.video.switchCameraFailed',
  switchMicFailed: 'call.video.switchMicFailed',
  cameraOff: 'call.cameraOff',
  muted: 'call.video.muted',
  you: 'call.video.you',
  waitingFor: 'call.video.waitingFor',
  inCall: 'call.video.inCall',
  joinToSee: 'call.video.joinToSee',
  noOpponent: 'call.video.noOpponent',
  connectingTo: 'call.video.connectingTo',
  reconnecting: 'call.video.reconnecting',
  left: 'call.video.left',
  opponentOffline: 'call.video.opponentOffline',
  socketDown: 'call.video.socketDown',
  pipEnter: 'call.video.pipEnter',
  pipExit: 'call.video.pipExit',
  hideSelf: 'call.video.hideSelf',
  showSelf: 'call.video.showSelf',
  facesFirst: 'call.video.facesFirst',
  boardFirst: 'call.video.boardFirst',
  devices: 'call.video.devices',
} as const satisfies Record<string, MessageId>;

/** Something the call says (a notice, a tile's status): a message and its values, worded when drawn. */
export interface CallWords {
  id: MessageId;
  values?: Record<string, string>;
}

/** A call's words in the reader's language. */
export const callText = (i18n: I18n, words: CallWords): string => i18n._(words.id, words.values);

/** How long Join may take to reach the other player (spec §9: 15000 ms). */
export const VIDEO_CONNECT_TIMEOUT_MS = 15_000;
