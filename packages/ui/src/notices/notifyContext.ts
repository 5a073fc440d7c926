/**
 * Where a component sends a notice that must outlive it (a success shown on the page it leads
 * to): the app's notice center. An app provides `notices.notify`; without a provider the notice
 * is dropped and the component works on.
 */
import { createContext, useContext } from 'react';
import type { NoticeSink } from '@abitura/sdk';

export const NotifyContext = createContext<NoticeSink>(() => {});

export function useNotify(): NoticeSink {
  return useContext(NotifyContext);
}
