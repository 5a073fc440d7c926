import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, queueDevices } from '../src/db/schema/index.js';
import { startTestServer, type TestServer } from './harness.js';
import { ALL_WEEK, dataOf, deviceHeaders, setUpQueue, type QueueFixture } from './support/queueFixtures.js';
import { expectClearFailure } from './support/serverSupport.js';

/** Queue administration: services, desks, device keys (issued once, stored hashed, revocable). */
let server: TestServer;
let queue: QueueFixture;

beforeAll(async () => {
  server = await startTestServer();
  queue = await setUpQueue(server, ['А', 'Б']);
});
afterAll(() => server.close());

describe('services', () => {
  it('creates, updates, lists in order and archives; a taken prefix is refused with a sentence', async () => {
    const created = await queue.admin<{ id: number; prefix: string; archived: boolean }>('Queue/SaveService', { prefix: 'СП', name: 'Справки', hours: ALL_WEEK, position: 5 });
    expect(created).toMatchObject({ prefix: 'СП', archived: false, active: true, priority: 0 });
    const updated = await queue.admin<{ name: string; priority: number }>('Queue/SaveService', { id: created.id, prefix: 'СП', name: 'Справки и копии', hours: ALL_WEEK, priority: 3, position: 5 });
    expect(updated).toMatchObject({ name: 'Справки и копии', priority: 3 });

    const clash = (await server.rpc({ action: 'Queue/SaveService', params: { prefix: 'А', name: 'Дубль', hours: ALL_WEEK }, token: queue.adminToken })).body;
    expect(clash).toMatchObject({ success: false, data: 'CONFLICT' });
    expect(clash.message).toContain('«А»');

    const listed = await queue.admin<{ items: Array<{ prefix: string }> }>('Queue/ListServices', {});
    expect(listed.items.map((item) => item.prefix)).toEqual(['А', 'Б', 'СП']);

    expect(await queue.admin('Queue/ArchiveService', { id: created.id })).toMatchObject({ archived: true, active: false });
    expect((await queue.admin<{ items: unknown[] }>('Queue/ListServices', {})).items).toHaveLength(2);
    expect((await queue.admin<{ items: Array<{ prefix: string }> }>('Queue/ListServices', { archived: true })).items.map((item) => item.prefix)).toEqual(['СП']);
    const audited = await server.database.db.select().from(auditLog).where(eq(auditLog.entity, 'queue_service'));
    expect(audited.map((row) => row.action)).toContain('Queue/ArchiveService');
  });

  it('gives two services saved with one new prefix at the same moment one success and one CONFLICT', async () => {
    const save = (name: string) => server.rpc({ action: 'Queue/SaveService', params: { prefix: 'ЖЖ', name, hours: ALL_WEEK }, token: queue.adminToken });
    const replies = (await Promise.all([save('Первая'), save('Вторая')])).map((reply) => reply.body as { success: boolean; data: unknown; message: string });
    expect(replies.filter((reply) => reply.success)).toHaveLength(1);
    const refused = replies.find((reply) => !reply.success);
    expect(refused).toMatchObject({ data: 'CONFLICT' });
    expect(refused?.message).toContain('«ЖЖ»');
  });

  it('refuses malformed prefixes and hours with field issues', async () => {
    for (const params of [
      { prefix: 'a', name: 'x', hours: ALL_WEEK },
      { prefix: 'ABC', name: 'x', hours: ALL_WEEK },
      { prefix: 'Я', name: 'x', hours: ALL_WEEK.slice(1) },
      { prefix: 'Я', name: 'x', hours: [{ from: '18:00', to: '09:00' }, ...ALL_WEEK.slice(1)] },
    ]) {
      const reply = (await server.rpc({ action: 'Queue/SaveService', params, token: queue.adminToken })).body;
      expect(reply, JSON.stringify(params)).toMatchObject({ success: false, data: 'INVALID_PARAMS' });
      expectClearFailure(reply, ['INVALID_PARAMS']);
    }
  });
});

describe('desks', () => {
  it('saves the services a desk serves and refuses unknown services', async () => {
    const [first, second] = queue.services;
    const desk = await queue.admin<{ id: number; serviceIds: number[] }>('Queue/SaveDesk', { name: 'Окно 9', serviceIds: [second?.id, first?.id] });
    expect(desk.serviceIds).toEqual([first?.id, second?.id].sort((a, b) => (a as number) - (b as number)));
    expect(await queue.admin('Queue/SaveDesk', { id: desk.id, name: 'Окно 9', active: false, serviceIds: [first?.id] })).toMatchObject({ active: false, serviceIds: [first?.id], operator: null });
    const unknown = (await server.rpc({ action: 'Queue/SaveDesk', params: { name: 'Окно 10', serviceIds: [999_999] }, token: queue.adminToken })).body;
    expect(unknown).toMatchObject({ success: false, data: 'NOT_FOUND' });
    const names = (await queue.admin<{ items: Array<{ name: string }> }>('Queue/ListDesks', {})).items.map((item) => item.name);
    expect(names).not.toContain('Окно 10');
  });
});

describe('device keys', () => {
  it('returns the key once, stores only its hash, and a revoked key is refused at once', async () => {
    const issued = (await server.rpc({ action: 'Queue/IssueDevice', params: { kind: 'kiosk', name: 'Киоск 2' }, token: queue.adminToken })).body;
    const { device, key } = dataOf<{ device: { id: number; keyPrefix: string }; key: string }>(issued);
    expect(key.length).toBeGreaterThanOrEqual(43);
    expect(key.startsWith(device.keyPrefix)).toBe(true);
    const [row] = await server.database.db.select().from(queueDevices).where(eq(queueDevices.id, device.id));
    expect(JSON.stringify(row)).not.toContain(key);
    const listed = await queue.admin<{ items: Array<{ id: number }> }>('Queue/ListDevices', {});
    expect(JSON.stringify(listed)).not.toContain(key);
    expect(listed.items.map((item) => item.id)).toContain(device.id);

    const asKiosk = () => server.rpc({ action: 'Kiosk/Services', params: {} }, deviceHeaders('kiosk', key));
    expect((await asKiosk()).body).toMatchObject({ success: true });
    expect(await queue.admin('Queue/RevokeDevice', { id: device.id })).toMatchObject({ id: device.id });
    const refused = (await asKiosk()).body;
    expect(refused).toMatchObject({ success: false, data: 'ACCESS_DENIED' });
    expect(refused.message).toMatch(/Ключ устройства не принят/);
    expect((await server.rpc({ action: 'Queue/RevokeDevice', params: { id: device.id }, token: queue.adminToken })).body).toMatchObject({ success: false, data: 'CONFLICT' });
  });

  it('refuses device actions without a key, with a wrong key, and with a key of the other kind', async () => {
    for (const [subsystem, action, key] of [
      ['kiosk', 'Kiosk/Services', undefined],
      ['kiosk', 'Kiosk/Services', 'not-a-key'],
      ['kiosk', 'Kiosk/Services', queue.tvKey],
      ['tv', 'Board/Get', queue.kioskKey],
      ['tv', 'Board/Get', undefined],
    ] as const) {
      const reply = (await server.rpc({ action, params: {} }, deviceHeaders(subsystem, key))).body;
      expect(reply, `${action} with ${key ?? 'no key'}`).toMatchObject({ success: false, data: 'ACCESS_DENIED' });
      expectClearFailure(reply, ['ACCESS_DENIED']);
    }
    expect((await server.rpc({ action: 'Board/Get', params: {} }, deviceHeaders('tv', queue.tvKey))).body).toMatchObject({ success: true });
  });
});
