/**
 * The staff app's root: UI providers, the SDK client, the router, the loading bar, the notices,
 * and the page for the current address. main.tsx builds the real collaborators; tests pass
 * stand-ins (a memory location, a test client).
 */
import { useEffect, useMemo } from 'react';
import type { i18n as I18n } from 'i18next';
import { Router } from 'wouter';
import type { BaseLocationHook, BaseSearchHook } from 'wouter';
import { ROUTES, type Client, type RouteDef } from '@abitura/sdk';
import { AbituraUiProvider, ClientProvider, ErrorBoundary, LoadingBar, NoticeHost, NotifyContext } from '@abitura/ui';
import type { LoadingBarModel, NoticeCenter, PrefsModel } from '@abitura/ui';
import { QuickLinksContext } from '../pages/home/quickLinksContext.js';
import type { PageRegistry } from './pageRegistry.js';
import { RouteView } from './RouteView.js';

export interface StaffAppProps {
  client: Client;
  i18n: I18n;
  notices: NoticeCenter;
  loadingBar: LoadingBarModel;
  pages: PageRegistry;
  /** @default the abituraPrefs cookie */
  prefs?: PrefsModel;
  /** wouter's location and search hooks (memoryLocation() in tests). @default the browser's address */
  location?: { hook: BaseLocationHook; searchHook?: BaseSearchHook };
}

/** The SDK's routes this app renders: those with a page, the root, and the catch-all last. */
export function routesWithPages(pages: PageRegistry): RouteDef[] {
  return ROUTES.filter((route) => route.name in pages || route.name === 'root');
}

export function StaffApp({ client, i18n, notices, loadingBar, pages, prefs, location }: StaffAppProps) {
  const routes = useMemo(() => routesWithPages(pages), [pages]);
  const quickLinks = useMemo(() => ({ pages, routes }), [pages, routes]);
  useStartupTokenCheck(client);
  return (
    <AbituraUiProvider i18n={i18n} {...(prefs ? { prefs } : {})}>
      <ClientProvider client={client}>
        <ErrorBoundary>
          <Router {...(location ? { hook: location.hook, ...(location.searchHook ? { searchHook: location.searchHook } : {}) } : {})}>
            <LoadingBar model={loadingBar} />
            <NotifyContext value={notices.notify}>
              <QuickLinksContext value={quickLinks}>
                <RouteView pages={pages} routes={routes} loadingBar={loadingBar} />
              </QuickLinksContext>
            </NotifyContext>
          </Router>
        </ErrorBoundary>
        <NoticeHost center={notices} />
      </ClientProvider>
    </AbituraUiProvider>
  );
}

/**
 * A stored session is checked with the server once on start: a token ended meanwhile (revoked,
 * expired) comes back TOKEN_INACTIVE and the SDK signs the user out; a good one refreshes the user
 * and ability, which the route gate then applies.
 */
function useStartupTokenCheck(client: Client): void {
  useEffect(() => {
    if (client.session.authenticated.peek()) void client.checkToken();
  }, [client]);
}
