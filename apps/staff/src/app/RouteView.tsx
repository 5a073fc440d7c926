/**
 * Renders the page for the current address: the route gate decides (guard + User/CheckAccess),
 * a redirect replaces the address, and an allowed page is shown in its layout. While a check or
 * a page chunk loads, the loading bar runs and the previous page stays on screen. The page's and
 * its layout's chunks start loading as soon as the address is matched, alongside the check.
 */
import { Suspense, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import type { RouteDef } from '@abitura/sdk';
import { ErrorBoundary, useClient, useSession, useSignalValue, visuallyHidden } from '@abitura/ui';
import type { LoadingBarModel } from '@abitura/ui';
import { lazyChunk, preloadChunk, type PageRegistry } from './pageRegistry.js';
import { createRouteGate, type GateState } from './routeGate.js';

export interface RouteViewProps {
  pages: PageRegistry;
  routes: readonly RouteDef[];
  loadingBar: LoadingBarModel;
}

type Shown = Extract<GateState, { kind: 'show' }>;

// The layouts are chunks of their own: the navigation shell (menus, drawers, poppers) is not
// needed to show the sign-in page, and the initial bundle stays within its budget.
const BlankLayout = lazyChunk(async () => ({ default: (await import('../layouts/BlankLayout.js')).BlankLayout }));
const DefaultLayout = lazyChunk(async () => ({ default: (await import('../layouts/DefaultLayout.js')).DefaultLayout }));

export function RouteView({ pages, routes, loadingBar }: RouteViewProps) {
  const client = useClient();
  const { t } = useTranslation(['shell', 'common']);
  const [pathname, navigate] = useLocation();
  const search = useSearch();
  const { token, user, ability } = useSession();
  const gate = useMemo(
    () =>
      createRouteGate({
        client,
        routes,
        onMatch: (route) => {
          preloadChunk(route.layout === 'blank' ? BlankLayout : DefaultLayout);
          preloadChunk(pages[route.name]);
        },
      }),
    [client, routes, pages],
  );
  const state = useSignalValue(gate.state);
  const shown = useRef<Shown | null>(null);

  // Decide again when the address or the session changes (sign-in, sign-out, new status or ability).
  useEffect(() => {
    void loadingBar.track(gate.resolve(pathname, search));
  }, [gate, loadingBar, pathname, search, token, user, ability]);

  useEffect(() => {
    if (state.kind === 'redirect') navigate(state.to, { replace: true });
  }, [state, navigate]);

  if (state.kind === 'show') shown.current = state;
  const current = shown.current;

  useEffect(() => {
    if (!current) return;
    document.title = `${t(`shell:routes.${current.route.name}`)} · ${t('common:app.name')}`;
  }, [current, t]);

  if (!current) return null;
  const Page = pages[current.route.name];
  if (!Page) throw new Error(`The route ${current.route.name} has no page in this app`);
  const page = (
    <ErrorBoundary resetKeys={[pathname]} onGoHome={() => navigate('/')}>
      <Suspense fallback={<PageLoading loadingBar={loadingBar} />}>
        <Page route={current.route} params={current.params} />
      </Suspense>
    </ErrorBoundary>
  );
  return (
    <Suspense fallback={<PageLoading loadingBar={loadingBar} />}>
      {current.route.layout === 'blank' ? (
        <BlankLayout>{page}</BlankLayout>
      ) : (
        <DefaultLayout pages={pages} routes={routes}>
          {page}
        </DefaultLayout>
      )}
    </Suspense>
  );
}

/** Shown while a page's code loads: the loading bar runs, and assistive tech hears why. */
function PageLoading({ loadingBar }: { loadingBar: LoadingBarModel }) {
  const { t } = useTranslation('shell');
  useEffect(() => loadingBar.start(), [loadingBar]);
  return (
    <p role="status" style={visuallyHidden}>
      {t('page.loading')}
    </p>
  );
}
