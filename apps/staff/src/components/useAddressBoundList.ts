/**
 * Binds a list model to the address query: the model is made once per client and told about
 * every query the address shows (first render, reload, back/forward), and the changes it makes
 * itself go to the address (a history entry for choices, a replacement for typing).
 */
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { Client } from '@abitura/sdk';
import { useClient } from '@abitura/ui';
import type { QueryReporter } from '../models/pagedList.js';

export interface AddressBoundModel {
  applyQuery(search: string): void;
  dispose(): void;
}

export function useAddressBoundList<M extends AddressBoundModel>(create: (client: Client, onQuery: QueryReporter) => M): M {
  const client = useClient();
  const [path, navigate] = useLocation();
  const search = useSearch();

  // The model reports changes through the latest navigate and path, read at call time.
  const router = useRef({ path, navigate });
  useLayoutEffect(() => {
    router.current = { path, navigate };
  });
  const createRef = useRef(create);
  const model = useMemo(
    () =>
      createRef.current(client, (query, mode) =>
        router.current.navigate(query === '' ? router.current.path : `${router.current.path}?${query}`, { replace: mode === 'replace' }),
      ),
    [client],
  );
  useEffect(() => model.dispose, [model]);
  useEffect(() => model.applyQuery(search), [model, search]);
  return model;
}
