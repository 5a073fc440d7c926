/**
 * Keeps the groups grid in step with the page's address: the grid reads its `g_` keys from every
 * address the page shows (first render, back/forward) and writes its changes there, leaving the
 * page's other keys (the tab, the season, the register's filters) as they are.
 */
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { QueryReporter } from '../../../models/pagedList.js';
import { groupsPartOf, withGroupsPart } from './groupsQuery.js';

/** The reporter a grid model is made with; it reads the address at call time. */
export function useGroupsReporter(): QueryReporter {
  const [path, navigate] = useLocation();
  const search = useSearch();
  const current = useRef({ path, search, navigate });
  useLayoutEffect(() => {
    current.current = { path, search, navigate };
  });
  const reporter = useRef<QueryReporter>((query, mode) => {
    const { path: base, search: now, navigate: go } = current.current;
    const next = withGroupsPart(now, query);
    go(next === '' ? base : `${base}?${next}`, { replace: mode === 'replace' });
  });
  return reporter.current;
}

/** Applies the address's grid part to the model whenever the address changes. */
export function useGroupsAddress(model: { applyQuery(search: string): void }): void {
  const search = useSearch();
  const part = groupsPartOf(search);
  useEffect(() => {
    model.applyQuery(part);
  }, [model, part]);
}
