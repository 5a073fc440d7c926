import { useCallback, useEffect, useRef } from 'react';
import type { ReferenceRequest, ReferenceState } from '@abitura/sdk';
import { useClient } from './clientContext.js';
import { useSignalValue } from './useSignalValue.js';

export interface ReferenceView<T> extends ReferenceState<T> {
  /** Forgets the list so it is fetched again (e.g. a "retry" button after a failure). */
  reload(): void;
}

/**
 * A reference list (SPEC section 3) for a component: starts `client.references.load` when the list
 * is idle and re-renders as it loads. The loader shares one fetch among every caller and keeps
 * the result, so any number of components may ask for the same list.
 *
 * `request` is read when a load starts, not watched: callers pass inline objects, and a list's
 * name already identifies what it holds.
 */
export function useReference<T = unknown>(name: string, request: ReferenceRequest): ReferenceView<T> {
  const client = useClient();
  const state = useSignalValue(client.references.state<T>(name));
  const requestRef = useRef(request);
  // Declared before the loading effect, so a load always starts with this render's request.
  useEffect(() => {
    requestRef.current = request;
  });

  useEffect(() => {
    // Idle means never asked, or invalidated since; loading or loaded need nothing from us.
    if (state.status !== 'idle') return;
    client.references.load<T>(name, requestRef.current).catch(() => {
      // The loader resolves with [] on failure and records the error in its state; this only
      // guards against an unexpected rejection becoming an unhandled one.
    });
  }, [client, name, state.status]);

  const reload = useCallback(() => client.references.invalidate(name), [client, name]);
  return { ...state, reload };
}
