/**
 * The pages and routes the app renders, for the home page's quick links. StaffApp provides them
 * (the page registry cannot be imported from a page: app/pages.ts imports the pages). Without a
 * provider there are no links, which is safe: the menu still leads everywhere.
 */
import { createContext } from 'react';
import type { RouteDef } from '@abitura/sdk';
import type { PageRegistry } from '../../app/pageRegistry.js';

export interface QuickLinksSource {
  pages: PageRegistry;
  routes: readonly RouteDef[];
}

export const QuickLinksContext = createContext<QuickLinksSource>({ pages: {}, routes: [] });
