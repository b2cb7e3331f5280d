import { type PointerEvent, useCallback, useRef, useState } from 'react';

/** How far (px) a card must be dragged to count as a decision. */
const DECISION_DISTANCE = 90;

/**
 * Dragging the top card sideways with a finger or a mouse: the horizontal offset while it moves, and `onDecide`
 * with the side once it is let go far enough (else it springs back).
 */
export function useSwipeDrag(onDecide: (direction: 'like' | 'pass') => void) {
  const [offset, setOffset] = useState(0);
  const [dragging, setDragging] = useState(false);
  const start = useRef<{ x: number; pointer: number } | null>(null);

  const onPointerDown = useCallback((event: PointerEvent<HTMLElement>) => {
    if (event.button !== 0) return;
    start.current = { x: event.clientX, pointer: event.pointerId };
    event.currentTarget.setPointerCapture?.(event.pointerId);
    setDragging(true);
  }, []);
  const onPointerMove = useCallback((event: PointerEvent<HTMLElement>) => {
    if (start.current?.pointer !== event.pointerId) return;
    setOffset(event.clientX - start.current.x);
  }, []);
  const finish = useCallback(
    (event: PointerEvent<HTMLElement>) => {
      if (start.current?.pointer !== event.pointerId) return;
      const moved = event.clientX - start.current.x;
      start.current = null;
      setDragging(false);
      setOffset(0);
      if (Math.abs(moved) >= DECISION_DISTANCE) onDecide(moved > 0 ? 'like' : 'pass');
    },
    [onDecide],
  );
  return {
    offset,
    dragging,
    handlers: { onPointerDown, onPointerMove, onPointerUp: finish, onPointerCancel: finish },
    /** 0 … 1: how sure the drag is so far, for the stamps. */
    certainty: Math.min(1, Math.abs(offset) / DECISION_DISTANCE),
  };
}
