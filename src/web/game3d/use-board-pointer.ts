import { invalidate } from '@react-three/fiber';
import { type PointerEvent, type RefObject, useRef, useState } from 'react';
import { colorOfLetter, piecesOf, type SquareName } from '../../core/chess';
import type { BoardViewProps } from '../game/board-view';
import { worldToSquare } from './coordinates';
import { type Gesture, type GestureEvent, IDLE, pointerDown, pointerMove, pointerUp } from './gesture';
import type { SceneRuntime } from './scene-runtime';

/**
 * Pointer input on the 3D board, turned into the board-view calls the 2D board makes (click, drag
 * start, drop) or into camera orbits. `view` always holds the latest props, so handlers never act
 * on a stale position.
 */
export function useBoardPointer(
  view: RefObject<BoardViewProps>,
  runtime: SceneRuntime,
  orbit: (turnDeg: number, tiltDeg: number) => void,
) {
  const gesture = useRef<Gesture>(IDLE);
  const [draggingFrom, setDraggingFrom] = useState<SquareName | null>(null);
  const [droppedOn, setDroppedOn] = useState<SquareName | null>(null);

  const handle = (events: GestureEvent[]) => {
    const props = view.current;
    const queries = runtime.queries;
    for (const event of events) {
      switch (event.type) {
        case 'click':
          props.onSquareClick(event.square);
          break;
        case 'piece-drag-start':
          props.onDragStart(event.square);
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
            props.onDrop(event.from, to);
          }
          invalidate();
          break;
        }
        case 'orbit':
          orbit(event.turnDeg, event.tiltDeg);
          break;
        default: {
          const unknown: never = event;
          throw new Error(`Unknown gesture event ${JSON.stringify(unknown)}`);
        }
      }
    }
  };

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    // Only presses on the canvas itself: the promotion picker's buttons must keep their clicks.
    if (event.button !== 0 || !event.isPrimary || !(event.target instanceof HTMLCanvasElement)) return;
    const props = view.current;
    const canPlay = !props.disabled && props.promotion === null;
    const point = { x: event.clientX, y: event.clientY };
    const square = runtime.queries?.squareAt(point) ?? null;
    const piece = square ? piecesOf(props.fen).get(square) : undefined;
    const canDragPiece =
      canPlay &&
      piece !== undefined &&
      props.movableColor !== null &&
      colorOfLetter(piece) === props.movableColor;
    gesture.current = pointerDown(point.x, point.y, canPlay ? square : null, canDragPiece);
    event.currentTarget.setPointerCapture(event.pointerId);
  };

  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    if (gesture.current.kind === 'idle') return;
    const [next, events] = pointerMove(gesture.current, event.clientX, event.clientY);
    gesture.current = next;
    handle(events);
  };

  const onPointerUp = (event: PointerEvent<HTMLElement>) => {
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

  return {
    draggingFrom,
    droppedOn,
    handlers: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel },
  };
}
