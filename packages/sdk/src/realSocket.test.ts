import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createClient, type Client } from './client.js';
import { createMemoryConfigStore } from './config/configStore.js';
import { createMemoryStorage } from './environment/defaults.js';
import { createNoticeRecorder, createRecordingLogger } from './testing/recorders.js';
import { StandInServer } from './testing/standInServer.js';

/** Polls a condition on real time (this suite runs the real protocol, not fake timers). */
async function until(condition: () => boolean, ms = 5_000): Promise<void> {
  const start = Date.now();
  while (!condition()) {
    if (Date.now() - start > ms) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('the SDK over a real socket', () => {
  let server: StandInServer;
  let client: Client;
  const notify = createNoticeRecorder();

  beforeEach(async () => {
    server = new StandInServer();
    const apiBase = await server.listen();
    const storage = createMemoryStorage();
    storage.setItem('accessToken', 'real-token');
    storage.setItem('userData', JSON.stringify({ id: 1, status: 'active' }));
    client = createClient({
      apiBase,
      storage,
      configStore: createMemoryConfigStore(JSON.stringify({ wsReconnectInterval: 1_000 })),
      logger: createRecordingLogger(),
      notify,
      navigator: { navigate: () => {} },
      timing: { pongTimeoutMs: 300 },
    });
    await until(() => client.connection.state.value === 'authenticated');
  });

  afterEach(async () => {
    client.close();
    await server.close();
  });

  it('completes requests cut off mid-flight exactly once over HTTP, then returns to the socket', async () => {
    const events: unknown[] = [];
    client.subscribe('queue.board', (data) => events.push(data));
    await until(() => server.receipts.some((r) => r.action === 'Events/Subscribe'));
    server.push({ SYSTEM_CALL: 'NOTIFY', message: 'Сервер будет перезапущен' });
    server.push({ SYSTEM_CALL: 'EVENT', topic: 'queue.board', data: { called: 'A-001' } });
    await until(() => events.length === 1);
    expect(notify.notices.some((n) => n.message === 'Сервер будет перезапущен')).toBe(true);

    server.holdAction = 'User/ReadRoles';
    const resolutions = new Map<string, number>();
    const calls = Array.from({ length: 10 }, () =>
      client.call('User/ReadRoles', {}).then((reply) => {
        resolutions.set(reply.requestId as string, (resolutions.get(reply.requestId as string) ?? 0) + 1);
        return reply;
      }),
    );
    await until(() => server.receipts.filter((r) => r.action === 'User/ReadRoles').length === 10);
    const sentOverWs = server.receipts.filter((r) => r.action === 'User/ReadRoles').map((r) => r.requestId);

    server.acceptSockets = false;
    server.killSockets();
    const replies = await Promise.all(calls);

    expect(replies.every((reply) => reply.success)).toBe(true);
    expect(client.connection.fallback.value).toBe(true);
    const overHttp = server.receipts.filter((r) => r.action === 'User/ReadRoles' && r.via === 'http').map((r) => r.requestId);
    expect(overHttp.sort()).toEqual([...sentOverWs].sort());
    expect([...resolutions.values()].every((count) => count === 1)).toBe(true);
    expect(resolutions.size).toBe(10);
    for (const id of sentOverWs) expect(server.effects.get(id)).toBe(1);
    for (const reply of replies) expect(reply.data).toEqual({ applied: reply.requestId });

    server.acceptSockets = true;
    await until(() => client.connection.state.value === 'authenticated', 5_000);
    expect(client.connection.fallback.value).toBe(false);
    await until(() => server.receipts.filter((r) => r.action === 'Events/Subscribe').length === 2);
    server.holdAction = null;
    server.releaseHeld();
    const after = await client.call('User/ReadRoles', {});
    expect(server.receipts.find((r) => r.requestId === after.requestId)?.via).toBe('ws');
    server.push({ SYSTEM_CALL: 'EVENT', topic: 'queue.board', data: { called: 'A-002' } });
    await until(() => events.length === 2);
    expect(server.effects.size).toBe(new Set(server.receipts.map((r) => r.requestId)).size);
  });

  it('resumes on the socket when the probe ping is answered in time', async () => {
    server.killSockets();
    await until(() => server.receipts.filter((r) => r.action === 'User/CheckToken').length === 2);
    await until(() => client.connection.state.value === 'authenticated');
    expect(client.connection.fallback.value).toBe(false);
    const reply = await client.call('User/ReadRoles', {});
    expect(server.receipts.find((r) => r.requestId === reply.requestId)?.via).toBe('ws');
  });
});
