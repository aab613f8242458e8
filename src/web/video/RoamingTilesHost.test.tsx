import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UNSHOWN_CALL_MS } from './call-keeper';
import { RoamingTilesSlot } from './RoamingTilesHost';
import { roamingTiles } from './roaming-tiles';

/** jsdom lays nothing out: every slot is given the place a room's face would have. */
const FACE = { left: 700, top: 80, width: 640, height: 360 };

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
    ...FACE,
    right: FACE.left + FACE.width,
    bottom: FACE.top + FACE.height,
    x: FACE.left,
    y: FACE.top,
    toJSON: () => FACE,
  });
  roamingTiles.hosted = true;
  // What the host above the rooms draws: a tile with its <video>.
  roamingTiles.element.replaceChildren(document.createElement('video'));
});

afterEach(() => {
  cleanup();
  roamingTiles.detach();
  roamingTiles.hosted = false;
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** A room keyed by its game, as the game room page renders it; `loading` has no slot yet. */
function Room({ loading }: { loading: boolean }) {
  return loading ? <p>Loading game…</p> : <RoamingTilesSlot className="face" opponentName="Sam" />;
}

describe('the roaming tiles', () => {
  it('moves the same <video> from the old room to the rematch, parked over its place meanwhile', () => {
    const video = roamingTiles.element.querySelector('video');
    const view = render(<Room key="g1" loading={false} />);
    expect(view.getByTestId('roaming-tiles-slot').contains(video)).toBe(true);
    expect(roamingTiles.getInfo().opponentName).toBe('Sam');

    // The rematch's room is loading its game: the picture stays on the page, where it was.
    view.rerender(<Room key="g2" loading />);
    expect(video?.isConnected).toBe(true);
    const parked = document.querySelector<HTMLElement>('[data-roaming-tiles-parked]');
    expect(parked?.contains(video)).toBe(true);
    expect(parked?.style).toMatchObject({ position: 'fixed', left: '700px', top: '80px', width: '640px' });

    view.rerender(<Room key="g2" loading={false} />);
    expect(view.getByTestId('roaming-tiles-slot').contains(video)).toBe(true);
    expect(roamingTiles.element.querySelector('video')).toBe(video);
    expect(document.querySelector('[data-roaming-tiles-parked]')).toBeNull();
  });

  it('takes the picture off the page when no room shows it again, or when the host goes', () => {
    const view = render(<Room key="g1" loading={false} />);
    view.rerender(<Room key="g2" loading />);
    vi.advanceTimersByTime(UNSHOWN_CALL_MS);
    expect(roamingTiles.element.isConnected).toBe(false);
    expect(document.querySelector('[data-roaming-tiles-parked]')).toBeNull();

    view.rerender(<Room key="g2" loading={false} />);
    roamingTiles.hosted = false;
    view.unmount();
    expect(roamingTiles.element.isConnected).toBe(false);
  });

  it('lets clicks through the parked picture, and takes it away when the call ends on the way', () => {
    const view = render(<Room key="g1" loading={false} />);
    view.rerender(<Room key="g2" loading />);
    const parked = document.querySelector<HTMLElement>('[data-roaming-tiles-parked]');
    expect(parked?.style.pointerEvents).toBe('none');
    roamingTiles.unpark();
    expect(roamingTiles.element.isConnected).toBe(false);
    expect(document.querySelector('[data-roaming-tiles-parked]')).toBeNull();
    // A room's slot keeps what it holds.
    view.rerender(<Room key="g2" loading={false} />);
    roamingTiles.unpark();
    expect(view.getByTestId('roaming-tiles-slot').contains(roamingTiles.element)).toBe(true);
  });

  it('parks nothing while no call is drawn in the tiles', () => {
    roamingTiles.element.replaceChildren();
    const view = render(<Room key="g1" loading={false} />);
    view.rerender(<Room key="g2" loading />);
    expect(roamingTiles.element.isConnected).toBe(false);
  });
});
