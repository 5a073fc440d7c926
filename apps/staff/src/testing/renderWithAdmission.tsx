/**
 * Renders a page inside the app's providers with a stand-in admission service: the real test
 * client answers the action calls (references, records), while `admission` (and `subscribe`, when
 * the stand-in has one) are the stand-in's.
 */
import { useMemo, type ReactNode } from 'react';
import type { Client } from '@abitura/sdk';
import { ClientProvider, useClient } from '@abitura/ui';
import { renderInApp, type RenderStaffOptions } from './renderStaff.js';

interface StandInDoors {
  admission: Client['admission'];
  subscribe: Client['subscribe'] | undefined;
}

function WithAdmission({ admission, subscribe, children }: StandInDoors & { children: ReactNode }) {
  const client = useClient();
  const wrapped = useMemo(
    () => new Proxy(client, { get: (target, key) => (key === 'admission' ? admission : key === 'subscribe' && subscribe ? subscribe : Reflect.get(target, key, target)) }),
    [client, admission, subscribe],
  );
  return <ClientProvider client={wrapped}>{children}</ClientProvider>;
}

export function renderWithAdmission(ui: ReactNode, stand: { admission: unknown; subscribe?: unknown }, options: RenderStaffOptions = {}) {
  return renderInApp(
    <WithAdmission admission={stand.admission as Client['admission']} subscribe={stand.subscribe as Client['subscribe'] | undefined}>
      {ui}
    </WithAdmission>,
    options,
  );
}
