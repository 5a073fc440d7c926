import { useEffect, useRef } from 'react';

/**
 * Puts focus on a screen's heading when the screen appears, so a screen reader announces the new
 * screen and keyboard users start from its top instead of from a button that no longer exists.
 */
export function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return ref;
}
