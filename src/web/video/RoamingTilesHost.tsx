import { useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { CallTiles } from './CallTiles';
import { CallController } from './call-controller';
import { callKeeper } from './call-keeper';
import { roamingTiles } from './roaming-tiles';

const noSubscription = () => () => {};

/**
 * The pair's video tiles, drawn above the per-game room (docs/decisions/171): mounted once by the
 * game room page, outside the room that is keyed by the game, so a rematch keeps the same `<video>`
 * elements playing. They are drawn into the page's roaming tiles element, which the current room's
 * `RoamingTilesSlot` holds.
 */
export function RoamingTilesHost() {
  const held = useSyncExternalStore(callKeeper.subscribe, callKeeper.current, () => null);
  const controller = held instanceof CallController ? held : null;
  const snapshot = useSyncExternalStore(
    controller?.subscribe ?? noSubscription,
    () => controller?.getSnapshot() ?? null,
    () => null,
  );
  const { opponentName, selfHidden } = useSyncExternalStore(
    roamingTiles.subscribe,
    roamingTiles.getInfo,
    roamingTiles.getInfo,
  );
  useLayoutEffect(() => {
    roamingTiles.hosted = true;
    return () => {
      roamingTiles.hosted = false;
      roamingTiles.detach();
    };
  }, []);
  // The call ended between two rooms (another pair's game): nothing stays parked over the page.
  useLayoutEffect(() => {
    if (!controller) roamingTiles.unpark();
  }, [controller]);
  if (!controller || !snapshot) return null;
  return createPortal(
    <>
      <CallTiles
        controller={controller}
        snapshot={snapshot}
        opponentName={opponentName}
        selfHidden={selfHidden}
      />
    </>,
    roamingTiles.element,
  );
}

/** Where this room shows the pair's tiles; the room tells the tiles whose face it is. */
export function RoamingTilesSlot({
  className,
  opponentName,
}: {
  className?: string;
  opponentName: string | null;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const slot = ref.current;
    if (!slot) return;
    roamingTiles.claim(slot);
    return () => roamingTiles.release(slot);
  }, []);
  useLayoutEffect(() => {
    roamingTiles.setInfo({ opponentName });
  }, [opponentName]);
  return <div ref={ref} data-testid="roaming-tiles-slot" className={className} />;
}
