/**
 * Renders a page inside the app's providers with a stand-in admission service: the real test
 * client answers the action calls (references), while `admission` and `subscribe` are the stand-in's.
 */
import { useMemo, type ReactNode } from 'react';
import type { Client } from '@abitura/sdk';
import { ClientProvider, useClient } from '@abitura/ui';
import { renderInApp, type RenderStaffOptions } from '../../../testing/renderStaff.js';

function WithAdmission({ admission, subscribe, children }: { admission: Client['admission']; subscribe: Client['subscribe']; children: ReactNode }) {
  const client = useClient();
  const wrapped = useMemo(
    () => new Proxy(client, { get: (target, key) => (key === 'admission' ? admission : key === 'subscribe' ? subscribe : Reflect.get(target, key, target)) }),
    [client, admission, subscribe],
  );
  return <ClientProvider client={wrapped}>{children}</ClientProvider>;
}

export function renderWithAdmission(ui: ReactNode, stand: { admission: unknown; subscribe: unknown }, options: RenderStaffOptions = {}) {
  return renderInApp(
    <WithAdmission admission={stand.admission as Client['admission']} subscribe={stand.subscribe as Client['subscribe']}>
      {ui}
    </WithAdmission>,
    options,
  );
}
