import { TYPING_SHOW_MS } from '@community/contract';
import { useCallback, useEffect, useRef, useState } from 'react';

/** "… is typing" for TYPING_SHOW_MS after each typing event, gone at once when their message arrives. */
export function useTypingIndicator(): { typing: boolean; show: () => void; hide: () => void } {
  const [typing, setTyping] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const hide = useCallback(() => {
    clearTimeout(timer.current);
    setTyping(false);
  }, []);
  const show = useCallback(() => {
    clearTimeout(timer.current);
    setTyping(true);
    timer.current = setTimeout(() => setTyping(false), TYPING_SHOW_MS);
  }, []);
  useEffect(() => () => clearTimeout(timer.current), []);
  return { typing, show, hide };
}
