/**
 * Binds the register's list model to the address like useAddressBoundList does, keeping the
 * page's own parameters (the season and an open dialog, statementAddress.ts) beside the list's
 * query: the list's changes keep them, and choosing a season or opening and closing a dialog
 * keeps the list's query.
 */
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { Client } from '@abitura/sdk';
import { useClient } from '@abitura/ui';
import type { QueryReporter } from '../../models/pagedList.js';
import { readStatementAddress, writeStatementAddress, type AddressDialog, type StatementAddress, type StatementTab } from '../../models/statementAddress.js';
import type { StatementListModel } from './statementListModel.js';

export function useStatementAddress(create: (client: Client, onQuery: QueryReporter, season: number | null) => StatementListModel) {
  const client = useClient();
  const [path, navigate] = useLocation();
  const search = useSearch();
  const address = useMemo(() => readStatementAddress(search), [search]);

  // What the address holds now, read when the model reports (before React re-renders).
  const current = useRef({ path, navigate, address });
  useLayoutEffect(() => {
    current.current = { path, navigate, address };
  });
  const go = (next: StatementAddress, replace: boolean) => {
    const query = writeStatementAddress(next);
    current.current.address = next;
    current.current.navigate(query === '' ? current.current.path : `${current.current.path}?${query}`, { replace });
  };

  /** Set when the model reported an address, so a season choice makes one history entry, not two. */
  const reported = useRef(false);
  const createRef = useRef(create);
  const firstSeason = useRef(address.season);
  const model = useMemo(
    () => createRef.current(client, (query, mode) => {
          reported.current = true;
          go({ ...current.current.address, list: query }, mode === 'replace');
        }, firstSeason.current),
    // One model per client; `go` reads the refs at call time.
    [client],
  );
  useEffect(() => model.dispose, [model]);
  useEffect(() => {
    model.seasonFromAddress(address.season);
    model.applyQuery(address.list);
  }, [model, address.season, address.list]);

  return {
    model,
    dialog: address.dialog,
    /** A season chosen in the picker: in the address (a history entry) and the register from its first page. */
    chooseSeason(id: number) {
      const next = { ...current.current.address, season: id };
      current.current.address = next;
      reported.current = false;
      model.selectSeason(id);
      // The model reported its own new address (with the season) when the list's query changed.
      if (!reported.current) go(next, false);
    },
    tab: address.tab,
    setTab(tab: StatementTab) {
      go({ ...current.current.address, tab }, false);
    },
    openDialog(dialog: AddressDialog) {
      go({ ...current.current.address, dialog }, false);
    },
    /** The dialog closed: its parameter leaves the address (replacing, so Back does not reopen it). */
    closeDialog() {
      if (current.current.address.dialog !== null) go({ ...current.current.address, dialog: null }, true);
    },
  };
}
