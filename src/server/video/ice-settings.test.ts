import { describe, expect, it } from 'vitest';
import { readIceSettings } from './ice-settings';

const none = { iceServersJson: undefined, turnUrls: undefined, turnSecret: undefined } as const;

describe('ICE settings', () => {
  it('means no servers at all by default (peer to peer on the same network)', () => {
    expect(readIceSettings({ ...none, iceTransportPolicy: 'all' })).toEqual({
      staticServers: [],
      turn: null,
      iceTransportPolicy: 'all',
    });
  });

  it('reads ICE_SERVERS and TURN_URLS with TURN_SECRET together', () => {
    const settings = readIceSettings({
      iceServersJson:
        '[{"urls":"stun:stun.example.com:3478"},{"urls":["turn:a:3478"],"username":"u","credential":"c"}]',
      turnUrls: 'turn:turn.example.com:3478?transport=udp, turns:turn.example.com:5349',
      turnSecret: 'shh',
      iceTransportPolicy: 'relay',
    });
    expect(settings.staticServers).toHaveLength(2);
    expect(settings.turn).toEqual({
      urls: ['turn:turn.example.com:3478?transport=udp', 'turns:turn.example.com:5349'],
      secret: 'shh',
    });
  });

  it('stops the start-up with a message naming the setting', () => {
    const policy = { iceTransportPolicy: 'all' } as const;
    expect(() => readIceSettings({ ...none, ...policy, iceServersJson: '{nope' })).toThrow(
      /ICE_SERVERS is not valid JSON/,
    );
    expect(() => readIceSettings({ ...none, ...policy, iceServersJson: '[{"urls":"http://x"}]' })).toThrow(
      /ICE_SERVERS is invalid at 0\.urls/,
    );
    expect(() => readIceSettings({ ...none, ...policy, iceServersJson: '{"urls":"stun:x"}' })).toThrow(
      /ICE_SERVERS is invalid/,
    );
    expect(() => readIceSettings({ ...none, ...policy, turnUrls: 'turn:x' })).toThrow(
      /TURN_URLS and TURN_SECRET go together/,
    );
    expect(() => readIceSettings({ ...none, ...policy, turnUrls: 'stun:x', turnSecret: 's' })).toThrow(
      /TURN_URLS is invalid/,
    );
  });

  it('refuses relay-only calls without a TURN server', () => {
    expect(() =>
      readIceSettings({ ...none, iceServersJson: '[{"urls":"stun:x"}]', iceTransportPolicy: 'relay' }),
    ).toThrow(/ICE_TRANSPORT_POLICY=relay needs a TURN server/);
  });
});
