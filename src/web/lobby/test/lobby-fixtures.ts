import type { LobbyState, Seek } from '../../../core/protocol';

export const ME = { id: 'u1', username: 'alice', displayName: null, rating: 1200, avatarUrl: null };
export const BOB = { id: 'u2', username: 'bob', displayName: 'Bob B', rating: 1432.4, avatarUrl: null };
export const CAT = { id: 'u3', username: 'cat', displayName: null, rating: 1610, avatarUrl: null };

export function seek(overrides: Partial<Seek> = {}): Seek {
  return {
    id: 's1',
    player: BOB,
    pool: '3+2',
    rated: true,
    call: true,
    createdAt: '2026-11-27T18:00:00.000Z',
    ...overrides,
  };
}

/** `GET /api/lobby` for a free member who may have calls, with nothing going on. */
export function lobbyState(overrides: Partial<LobbyState> = {}): LobbyState {
  return {
    seeks: [],
    queue: null,
    bar: null,
    allowance: { usedToday: 2, perDay: 5 },
    calls: { adultDeclared: true, strangerCalls: true },
    waiting: 12,
    ...overrides,
  };
}
