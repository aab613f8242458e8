import { useLingui } from '@lingui/react';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import type { SquareName } from '../../core/chess';
import type { BoardViewProps } from '../game/board-view';
import { PromotionPicker3d } from './PromotionPicker3d';
import { RotateControls } from './RotateControls';
import type { RotateCommand } from './rotation';
import { Scene3d } from './Scene3d';
import { createSceneRuntime } from './scene-runtime';
import { useBoard3dTestHook } from './test-hook';
import { useBoardPointer } from './use-board-pointer';
import { useRotation } from './use-rotation';

/** The red ring on a square that refused a move lasts as long as the 2D board's shake. */
const REJECTED_MS = 500;

const KEY_COMMANDS: Record<string, RotateCommand> = {
  ArrowUp: 'up',
  ArrowDown: 'down',
  ArrowLeft: 'left',
  ArrowRight: 'right',
  Home: 'reset',
};

/** The square that just refused a move, for as long as its red ring shows. */
function useRejectedFlash(rejected: BoardViewProps['rejected']): SquareName | null {
  const [shown, setShown] = useState<SquareName | null>(null);
  const key = rejected?.key;
  const square = rejected?.square ?? null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new refusal key restarts the ring
  useEffect(() => {
    setShown(square);
    if (!square) return;
    const timer = window.setTimeout(() => setShown(null), REJECTED_MS);
    return () => window.clearTimeout(timer);
  }, [key]);
  return shown;
}

/** What the room gives the 3D board: the board-view props every board takes. */
export type Board3dProps = BoardViewProps;

/**
 * The premium 3D board: the scene with its camera controls laid over its foot, in a square as wide
 * as the box the room gives it, like the 2D board. The status, banners and clocks are the room's,
 * the same for both views (decision 279). Gestures become the same board-view calls the 2D board
 * makes, so the room's one game state decides everything; this view only draws and reports.
 */
export default function Board3d(props: Board3dProps) {
  const { i18n } = useLingui();
  const [runtime] = useState(createSceneRuntime);
  const latest = useRef(props);
  latest.current = props;
  const { angles, locked, followingDrag, rotate, orbit } = useRotation();
  const { draggingFrom, droppedOn, handlers } = useBoardPointer(latest, runtime, orbit);
  const rejectedShown = useRejectedFlash(props.rejected);
  useBoard3dTestHook(runtime);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const command = KEY_COMMANDS[event.key];
    if (!command || event.target !== event.currentTarget) return;
    event.preventDefault();
    if (!locked) rotate(command);
  };

  return (
    <section aria-label={i18n._('board3d.label')} className="relative aspect-square w-full">
      <div
        role="application"
        aria-label={i18n._('board3d.help')}
        aria-roledescription={i18n._('board3d.label')}
        data-testid="board-3d"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: focus lets the arrow keys turn the board
        tabIndex={0}
        // The canvas takes the box at once when the room shrinks it (the game's end): the renderer
        // catches up with its own size a frame later, never drawing outside the square meanwhile.
        className="absolute inset-0 touch-none select-none overflow-hidden rounded-lg bg-gradient-to-b from-stone-200 to-stone-400 [&_canvas]:!size-full"
        {...handlers}
        onKeyDown={onKeyDown}
      >
        <Scene3d
          fen={props.fen}
          orientation={props.orientation}
          angles={angles}
          immediate={followingDrag}
          selected={props.selected}
          targets={props.targets}
          lastMove={props.lastMove}
          checkSquare={props.checkSquare}
          premove={props.premove}
          rejected={rejectedShown}
          draggingFrom={draggingFrom}
          droppedOn={droppedOn}
          runtime={runtime}
        />
        {props.promotion && (
          <PromotionPicker3d color={props.promotion.color} onPick={props.onPromotionPick} />
        )}
      </div>
      {/* Over the canvas' foot, inside the board's square: they never cover what the room puts around it. */}
      <RotateControls locked={locked} onRotate={rotate} />
      <p className="sr-only">{i18n._('board3d.premium')}</p>
    </section>
  );
}
