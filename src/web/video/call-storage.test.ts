import { describe, expect, it } from 'vitest';
import { RELOAD_WINDOW_MS, storageCallMemory } from './call-storage';

function fakeStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

describe('the remembered call', () => {
  it('remembers one game at most: moving to a rematch forgets the old game', () => {
    const storage = fakeStorage();
    const memory = storageCallMemory(() => storage);
    memory.remember('g1', true);
    expect(memory.wasInCall('g1', true)).toBe(true);
    memory.remember('g2', true);
    expect(memory.wasInCall('g1', true)).toBe(false);
    expect(memory.wasInCall('g2', true)).toBe(true);
    // Forgetting a game not remembered leaves the remembered one alone.
    memory.remember('g1', false);
    expect(memory.wasInCall('g2', true)).toBe(true);
    memory.remember('g2', false);
    expect(memory.wasInCall('g2', true)).toBe(false);
  });

  it('brings a finished game’s call back only right after the page went away (a reload)', () => {
    const storage = fakeStorage();
    let clock = 1_000_000;
    const memory = storageCallMemory(
      () => storage,
      () => clock,
    );
    memory.remember('g1', true);
    clock += 10 * 60_000;
    expect(memory.wasInCall('g1', true)).toBe(true);
    expect(memory.wasInCall('g1', false)).toBe(false);
    memory.touch('g1');
    clock += RELOAD_WINDOW_MS;
    expect(memory.wasInCall('g1', false)).toBe(true);
    clock += 1;
    expect(memory.wasInCall('g1', false)).toBe(false);
    // Touching another game remembers nothing new.
    memory.touch('g2');
    expect(memory.wasInCall('g2', true)).toBe(false);
  });

  it('keeps a join chosen on another page to be announced once, and remembers the call all the same', () => {
    const storage = fakeStorage();
    const memory = storageCallMemory(() => storage);
    memory.remember('g1', true, { announce: true });
    expect(memory.wasInCall('g1', true)).toBe(true);
    expect(memory.takeAnnouncement('g2')).toBe(false);
    expect(memory.takeAnnouncement('g1')).toBe(true);
    expect(memory.takeAnnouncement('g1')).toBe(false);
    expect(memory.wasInCall('g1', true)).toBe(true);
    // A reload's memory (or a Join pressed in the room) announces nothing more.
    memory.remember('g1', true);
    expect(memory.takeAnnouncement('g1')).toBe(false);
  });

  it('reads a storage that fails as "not in a call"', () => {
    const memory = storageCallMemory(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    memory.remember('g1', true);
    expect(memory.wasInCall('g1', true)).toBe(false);
  });
});
