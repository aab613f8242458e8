import { describe, expect, it } from 'vitest';
import type { ChatEntry } from '../../core/protocol';
import { newestId, unreadCount } from './unread';

const entry = (id: string, userId: string | null, isSystem = false): ChatEntry => ({
  id,
  gameId: 'g1',
  userId,
  username: userId ?? 'system',
  message: `line ${id}`,
  timestamp: '2026-11-24T03:00:00.000Z',
  isSystem,
});

describe('unreadCount', () => {
  const log = [entry('a1', 'sam'), entry('a2', 'me'), entry('a3', null, true), entry('a4', 'sam')];

  it('counts only the other player’s lines after the one last seen', () => {
    expect(unreadCount(log, 'a1', 'me')).toBe(1);
    expect(unreadCount(log, 'a4', 'me')).toBe(0);
  });

  it('counts every line of the other player when nothing was seen', () => {
    expect(unreadCount(log, null, 'me')).toBe(2);
  });

  it('leaves out system lines and the viewer’s own', () => {
    expect(unreadCount([entry('b1', 'me'), entry('b2', null, true)], null, 'me')).toBe(0);
  });
});

describe('newestId', () => {
  it('is the last entry’s id, or null for an empty log', () => {
    expect(newestId([entry('a1', 'sam'), entry('a2', 'me')])).toBe('a2');
    expect(newestId([])).toBeNull();
  });
});
