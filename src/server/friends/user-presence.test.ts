import { describe, expect, it } from 'vitest';
import { createMemoryBus } from '../bus/memory-bus';
import { createUserPresence, USER_PRESENCE_CHANNEL } from './user-presence';

const settle = () => new Promise((resolve) => setImmediate(() => setTimeout(resolve, 1)));

describe('user presence told wrong', () => {
  it('drops a malformed message from the bus instead of taking it for a share or throwing', async () => {
    const bus = createMemoryBus();
    const presence = createUserPresence(bus, { visibilityChanged: async () => {}, lastSeen: () => {} });
    await presence.start();
    const say = (message: unknown) => bus.publish(USER_PRESENCE_CHANNEL, JSON.stringify(message));
    await say({ kind: 'share', from: 'x', userId: 'u', share: { games: [42], calls: [] } });
    await say({ kind: 'sync', from: 'y', users: { v: { games: 'g1' } } });
    await say({ kind: 'call', from: 'z', userId: 'u' });
    await say({ kind: 'share', from: 'x', userId: 'v', share: { games: ['g2'], calls: [] } });
    await settle();
    expect(presence.current('u', null)).toEqual({ state: 'offline', lastSeen: null });
    expect(presence.current('v', null)).toEqual({ state: 'in_game', gameId: 'g2' });
    await presence.stop();
  });
});
