import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';

/** Within this many pixels of the bottom counts as at the bottom: the view follows new content. */
const AT_BOTTOM_PX = 120;

const distanceFromBottom = (element: HTMLElement) =>
  element.scrollHeight - element.scrollTop - element.clientHeight;

/**
 * Keeps a scrolling log at its newest end (issue 20): on opening, and whenever its content or its box changes
 * size (a photo or a gift loading, a message arriving, a notice above appearing or going), unless the member
 * has scrolled up to read. Only scrolling up lets go: content that grows never moves scrollTop, so a photo
 * loading cannot be mistaken for the member leaving the bottom. Reaching the bottom again holds on again.
 * `atBottom` is state, for what shows only while the member reads further up.
 */
export function useStickToBottom(
  scroller: RefObject<HTMLElement | null>,
  content: RefObject<HTMLElement | null>,
) {
  const held = useRef(true);
  const lastTop = useRef(0);
  const [atBottom, setAtBottom] = useState(true);

  const toBottom = useCallback(() => {
    const element = scroller.current;
    if (!element) return;
    element.scrollTop = element.scrollHeight;
    lastTop.current = element.scrollTop;
  }, [scroller]);

  /** Back to the newest message, and held there. */
  const scrollToBottom = useCallback(() => {
    held.current = true;
    setAtBottom(true);
    toBottom();
  }, [toBottom]);

  useEffect(() => {
    const element = scroller.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (held.current) toBottom();
    });
    observer.observe(element);
    if (content.current) observer.observe(content.current);
    return () => observer.disconnect();
  }, [scroller, content, toBottom]);

  const onScroll = useCallback(() => {
    const element = scroller.current;
    if (!element) return;
    const top = element.scrollTop;
    const near = distanceFromBottom(element) < AT_BOTTOM_PX;
    if (near) held.current = true;
    else if (top < lastTop.current) held.current = false;
    lastTop.current = top;
    setAtBottom(held.current);
  }, [scroller]);

  return { held, atBottom, scrollToBottom, onScroll };
}
