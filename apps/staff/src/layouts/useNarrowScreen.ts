import { useSyncExternalStore } from 'react';

/** Below this width the navigation moves into a drawer (Joy's `md` breakpoint). */
export const NARROW_QUERY = '(max-width: 899.95px)';

function subscribe(onChange: () => void): () => void {
  const query = globalThis.matchMedia?.(NARROW_QUERY);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

const snapshot = () => globalThis.matchMedia?.(NARROW_QUERY).matches ?? false;

/** True on phone-sized and small tablet screens; follows rotation and resizing. */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => false);
}
