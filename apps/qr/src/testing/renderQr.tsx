/**
 * Renders the whole QR app at an address, against a real SDK client whose server is a function
 * (@abitura/ui/testing), a memory location and the device stand-ins a test passes.
 */
import { render } from '@testing-library/react';
import { memoryLocation } from 'wouter/memory-location';
import { createMemoryConfigStore } from '@abitura/sdk';
import type { Client } from '@abitura/sdk';
import { createPrefs } from '@abitura/ui/device';
import { createTestClient, TEST_SESSION } from '@abitura/ui/testing';
import type { Responder } from '@abitura/ui/testing';
import { QrApp } from '../app/QrApp.js';
import type { QrEnvironment } from '../app/environment.js';

const clients: Client[] = [];

/** Closes the clients of the finished test (called from the setup file). */
export function closeTestClients(): void {
  for (const client of clients.splice(0)) client.close();
}

export interface RenderQrOptions {
  respond?: Responder;
  language?: 'ru' | 'en' | 'fr' | 'ar';
  /** The ability of a stored session; without it the browser holds no session. */
  ability?: Record<string, unknown>[];
  environment?: QrEnvironment;
}

export function renderQr(path: string, options: RenderQrOptions = {}) {
  const test = createTestClient({
    subsystem: 'qr',
    ...(options.respond ? { respond: options.respond } : {}),
    ...(options.ability ? { session: { ...TEST_SESSION, ability: options.ability } } : {}),
  });
  clients.push(test.client);
  const prefs = createPrefs({ store: createMemoryConfigStore(JSON.stringify({ language: options.language ?? 'ru' })) });
  const location = memoryLocation({ path, record: true });
  const view = render(
    <QrApp client={test.client} prefs={prefs} location={{ hook: location.hook, searchHook: location.searchHook }} environment={options.environment ?? {}} />,
  );
  return { ...test, ...view, location, prefs };
}
