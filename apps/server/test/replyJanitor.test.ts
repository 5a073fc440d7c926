import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pruneStoredReplies, REPLY_RETENTION_MS } from '../src/actions/replyJanitor.js';
import { idempotentReplies } from '../src/db/schema/index.js';
import { startTestServer, type TestServer } from './harness.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('stored write replies', () => {
  it('are pruned after a day, and a repeat after that runs as a new request', async () => {
    const db = server.database.db;
    const now = server.clock.now();
    await db.insert(idempotentReplies).values([
      { caller: 'user:1', requestId: 'old', action: 'X/y', paramsHash: 'h', reply: {}, createdAt: new Date(now - REPLY_RETENTION_MS - 1) },
      { caller: 'user:1', requestId: 'fresh', action: 'X/y', paramsHash: 'h', reply: {}, createdAt: new Date(now - 1000) },
    ]);
    await expect(pruneStoredReplies(db, now)).resolves.toBe(1);
    const left = await db.select({ requestId: idempotentReplies.requestId }).from(idempotentReplies);
    expect(left.map((row) => row.requestId)).toContain('fresh');
    expect(left.map((row) => row.requestId)).not.toContain('old');
  });
});
