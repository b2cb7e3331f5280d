import { useRef, useState } from 'react';

/**
 * The state of one purchase's DeliveryConsent: `confirm()` answers whether the member consented and, when not,
 * has the box show its error (the pay button stays enabled: pressing it explains what is missing).
 */
export function useDeliveryConsent() {
  const [given, setGiven] = useState(false);
  const [asked, setAsked] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  return {
    confirm: () => {
      if (!given) setAsked(true);
      return given;
    },
    /** Moves the keyboard to the box, for a form that focuses the first thing to fix. */
    focus: () => inputRef.current?.focus(),
    props: { checked: given, onChange: setGiven, invalid: asked && !given, inputRef },
  };
}
