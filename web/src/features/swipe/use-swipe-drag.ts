import { type PointerEvent, useRef, useState } from 'react';

/** How far the card must be dragged sideways (px) to count as a like (right) or a pass (left). */
export const SWIPE_THRESHOLD_PX = 100;

type Options = {
  onLike: () => void;
  onPass: () => void;
  /** No dragging while a judgement is under way. */
  disabled: boolean;
};

/**
 * The swipe gesture with pointer events (mouse, pen and touch alike): the card follows the pointer sideways,
 * and letting go beyond the threshold judges it; anything shorter snaps back. Vertical movement is left to the
 * page (`touch-action: pan-y` on the card), so a finger can still scroll.
 */
export function useSwipeDrag({ onLike, onPass, disabled }: Options) {
  const [offset, setOffset] = useState(0);
  const [dragging, setDragging] = useState(false);
  const start = useRef<{ pointerId: number; x: number } | null>(null);

  const finish = (event: PointerEvent<HTMLElement>, judge: boolean) => {
    const from = start.current;
    if (!from || from.pointerId !== event.pointerId) return;
    start.current = null;
    setDragging(false);
    setOffset(0);
    if (!judge) return;
    const moved = event.clientX - from.x;
    if (moved >= SWIPE_THRESHOLD_PX) onLike();
    else if (moved <= -SWIPE_THRESHOLD_PX) onPass();
  };

  const handlers = {
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      // One pointer at a time: a second finger does not start another drag.
      if (disabled || start.current || event.button !== 0) return;
      start.current = { pointerId: event.pointerId, x: event.clientX };
      setDragging(true);
      // Keep receiving the moves when the pointer leaves the card (jsdom has no pointer capture).
      event.currentTarget.setPointerCapture?.(event.pointerId);
    },
    onPointerMove: (event: PointerEvent<HTMLElement>) => {
      const from = start.current;
      if (from?.pointerId === event.pointerId) setOffset(event.clientX - from.x);
    },
    onPointerUp: (event: PointerEvent<HTMLElement>) => finish(event, true),
    onPointerCancel: (event: PointerEvent<HTMLElement>) => finish(event, false),
  };
  return { offset, dragging, handlers };
}
