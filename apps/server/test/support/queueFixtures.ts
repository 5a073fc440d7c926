import type { Reply, Subsystem } from '@abitura/contracts/wire';
import { expect } from 'vitest';
import { queueDevices } from '../../src/db/schema/index.js';
import { newDeviceKey } from '../../src/domain/queue/deviceKeys.js';
import type { TestServer } from '../harness.js';

/**
 * Registers a kiosk and a TV board straight in the database, for the suites that iterate every
 * contract: device surfaces call with their key, so access never hides what those suites check.
 */
export async function registerTestDevices(server: TestServer): Promise<Partial<Record<Subsystem, string>>> {
  const keys: Partial<Record<Subsystem, string>> = {};
  for (const kind of ['kiosk', 'tv'] as const) {
    const { key, hash, prefix } = newDeviceKey();
    await server.database.db.insert(queueDevices).values({ kind, name: `test ${kind}`, keyHash: hash, keyPrefix: prefix, createdAt: new Date(server.clock.now()) });
    keys[kind] = key;
  }
  return keys;
}

/** Open 08:00-20:00 Moscow time every day: the test clock (09:00Z, 12:00 in Moscow) falls inside. */
export const ALL_WEEK = Array.from({ length: 7 }, () => ({ from: '08:00', to: '20:00' }));

export interface QueueFixture {
  adminToken: string;
  services: Array<{ id: number; prefix: string }>;
  desks: number[];
  kioskKey: string;
  tvKey: string;
  /** Calls an action as the queue administrator and expects it to succeed. */
  admin<T>(action: string, params: unknown): Promise<T>;
}

let sequence = 0;

/** Data of a successful reply, failing the test with the server's sentence otherwise. */
export function dataOf<T>(reply: Reply, context = ''): T {
  expect(reply.success, `${context} ${reply.message}`).toBe(true);
  return reply.data as T;
}

/**
 * A queue set up through the administrator's actions: services with the given prefixes, one desk
 * per service (desk i serves service i) and a kiosk and a TV board with their keys.
 */
export async function setUpQueue(server: TestServer, prefixes: string[] = ['А', 'Б']): Promise<QueueFixture> {
  const login = `queueadmin${++sequence}`;
  await server.addUser({ login, roles: ['Администратор'] });
  const adminToken = await server.signIn(login);
  const admin = async <T>(action: string, params: unknown) => dataOf<T>((await server.rpc({ action, params, token: adminToken })).body, action);
  const services = [];
  for (const [index, prefix] of prefixes.entries()) {
    const service = await admin<{ id: number; prefix: string }>('Queue/SaveService', { prefix, name: `Услуга ${prefix}`, hours: ALL_WEEK, position: index });
    services.push(service);
  }
  const desks = [];
  for (const [index, service] of services.entries()) {
    desks.push((await admin<{ id: number }>('Queue/SaveDesk', { name: `Окно ${index + 1}`, serviceIds: [service.id] })).id);
  }
  const kioskKey = (await admin<{ key: string }>('Queue/IssueDevice', { kind: 'kiosk', name: 'Киоск в холле' })).key;
  const tvKey = (await admin<{ key: string }>('Queue/IssueDevice', { kind: 'tv', name: 'Табло в холле' })).key;
  return { adminToken, services, desks, kioskKey, tvKey, admin };
}

/** Headers of a device surface: its subsystem and its key. */
export const deviceHeaders = (subsystem: 'kiosk' | 'tv' | 'qr', key?: string): Record<string, string> => ({
  'X-Subsystem': subsystem,
  ...(key ? { Authorization: `Bearer ${key}` } : {}),
});

/** An operator (the «Оператор очереди» role) signed in at a desk. */
export async function operatorAt(server: TestServer, deskId: number): Promise<{ token: string; call<T>(action: string, params: unknown): Promise<Reply & { data: T }> }> {
  const login = `operator${++sequence}`;
  await server.addUser({ login, roles: ['Оператор очереди'] });
  const token = await server.signIn(login);
  const call = async <T>(action: string, params: unknown) => (await server.rpc({ action, params, token })).body as Reply & { data: T };
  dataOf(await call('Queue/MyDesk', { deskId }), 'Queue/MyDesk');
  return { token, call };
}
