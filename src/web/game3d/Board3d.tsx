import { invalidate } from '@react-three/fiber';
import { type KeyboardEvent, type PointerEvent, useEffect, useMemo, useRef, useState } from 'react';
import { turnFromFen } from '../../core/chess';
import { type BoardViewProps, colorOfPiece, piecesFromFen, type Square } from '../game/board-view';
import { ClockPanels3d, type RoomClockProps } from './ClockPanels3d';
import { worldToSquare } from './coordinates';
import { type Gesture, type GestureEvent, IDLE, pointerDown, pointerMove, pointerUp } from './gesture';
import { PromotionPicker3d } from './PromotionPicker3d';
import { RotateControls } from './RotateControls';
import {
  dragOrbit,
  INITIAL_ROTATION,
  isRotationLocked,
  pressRotate,
  type RotateCommand,
  type RotationState,
} from './rotation';
import { Scene3d } from './Scene3d';
import { StatusHeader3d } from './StatusHeader3d';
import { createSceneRuntime } from './scene-runtime';
import { positionOutcome } from './status-header';
import { useBoard3dTestHook } from './test-hook';

/** The red ring on a square that refused a move lasts as long as the 2D board's shake. */
const REJECTED_MS = 500;

const KEY_COMMANDS: Record<string, RotateCommand> = {
  ArrowUp: 'up',
  ArrowDown: 'down',
  ArrowLeft: 'left',
  ArrowRight: 'right',
  Home: 'reset',
};

/** What the room gives the 3D board: the board-view props every board takes, and the clocks. */
export type Board3dProps = BoardViewProps & RoomClockProps;

/**
 * The premium 3D board: status header, two clock panels, the scene with its rotate controls, and
 * the footer note. Gestures become the same board-view calls the 2D board makes, so the room's one
 * game state decides everything; this view only draws and reports.
 */
export default function Board3d(props: Board3dProps) {
  const [runtime] = useState(createSceneRuntime);
  const [rotation, setRotation] = useState<RotationState>(INITIAL_ROTATION);
  const [immediate, setImmediate] = useState(false);
  const [now, setNow] = useState(() => Date.now());
  const [draggingFrom, setDraggingFrom] = useState<Square | null>(null);
  const [droppedOn, setDroppedOn] = useState<Square | null>(null);
  const [rejectedShown, setRejectedShown] = useState<Square | null>(null);
  const gesture = useRef<Gesture>(IDLE);
  const latest = useRef(props);
  latest.current = props;
  useBoard3dTestHook(runtime);
  const outcome = useMemo(() => positionOutcome(props.fen), [props.fen]);

  const locked = isRotationLocked(rotation, now);
  useEffect(() => {
    if (!locked) return;
    const timer = window.setTimeout(() => setNow(Date.now()), rotation.lockedUntil - Date.now());
    return () => window.clearTimeout(timer);
  }, [locked, rotation.lockedUntil]);

  const rejectedKey = props.rejected?.key;
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new refusal key restarts the ring
  useEffect(() => {
    const square = latest.current.rejected?.square ?? null;
    setRejectedShown(square);
    if (!square) return;
    const timer = window.setTimeout(() => setRejectedShown(null), REJECTED_MS);
    return () => window.clearTimeout(timer);
  }, [rejectedKey]);

  const rotate = (command: RotateCommand) => {
    const at = Date.now();
    setNow(at);
    setImmediate(false);
    setRotation((state) => pressRotate(state, command, at));
  };

  const handle = (events: GestureEvent[]) => {
    const view = latest.current;
    const queries = runtime.queries;
    for (const event of events) {
      switch (event.type) {
        case 'click':
          view.onSquareClick(event.square);
          break;
        case 'piece-drag-start':
          view.onDragStart(event.square);
          setDraggingFrom(event.square);
          break;
        case 'piece-drag-move':
          runtime.dragPoint = queries?.boardPointAt(event) ?? runtime.dragPoint;
          invalidate();
          break;
        case 'piece-drop': {
          const point = queries?.boardPointAt(event);
          const to = point ? worldToSquare(point.x, point.z) : null;
          runtime.dragPoint = null;
          setDraggingFrom(null);
          if (to) {
            setDroppedOn(to);
            view.onDrop(event.from, to);
          }
          invalidate();
          break;
        }
        case 'orbit':
          setImmediate(true);
          setRotation((state) => dragOrbit(state, event.turnDeg, event.tiltDeg));
          break;
        default: {
          const unknown: never = event;
          throw new Error(`Unknown gesture event ${JSON.stringify(unknown)}`);
        }
      }
    }
  };

  const canPlay = !props.disabled && props.promotion === null;

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    // Only presses on the canvas itself: the promotion picker's buttons must keep their clicks.
    if (event.button !== 0 || !event.isPrimary || !(event.target instanceof HTMLCanvasElement)) return;
    const point = { x: event.clientX, y: event.clientY };
    const square = runtime.queries?.squareAt(point) ?? null;
    const piece = square ? piecesFromFen(props.fen).get(square) : undefined;
    const canDragPiece =
      canPlay &&
      piece !== undefined &&
      props.movableColor !== null &&
      colorOfPiece(piece) === props.movableColor;
    gesture.current = pointerDown(point.x, point.y, canPlay ? square : null, canDragPiece);
    event.currentTarget.setPointerCapture(event.pointerId);
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (gesture.current.kind === 'idle') return;
    const [next, events] = pointerMove(gesture.current, event.clientX, event.clientY);
    gesture.current = next;
    handle(events);
  };

  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const [next, events] = pointerUp(gesture.current, event.clientX, event.clientY);
    gesture.current = next;
    handle(events);
  };

  const onPointerCancel = () => {
    gesture.current = IDLE;
    runtime.dragPoint = null;
    setDraggingFrom(null);
    invalidate();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const command = KEY_COMMANDS[event.key];
    if (!command || event.target !== event.currentTarget) return;
    event.preventDefault();
    if (!locked) rotate(command);
  };

  return (
    <section aria-label="3D chess board" className="flex flex-col gap-3">
      <StatusHeader3d gameStatus={props.game.status} outcome={outcome} turn={turnFromFen(props.fen)} />
      <ClockPanels3d
        game={props.game}
        viewerId={props.viewerId}
        clock={props.clock}
        clockOffsetMs={props.clockOffsetMs}
      />
      <div
        role="application"
        aria-label="3D board view. Drag to orbit; arrow keys rotate, Home resets."
        aria-roledescription="3D chess board"
        data-testid="board-3d"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: focus lets the arrow keys turn the board
        tabIndex={0}
        className="relative aspect-square w-full touch-none select-none overflow-hidden rounded-lg bg-gradient-to-b from-stone-200 to-stone-400"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerCancel}
        onKeyDown={onKeyDown}
      >
        <Scene3d
          fen={props.fen}
          orientation={props.orientation}
          angles={rotation.angles}
          immediate={immediate}
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
      <RotateControls locked={locked} onRotate={rotate} />
      <p className="text-center text-xs text-muted-foreground">You're playing on the premium 3D board</p>
    </section>
  );
}
