import { describe, expect, it } from 'vitest';
import { isRoomPath } from './use-keep-call-in-rooms';

describe('which addresses keep the pair’s call', () => {
  it('keeps it in game rooms and study boards only', () => {
    for (const path of ['/game/abc123', '/games/abc123', '/game/abc123/', '/study/s1'])
      expect(isRoomPath(path), path).toBe(true);
    for (const path of [
      '/game/new',
      '/game',
      '/play',
      '/history',
      '/dashboard',
      '/',
      '/game/abc/replay',
      '/study/new',
      '/study',
    ])
      expect(isRoomPath(path), path).toBe(false);
  });
});
