import { useContext, useMemo } from 'react';
import { useSession } from '@abitura/ui';
import { staffMenu } from '../../layouts/staffMenu.js';
import { quickLinkGroups, type QuickLinkGroup } from './quickLinks.js';
import { QuickLinksContext } from './quickLinksContext.js';

/** The sections the user may open, from the app's pages and the session's ability; none without a provider. */
export function useQuickLinks(): QuickLinkGroup[] {
  const { pages, routes } = useContext(QuickLinksContext);
  const { ability } = useSession();
  return useMemo(() => quickLinkGroups(staffMenu(pages, routes, ability)), [pages, routes, ability]);
}
