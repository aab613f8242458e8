import { afterEach, describe, expect, it, vi } from 'vitest';
import { CallKeeper, type CallTarget, type KeptCall, pairOf, UNSHOWN_CALL_MS } from './call-keeper';

class FakeCall implements KeptCall {
  attached: CallTarget[] = [];
  disposed = 0;
  attach(target: CallTarget) {
    this.attached.push(target);
  }
  dispose() {
    this.disposed += 1;
  }
}

const isFake = (call: KeptCall): call is FakeCall => call instanceof FakeCall;
const target = (gameId: string, opponentId: string | null, color: 'white' | 'black' = 'white') => ({
  gameId,
  color,
  opponentId,
});

function setup() {
  vi.useFakeTimers();
  const keeper = new CallKeeper();
  const made: FakeCall[] = [];
  const hold = (t: CallTarget, userId = 'ann') =>
    keeper.hold(
      userId,
      t,
      () => {
        const call = new FakeCall();
        made.push(call);
        return call;
      },
      isFake,
    );
  return { keeper, made, hold };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the call keeper', () => {
  it('names a pair the same from both sides, and not before the other seat is taken', () => {
    expect(pairOf('ann', 'bob')).toBe(pairOf('bob', 'ann'));
    expect(pairOf('ann', null)).toBeNull();
  });

  it('keeps the same call across a rematch, attached to the new game, whatever the colours', () => {
    const { keeper, made, hold } = setup();
    keeper.enterRoom();
    const first = hold(target('g1', 'bob', 'white'));
    keeper.release(first);
    const second = hold(target('g2', 'bob', 'black'));
    expect(second).toBe(first);
    expect(made).toHaveLength(1);
    expect(first.attached.at(-1)).toEqual(target('g2', 'bob', 'black'));
    vi.advanceTimersByTime(UNSHOWN_CALL_MS * 2);
    expect(first.disposed).toBe(0);
  });

  it('tells its listeners when a call is held and when it ends, not when a rematch attaches', () => {
    const { keeper, hold } = setup();
    const heard = vi.fn();
    keeper.subscribe(heard);
    keeper.enterRoom();
    expect(keeper.current()).toBeNull();
    const first = hold(target('g1', 'bob'));
    expect(keeper.current()).toBe(first);
    expect(heard).toHaveBeenCalledTimes(1);
    keeper.release(first);
    hold(target('g2', 'bob', 'black'));
    expect(heard).toHaveBeenCalledTimes(1);
    keeper.end();
    expect(keeper.current()).toBeNull();
    expect(heard).toHaveBeenCalledTimes(2);
  });

  it('keeps the call when the opponent takes the seat of the same game', () => {
    const { keeper, hold } = setup();
    keeper.enterRoom();
    const waiting = hold(target('g1', null));
    keeper.release(waiting);
    expect(hold(target('g1', 'bob'))).toBe(waiting);
    // And the pair is known from then on: the rematch keeps it too.
    keeper.release(waiting);
    expect(hold(target('g2', 'bob', 'black'))).toBe(waiting);
  });

  it('ends the call and starts another for a different pair', () => {
    const { keeper, made, hold } = setup();
    keeper.enterRoom();
    const first = hold(target('g1', 'bob'));
    keeper.release(first);
    const other = hold(target('g7', 'cat'));
    expect(other).not.toBe(first);
    expect(first.disposed).toBe(1);
    expect(made).toHaveLength(2);
  });

  it('ends the call as soon as the player leaves the rooms, but not for a remount in the same turn', () => {
    const { keeper, hold } = setup();
    keeper.enterRoom();
    const call = hold(target('g1', 'bob'));
    // `/games/g1` to `/game/g2`: the page remounts, leaving and entering at once.
    keeper.leaveRoom();
    keeper.enterRoom();
    vi.advanceTimersByTime(0);
    expect(call.disposed).toBe(0);
    keeper.release(call);
    keeper.leaveRoom();
    vi.advanceTimersByTime(0);
    expect(call.disposed).toBe(1);
  });

  it('ends a call no room shows for a while (a room of a game the pair does not play)', () => {
    const { keeper, hold } = setup();
    keeper.enterRoom();
    const call = hold(target('g1', 'bob'));
    keeper.release(call);
    vi.advanceTimersByTime(UNSHOWN_CALL_MS - 1);
    expect(call.disposed).toBe(0);
    vi.advanceTimersByTime(1);
    expect(call.disposed).toBe(1);
    // A stale release of the ended call changes nothing.
    keeper.release(call);
    keeper.end();
    expect(call.disposed).toBe(1);
  });
});
