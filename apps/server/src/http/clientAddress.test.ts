import fc from 'fast-check';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { clientAddress } from './clientAddress.js';

/**
 * The fast path must see the same client address as Fastify's `request.ip`, so a Fastify app with
 * trustProxy on and off is the reference.
 */
const apps = [false, true].map((trustProxy) => {
  const app = Fastify({ trustProxy });
  app.get('/', async (request) => ({ ip: request.ip }));
  return { trustProxy, app };
});
afterAll(() => Promise.all(apps.map(({ app }) => app.close())));

async function compare(headers: Record<string, string>): Promise<void> {
  for (const { trustProxy, app } of apps) {
    const response = await app.inject({ method: 'GET', url: '/', headers, remoteAddress: '10.1.2.3' });
    const expected = response.json<{ ip: string }>();
    const request = { headers: { host: 'localhost:80', ...headers }, socket: { remoteAddress: '10.1.2.3' } };
    const context = `${JSON.stringify(headers)} trustProxy=${trustProxy}`;
    expect(clientAddress(request as never, trustProxy), context).toBe(expected.ip);
  }
}

describe('clientAddress', () => {
  it('match Fastify for the usual proxy headers', async () => {
    for (const headers of [
      {},
      { 'x-forwarded-for': '203.0.113.7' },
      { 'x-forwarded-for': '203.0.113.7, 10.0.0.1' },
      { 'x-forwarded-for': ' 203.0.113.7 ,10.0.0.1 ' },
      { 'x-forwarded-for': ',,203.0.113.7,' },
      { 'x-forwarded-for': ' , ' },
      { 'x-forwarded-for': '2001:db8::1, 10.0.0.1' },
      { 'x-forwarded-host': 'abitura.example' },
      { 'x-forwarded-host': 'a.example, b.example' },
      { 'x-forwarded-for': '203.0.113.7', 'x-forwarded-host': ' abitura.example ' },
    ]) {
      await compare(headers);
    }
  });

  it('match Fastify for generated X-Forwarded-For values', async () => {
    const forwarded = fc.stringMatching(/^[0-9a-f.:, \t]{0,30}$/);
    await fc.assert(
      fc.asyncProperty(forwarded, async (value) => {
        await compare({ 'x-forwarded-for': value });
      }),
      { numRuns: 200 },
    );
  });
});
