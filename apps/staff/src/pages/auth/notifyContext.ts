/**
 * Where a page sends a notice that must outlive it (the password-change success, shown on the
 * page it leads to): the app's notice center. StaffApp provides `notices.notify`; without a
 * provider the notice is dropped and the page works on. It belongs in @abitura/ui beside
 * NoticeHost and lives here until it moves there.
 */
import { createContext, useContext } from 'react';
import type { NoticeSink } from '@abitura/sdk';

export const NotifyContext = createContext<NoticeSink>(() => {});

export function useNotify(): NoticeSink {
  return useContext(NotifyContext);
}
