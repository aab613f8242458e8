import { describe, expect, it } from 'vitest';
import {
  COMPUTER_LEVELS,
  computerLevel,
  computerLevelOf,
  computerName,
  computerPlayerId,
  isComputerPlayer,
} from './computer-levels';

describe('the computer levels', () => {
  it('has levels 1 to 8, each stronger or longer-thinking than the one before', () => {
    expect(COMPUTER_LEVELS.map((entry) => entry.level)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    for (let i = 1; i < COMPUTER_LEVELS.length; i++) {
      const before = COMPUTER_LEVELS[i - 1];
      const now = COMPUTER_LEVELS[i];
      if (!before || !now) throw new Error('missing level');
      expect(now.skill).toBeGreaterThan(before.skill);
      expect(now.depth).toBeGreaterThanOrEqual(before.depth);
      expect(now.moveTimeMs).toBeGreaterThan(before.moveTimeMs);
    }
  });

  it("stays within Stockfish's skill range and thinks at most a second", () => {
    for (const entry of COMPUTER_LEVELS) {
      expect(entry.skill).toBeGreaterThanOrEqual(0);
      expect(entry.skill).toBeLessThanOrEqual(20);
      expect(entry.moveTimeMs).toBeLessThanOrEqual(1000);
    }
    expect(computerLevel(8)).toMatchObject({ skill: 20 });
  });

  it('refuses a level outside 1–8', () => {
    expect(() => computerLevel(0)).toThrow(RangeError);
    expect(() => computerLevel(9)).toThrow(RangeError);
    expect(() => computerLevel(2.5)).toThrow(RangeError);
  });

  it('maps each level to its seat and back, and no person to a level', () => {
    for (const { level } of COMPUTER_LEVELS) {
      expect(computerLevelOf(computerPlayerId(level))).toBe(level);
      expect(isComputerPlayer(computerPlayerId(level))).toBe(true);
    }
    expect(computerPlayerId(3)).toBe('computer-level-3');
    expect(computerLevelOf('computer-level-9')).toBeNull();
    expect(computerLevelOf('computer-level-03')).toBeNull();
    expect(computerLevelOf('computer-level-')).toBeNull();
    expect(computerLevelOf('0b8e1c2a-user')).toBeNull();
    expect(computerLevelOf(null)).toBeNull();
    expect(isComputerPlayer(undefined)).toBe(false);
  });

  it('names the seat by its level', () => {
    expect(computerName(1)).toBe('Computer (level 1)');
    expect(computerName(8)).toBe('Computer (level 8)');
  });
});
