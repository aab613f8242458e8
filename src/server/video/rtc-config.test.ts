import { describe, expect, it } from 'vitest';
import { HttpError } from '../http/errors';
import type { IceSettings } from './ice-settings';
import { NOT_A_PLAYER_MESSAGE, type PlayersOf, rtcConfigFor } from './rtc-config';
import { turnCredential } from './turn-credentials';

const settings: IceSettings = {
  staticServers: [{ urls: 'stun:stun.example.com:3478' }],
  turn: { urls: ['turn:turn.example.com:3478'], secret: 'shh' },
  iceTransportPolicy: 'all',
};
const playersOf: PlayersOf = async (gameId) =>
  gameId === 'g1' ? { whitePlayerId: 'white-user', blackPlayerId: 'black-user' } : null;

async function refusal(promise: Promise<unknown>): Promise<HttpError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof HttpError)) throw new Error('expected an HttpError');
  return error;
}

describe('RTC configuration', () => {
  it('gives each player the static servers and a TURN credential of their own', async () => {
    const now = 1_700_000_000_000;
    for (const userId of ['white-user', 'black-user']) {
      const config = await rtcConfigFor(settings, playersOf, 'g1', userId, now);
      expect(config).toEqual({
        iceServers: [
          { urls: 'stun:stun.example.com:3478' },
          { urls: ['turn:turn.example.com:3478'], ...turnCredential('shh', userId, now) },
        ],
        iceTransportPolicy: 'all',
      });
    }
  });

  it('refuses anyone who is not one of the two players', async () => {
    const error = await refusal(rtcConfigFor(settings, playersOf, 'g1', 'spectator'));
    expect(error.statusCode).toBe(403);
    expect(error.message).toBe(NOT_A_PLAYER_MESSAGE);
  });

  it('refuses an empty seat as well (a waiting game has no black player yet)', async () => {
    const waiting: PlayersOf = async () => ({ whitePlayerId: 'white-user', blackPlayerId: null });
    expect((await refusal(rtcConfigFor(settings, waiting, 'g1', 'someone'))).statusCode).toBe(403);
  });

  it('answers 404 for an unknown game', async () => {
    expect((await refusal(rtcConfigFor(settings, playersOf, 'nope', 'white-user'))).statusCode).toBe(404);
  });
});
