/**
 * The QR pages' root: the device providers, the router and the two lazy pages. main.tsx builds
 * the real collaborators; tests pass a test client and a memory location.
 */
import { lazy, Suspense } from 'react';
import { Route, Router, Switch } from 'wouter';
import type { BaseLocationHook, BaseSearchHook } from 'wouter';
import type { Client } from '@abitura/sdk';
import { DeviceUiProvider } from '@abitura/ui/device';
import type { PrefsModel } from '@abitura/ui/device';
import { appResources } from './appResources.js';
import { EnvironmentProvider } from './environment.js';
import type { QrEnvironment } from './environment.js';
import { LoadFailureBoundary, PageLoading } from './LoadFailure.js';
import { NotFoundPage } from './NotFoundPage.js';

const TicketRoute = lazy(() => import('../ticket/TicketRoute.js').then((module) => ({ default: module.TicketRoute })));
const ScannerRoute = lazy(() => import('../scanner/ScannerRoute.js').then((module) => ({ default: module.ScannerRoute })));

/** The addresses the server sends to this app (apps/server/src/http/staticApps.ts). */
export const QR_PATHS = {
  ticket: '/tickets/:token/qr',
  ticketByQuery: '/front-pages/tickets/qr',
  scanner: '/qr',
  scannerFront: '/front-pages/scanner',
} as const;

/** Whether an address is the scanner's, whose client keeps the staff session (see main.tsx). */
export function isScannerPath(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '');
  return path === QR_PATHS.scanner || path === QR_PATHS.scannerFront;
}

const NO_STAND_INS: QrEnvironment = {};

export interface QrAppProps {
  client: Client;
  /** @default the abituraPrefs cookie */
  prefs?: PrefsModel;
  /** wouter's location hooks (memoryLocation() in tests). @default the browser's address */
  location?: { hook: BaseLocationHook; searchHook?: BaseSearchHook };
  /** Stand-ins for the browser's devices (tests). @default the browser's own */
  environment?: QrEnvironment;
}

export function QrApp({ client, prefs, location, environment = NO_STAND_INS }: QrAppProps) {
  return (
    <DeviceUiProvider client={client} resources={appResources} {...(prefs ? { prefs } : {})}>
      <EnvironmentProvider value={environment}>
      <Router {...(location ? { hook: location.hook, ...(location.searchHook ? { searchHook: location.searchHook } : {}) } : {})}>
        <LoadFailureBoundary>
          <Suspense fallback={<PageLoading />}>
            <Switch>
              <Route path={QR_PATHS.ticket}>{(params) => <TicketRoute token={params.token} />}</Route>
              <Route path={QR_PATHS.ticketByQuery}>
                <TicketRoute />
              </Route>
              <Route path={QR_PATHS.scanner}>
                <ScannerRoute />
              </Route>
              <Route path={QR_PATHS.scannerFront}>
                <ScannerRoute />
              </Route>
              <Route>
                <NotFoundPage />
              </Route>
            </Switch>
          </Suspense>
        </LoadFailureBoundary>
      </Router>
      </EnvironmentProvider>
    </DeviceUiProvider>
  );
}
