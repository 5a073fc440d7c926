/**
 * Binds a list model to the address: the model is made once per client and told about every
 * address the page shows (first render, reload, back/forward), and the changes it makes itself go
 * to the address (a history entry for choices, a replacement for typing). A list whose tabs live
 * in its route's `:tab` segment names the route: the segment is read from the path, and only that
 * route's addresses are the list's to apply.
 */
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import { buildPath, matchRoute, type Client } from '@abitura/sdk';
import { useClient } from '@abitura/ui';
import type { QueryReporter } from '../models/pagedList.js';

export interface AddressBoundModel {
  applyQuery(search: string, segment?: string): void;
  dispose(): void;
}

export function useAddressBoundList<M extends AddressBoundModel>(create: (client: Client, onQuery: QueryReporter) => M, tabRoute?: string): M {
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
      createRef.current(client, (query, mode, segment) => {
        const base = tabRoute === undefined ? router.current.path : buildPath(tabRoute, segment === undefined ? {} : { tab: segment });
        router.current.navigate(query === '' ? base : `${base}?${query}`, { replace: mode === 'replace' });
      }),
    [client, tabRoute],
  );
  // The segment is read from the address itself: the page's params follow only after the route
  // check, so they lag behind a navigation the model just made. The address of another page (a
  // row's link being followed) is not the list's to apply.
  const match = tabRoute === undefined ? null : matchRoute(path);
  const own = tabRoute === undefined || match?.route.name === tabRoute;
  const segment = match?.params.tab;
  useEffect(() => model.dispose, [model]);
  useEffect(() => {
    if (own) model.applyQuery(search, segment);
  }, [model, own, search, segment]);
  return model;
}
