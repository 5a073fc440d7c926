import { useEffect, useState } from 'react';
import type { ActionParams, ActionResult, LiveViewOptions } from '@abitura/sdk';
import type { ActionName } from '@abitura/contracts';
import type { Reply } from '@abitura/contracts/wire';
import { useClient } from './clientContext.js';

export interface LiveViewState<T> {
  /** The latest view, or null until the first read or frame arrives. */
  data: T | null;
  /** The last failed read, cleared by the next view that arrives. */
  error: Reply | null;
}

/**
 * A view the server keeps current (`client.follow`): read with `action`, then replaced by every
 * EVENT frame of `topic`, polled over HTTP while the socket is down. `topic` null follows nothing
 * (the view's key is not known yet). Params are compared by value, so an inline object is fine.
 */
export function useLiveView<A extends ActionName>(
  topic: string | null,
  action: A,
  params: ActionParams<A>,
  options: Pick<LiveViewOptions, 'pollMs'> = {},
): LiveViewState<ActionResult<A>> {
  const client = useClient();
  const [state, setState] = useState<LiveViewState<ActionResult<A>>>({ data: null, error: null });
  const paramsKey = JSON.stringify(params);
  const { pollMs } = options;

  useEffect(() => {
    setState({ data: null, error: null });
    if (topic === null) return undefined;
    return client.follow(
      topic,
      { action, params: JSON.parse(paramsKey) as ActionParams<A> },
      (data) => setState({ data, error: null }),
      { ...(pollMs === undefined ? {} : { pollMs }), onError: (error) => setState((current) => ({ data: current.data, error })) },
    );
  }, [client, topic, action, paramsKey, pollMs]);

  return state;
}
