import { afterEach, describe, expect, it, vi } from 'vitest';
import { WS_CLOSE } from '../../core/limits';
import { type LiveStatus, ReconnectManager } from './reconnect-manager';

function managed() {
  const calls: string[] = [];
  const statuses: LiveStatus[] = [];
  const told: string[] = [];
  const manager = new ReconnectManager(
    { connect: () => calls.push('connect'), disconnect: () => calls.push('disconnect') },
    {
      baseBackoffMs: 100,
      maxBackoffMs: 1000,
      tooManySocketsBackoffMs: 60_000,
      random: () => 1,
      onOutdated: () => told.push('outdated'),
      onSessionEnded: () => told.push('session ended'),
      onUserUnknown: () => told.push('user unknown'),
    },
  );
  manager.onStatus((status) => statuses.push(status));
  return { manager, calls, statuses, told };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the reconnect manager', () => {
  it('connects again after a loss, waiting longer each time until greeted', () => {
    vi.useFakeTimers();
    const { manager, calls } = managed();
    manager.start();
    manager.lost(1006);
    vi.advanceTimersByTime(99);
    expect(calls).toEqual(['connect']);
    vi.advanceTimersByTime(1);
    expect(calls).toEqual(['connect', 'connect']);
    manager.lost(null);
    vi.advanceTimersByTime(199);
    expect(calls).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(calls).toHaveLength(3);
    manager.opened();
    manager.greeted();
    manager.lost(1006);
    vi.advanceTimersByTime(100);
    expect(calls).toHaveLength(4);
    manager.close();
  });

  it('stops for good when the page is too old, and waits for reconnect() after the session ended', () => {
    vi.useFakeTimers();
    const outdated = managed();
    outdated.manager.start();
    outdated.manager.lost(WS_CLOSE.clientOutdated);
    vi.advanceTimersByTime(120_000);
    outdated.manager.reconnect();
    expect(outdated.calls).toEqual(['connect']);
    expect(outdated.told).toEqual(['outdated']);

    const ended = managed();
    ended.manager.start();
    ended.manager.opened();
    ended.manager.lost(WS_CLOSE.sessionEnded);
    vi.advanceTimersByTime(120_000);
    expect(ended.calls).toEqual(['connect']);
    expect(ended.told).toEqual(['user unknown', 'session ended']);
    ended.manager.reconnect();
    expect(ended.calls).toEqual(['connect', 'disconnect', 'connect']);
    expect(ended.statuses).toEqual(['open', 'closed', 'connecting']);
    ended.manager.close();
  });

  it('waits long after a close for too many sockets', () => {
    vi.useFakeTimers();
    const { manager, calls, statuses } = managed();
    manager.start();
    manager.lost(WS_CLOSE.tooManySockets);
    expect(statuses).toEqual(['too_many_sockets']);
    vi.advanceTimersByTime(59_999);
    expect(calls).toEqual(['connect']);
    vi.advanceTimersByTime(1);
    expect(calls).toEqual(['connect', 'connect']);
    manager.close();
  });
});
