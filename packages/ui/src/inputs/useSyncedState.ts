import { useState } from 'react';

/**
 * Local editing state for a controlled input whose stored value cannot hold what is being typed
 * (a half-typed date is stored as ''). The local state follows `value` whenever the parent
 * changes it, but not when the parent merely echoes back what `commit` just reported; otherwise
 * reporting '' for '01.0' would wipe the text the user is typing.
 */
export function useSyncedState<V, S>(
  value: V,
  toState: (value: V) => S,
): [state: S, commit: (state: S, next: V, onChange: (next: V) => void) => void] {
  const [state, setState] = useState<S>(() => toState(value));
  const [seen, setSeen] = useState<V>(value);
  if (!Object.is(seen, value)) {
    // The React-documented way to adjust state to a changed prop: during render, not in an effect,
    // so the stale text is never painted.
    setSeen(value);
    setState(toState(value));
  }
  const commit = (next: S, nextValue: V, onChange: (next: V) => void): void => {
    setState(next);
    if (Object.is(nextValue, value)) return;
    setSeen(nextValue);
    onChange(nextValue);
  };
  return [state, commit];
}
