import { afterEach, describe, expect, it, vi } from 'vitest';
import { CallScope, type CallTarget, pairOf, type ScopedCall, UNSHOWN_CALL_MS } from './call-keeper';

class FakeCall implements ScopedCall {
  attached: CallTarget[] = [];
  disposed = 0;
  attach(target: CallTarget) {
    this.attached.push(target);
  }
  dispose() {
    this.disposed += 1;
  }
}

const isFake = (call: ScopedCall): call is FakeCall => call instanceof FakeCall;
const target = (gameId: string, opponentId: string | null, color: 'white' | 'black' = 'white') => ({
  gameId,
  color,
  opponentId,
});

function setup() {
  vi.useFakeTimers();
  const scope = new CallScope();
  const made: FakeCall[] = [];
  const hold = (t: CallTarget, userId = 'ann') =>
    scope.hold(
      userId,
      t,
      () => {
        const call = new FakeCall();
        made.push(call);
        return call;
      },
      isFake,
    );
  return { scope, made, hold };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the pair’s call scope', () => {
  it('names a pair the same from both sides, and not before the other seat is taken', () => {
    expect(pairOf('ann', 'bob')).toBe(pairOf('bob', 'ann'));
    expect(pairOf('ann', null)).toBeNull();
  });

  it('keeps the same call across a rematch, attached to the new game, whatever the colours', () => {
    const { scope, made, hold } = setup();
    scope.enterRoom();
    const first = hold(target('g1', 'bob', 'white'));
    scope.release(first);
    const second = hold(target('g2', 'bob', 'black'));
    expect(second).toBe(first);
    expect(made).toHaveLength(1);
    expect(first.attached.at(-1)).toEqual(target('g2', 'bob', 'black'));
    vi.advanceTimersByTime(UNSHOWN_CALL_MS * 2);
    expect(first.disposed).toBe(0);
  });

  it('tells its listeners when a call is held and when it ends, not when a rematch attaches', () => {
    const { scope, hold } = setup();
    const heard = vi.fn();
    scope.subscribe(heard);
    scope.enterRoom();
    expect(scope.current()).toBeNull();
    const first = hold(target('g1', 'bob'));
    expect(scope.current()).toBe(first);
    expect(heard).toHaveBeenCalledTimes(1);
    scope.release(first);
    hold(target('g2', 'bob', 'black'));
    expect(heard).toHaveBeenCalledTimes(1);
    scope.end();
    expect(scope.current()).toBeNull();
    expect(heard).toHaveBeenCalledTimes(2);
  });

  it('keeps the call when the opponent takes the seat of the same game', () => {
    const { scope, hold } = setup();
    scope.enterRoom();
    const waiting = hold(target('g1', null));
    scope.release(waiting);
    expect(hold(target('g1', 'bob'))).toBe(waiting);
    // And the pair is known from then on: the rematch keeps it too.
    scope.release(waiting);
    expect(hold(target('g2', 'bob', 'black'))).toBe(waiting);
  });

  it('ends the call and starts another for a different pair', () => {
    const { scope, made, hold } = setup();
    scope.enterRoom();
    const first = hold(target('g1', 'bob'));
    scope.release(first);
    const other = hold(target('g7', 'cat'));
    expect(other).not.toBe(first);
    expect(first.disposed).toBe(1);
    expect(made).toHaveLength(2);
  });

  it('ends the call as soon as the player leaves the rooms, but not for a remount in the same turn', () => {
    const { scope, hold } = setup();
    scope.enterRoom();
    const call = hold(target('g1', 'bob'));
    // `/games/g1` to `/game/g2`: the page remounts, leaving and entering at once.
    scope.leaveRoom();
    scope.enterRoom();
    vi.advanceTimersByTime(0);
    expect(call.disposed).toBe(0);
    scope.release(call);
    scope.leaveRoom();
    vi.advanceTimersByTime(0);
    expect(call.disposed).toBe(1);
  });

  it('ends a call no room shows for a while (a room of a game the pair does not play)', () => {
    const { scope, hold } = setup();
    scope.enterRoom();
    const call = hold(target('g1', 'bob'));
    scope.release(call);
    vi.advanceTimersByTime(UNSHOWN_CALL_MS - 1);
    expect(call.disposed).toBe(0);
    vi.advanceTimersByTime(1);
    expect(call.disposed).toBe(1);
    // A stale release of the ended call changes nothing.
    scope.release(call);
    scope.end();
    expect(call.disposed).toBe(1);
  });
});
