import { useEffect, useRef } from 'react';

/** Where the arrow keys belong to something else: text, choices, menus, sliders and open dialogs. */
const OWN_ARROW_KEYS =
  'input, select, textarea, [contenteditable=""], [contenteditable="true"], [role="dialog"], [role="menu"], [role="listbox"], [role="slider"], [role="tablist"], [role="radiogroup"]';

/**
 * ArrowRight likes, ArrowLeft passes, anywhere on the page, except while the focus is in a form control or a
 * menu, or while a modal is open (the match modal, a prompt): there the keys keep their usual meaning. A held
 * key judges once (repeats are ignored).
 */
export function useSwipeKeys(onLike: () => void, onPass: () => void, enabled: boolean) {
  const handlers = useRef({ onLike, onPass });
  handlers.current = { onLike, onPass };
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
      if (
        event.defaultPrevented ||
        event.repeat ||
        event.altKey ||
        event.ctrlKey ||
        event.metaKey ||
        event.shiftKey
      )
        return;
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest(OWN_ARROW_KEYS)) return;
      if (document.body.classList.contains('modal-open') || document.querySelector('[role="dialog"]')) return;
      event.preventDefault();
      if (event.key === 'ArrowRight') handlers.current.onLike();
      else handlers.current.onPass();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}
