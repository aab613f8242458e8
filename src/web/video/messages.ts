/** The video panel's texts (spec 02 §2 'Video chat panel', §4 'Video connection', §8). */
export const VIDEO_TEXT = {
  title: 'Video Chat',
  join: 'Join',
  connecting: 'Connecting...',
  leave: 'Leave',
  preview: 'Preview camera',
  stopPreview: 'Stop preview',
  accessDenied: 'Camera/microphone access denied. Please allow permissions and try again.',
  connectionFailed: (message: string) => `Connection failed: ${message}`,
  timeout: 'Connection timeout - please try again',
  enableAudio: 'Click to enable audio',
  audioWorking: 'Audio now working!',
  audioFailed: 'Audio failed - check browser permissions',
  switchCameraFailed: 'Failed to switch camera',
  switchMicFailed: 'Failed to switch microphone',
  cameraOff: 'Camera off',
  muted: 'Muted',
  you: 'You',
  waitingFor: (name: string) => `Waiting for ${name} to join the call`,
  inCall: (name: string) => `${name} is in the call`,
  joinToSee: (name: string) => `Join the call to see ${name}`,
  noOpponent: 'No opponent yet',
  connectingTo: (name: string) => `Connecting to ${name}...`,
  reconnecting: 'Reconnecting...',
  left: (name: string) => `${name} left the call`,
  opponentOffline: (name: string) => `${name} is offline`,
  socketDown: 'Live connection lost - reconnecting...',
} as const;

/** How long Join may take to reach the other player (spec §9: 15000 ms). */
export const VIDEO_CONNECT_TIMEOUT_MS = 15_000;
