import { describe, expect, it } from 'vitest';
import { i18n } from '../i18n/i18n';
import type { CallSnapshot } from './call-controller';
import { initialSnapshot } from './call-snapshot';
import { callText } from './messages';
import { remoteStatus as statusWords } from './remote-status';
import type { RemoteView } from './video-call';

/** The tile's words as it shows them (the web tests load every area, in English). */
const remoteStatus = (snapshot: CallSnapshot, name: string | null) => {
  const words = statusWords(snapshot, name);
  return words && callText(i18n, words);
};

const idle: CallSnapshot = initialSnapshot(true, false);

const remote = (state: RemoteView['state']): RemoteView => ({
  session: 's2',
  media: { camera: true, mic: true },
  state,
  stream: null,
  pc: null,
});

describe('the remote tile’s words', () => {
  it('before joining: who is waiting in the call, whom Join would show, or that the seat is empty', () => {
    expect(remoteStatus(idle, 'bob')).toBe('Join the call to see bob');
    expect(remoteStatus({ ...idle, opponentInCall: true }, 'bob')).toBe('bob is in the call');
    expect(remoteStatus(idle, null)).toBe('No opponent yet');
    expect(remoteStatus({ ...idle, phase: 'connecting' }, 'bob')).toBeUndefined();
    expect(remoteStatus({ ...idle, phase: 'connecting', opponentInCall: true }, null)).toBe(
      'Your opponent is in the call',
    );
  });

  it('in the call: waiting, connecting, reconnecting, offline, left, and nothing once the picture flows', () => {
    const inCall = { ...idle, phase: 'connected' as const };
    expect(remoteStatus(inCall, 'bob')).toBe('Waiting for bob to join the call');
    expect(remoteStatus({ ...inCall, remoteLeft: true }, 'bob')).toBe('bob left the call');
    expect(remoteStatus({ ...inCall, remote: remote('connecting') }, 'bob')).toBe('Connecting to bob...');
    expect(remoteStatus({ ...inCall, remote: remote('reconnecting') }, 'bob')).toBe('Reconnecting...');
    expect(remoteStatus({ ...inCall, remote: remote('reconnecting'), opponentOnline: false }, 'bob')).toBe(
      'bob is offline',
    );
    expect(remoteStatus({ ...inCall, remote: remote('connected') }, 'bob')).toBeUndefined();
  });
});
