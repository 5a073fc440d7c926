import { describe, expect, it } from 'vitest';
import { createFakeFetch } from '../testing/fakeFetch.js';
import { createHttpClient, RETRY_STATUS_CODES } from './httpClient.js';

describe('the generic HTTP client retry policy', () => {
  it.each(RETRY_STATUS_CODES)('retries a GET once on %i', async (status) => {
    const fake = createFakeFetch(() => new Response('busy', { status }));
    const http = createHttpClient({ fetch: fake.fetch, retryDelayMs: 0 });
    await expect(http.get('http://abitura.test/healthz')).rejects.toMatchObject({ name: 'HTTPError', response: { status } });
    expect(fake.requests).toHaveLength(2);
  });

  it('does not retry a GET on other statuses', async () => {
    const fake = createFakeFetch(() => new Response('nope', { status: 404 }));
    await expect(createHttpClient({ fetch: fake.fetch, retryDelayMs: 0 }).get('http://abitura.test/x')).rejects.toMatchObject({ name: 'HTTPError' });
    expect(fake.requests).toHaveLength(1);
  });

  it('never retries a write', async () => {
    const fake = createFakeFetch(() => new Response('busy', { status: 503 }));
    const http = createHttpClient({ fetch: fake.fetch, retryDelayMs: 0 });
    await expect(http.post('http://abitura.test/api/rpc', { json: {} })).rejects.toMatchObject({ name: 'HTTPError' });
    await expect(http.put('http://abitura.test/api/x', { json: {} })).rejects.toMatchObject({ name: 'HTTPError' });
    expect(fake.requests).toHaveLength(2);
  });
});
