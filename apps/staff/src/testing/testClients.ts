/**
 * Real SDK clients for model tests, each closed after its test: a file calls `testClients()` once
 * at its top and makes a client per test with the returned function.
 */
import { afterEach } from 'vitest';
import type { Client } from '@abitura/sdk';
import { createTestClient, type Responder, type TestClientOptions } from '@abitura/ui/testing';

export function testClients(): (respond: Responder, options?: TestClientOptions) => ReturnType<typeof createTestClient> {
  const open: Client[] = [];
  afterEach(() => {
    for (const client of open.splice(0)) client.close();
  });
  return (respond, options = { signedIn: true }) => {
    const test = createTestClient({ ...options, respond });
    open.push(test.client);
    return test;
  };
}
