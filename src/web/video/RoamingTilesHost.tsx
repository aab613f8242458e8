import { useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { CallTiles } from './CallTiles';
import { CallController } from './call-controller';
import { callScope } from './call-keeper';
import { callStage } from './roaming-tiles';

const noSubscription = () => () => {};

/**
 * The pair's video tiles, drawn above the per-game room (docs/decisions/171): mounted once by the
 * game room page, outside the room that is keyed by the game, so a rematch keeps the same `<video>`
 * elements playing. They are drawn into the page's stage element, which the current room's
 * `CallStageSlot` holds.
 */
export function CallStageHost() {
  const held = useSyncExternalStore(callScope.subscribe, callScope.current, () => null);
  const controller = held instanceof CallController ? held : null;
  const snapshot = useSyncExternalStore(
    controller?.subscribe ?? noSubscription,
    () => controller?.getSnapshot() ?? null,
    () => null,
  );
  const { opponentName, selfHidden } = useSyncExternalStore(
    callStage.subscribe,
    callStage.getInfo,
    callStage.getInfo,
  );
  useLayoutEffect(() => {
    callStage.hosted = true;
    return () => {
      callStage.hosted = false;
      callStage.detach();
    };
  }, []);
  // The call ended between two rooms (another pair's game): nothing stays parked over the page.
  useLayoutEffect(() => {
    if (!controller) callStage.unpark();
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
    callStage.element,
  );
}

/** Where this room shows the pair's tiles; the room tells the stage whose face it is. */
export function CallStageSlot({
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
    callStage.claim(slot);
    return () => callStage.release(slot);
  }, []);
  useLayoutEffect(() => {
    callStage.setInfo({ opponentName });
  }, [opponentName]);
  return <div ref={ref} data-testid="call-stage-slot" className={className} />;
}
