/**
 * Leaving the season tab with unsaved places asks first: closing or reloading the browser tab
 * gets the browser's own question (beforeunload), and a click on a link or on another tab of the
 * page outside `area` is held back until the person confirms (`leave`, which drops the edits and
 * repeats the click) or stays. The router has no navigation blocker, so the click is caught
 * before it reaches it, in the capture phase.
 */
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

const NAVIGATING = 'a[href], [role="tab"]';

export interface LeaveGuard {
  /** A leave is waiting for the person's answer. */
  asking: boolean;
  stay(): void;
  leave(): void;
}

export function useLeaveGuard(dirty: boolean, area: RefObject<HTMLElement | null>, discard: () => void): LeaveGuard {
  const [asking, setAsking] = useState(false);
  const held = useRef<HTMLElement | null>(null);
  const passing = useRef(false);

  useEffect(() => {
    if (!dirty) return undefined;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    const hold = (event: MouseEvent) => {
      if (passing.current || event.defaultPrevented) return;
      const target = event.target instanceof Element ? event.target.closest(NAVIGATING) : null;
      if (!(target instanceof HTMLElement) || area.current?.contains(target)) return;
      // A link opened elsewhere leaves nothing behind; the tab already shown is no leave.
      if (target instanceof HTMLAnchorElement && (target.target === '_blank' || target.hasAttribute('download') || event.ctrlKey || event.metaKey || event.shiftKey)) return;
      if (target.getAttribute('aria-selected') === 'true') return;
      event.preventDefault();
      event.stopPropagation();
      held.current = target;
      setAsking(true);
    };
    window.addEventListener('beforeunload', ask);
    document.addEventListener('click', hold, true);
    return () => {
      window.removeEventListener('beforeunload', ask);
      document.removeEventListener('click', hold, true);
    };
  }, [dirty, area]);

  const stay = useCallback(() => {
    held.current = null;
    setAsking(false);
  }, []);

  const leave = useCallback(() => {
    const target = held.current;
    held.current = null;
    setAsking(false);
    discard();
    passing.current = true;
    try {
      target?.click();
    } finally {
      passing.current = false;
    }
  }, [discard]);

  return { asking, stay, leave };
}
