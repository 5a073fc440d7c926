import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.js';
import { ALL_WEEK, dataOf, deviceHeaders, operatorAt, setUpQueue, type QueueFixture } from './support/queueFixtures.js';
import { expectClearFailure } from './support/serverSupport.js';

/**
 * Queue/Desks: what the operator console chooses from, readable with operateQueue alone (the
 * administrator's Queue/ListDesks and Queue/ListServices need manageQueue): the active desks with
 * who works at each, and the active services in display order.
 */
let server: TestServer;
let queue: QueueFixture;

type Directory = {
  desks: Array<{ id: number; name: string; serviceIds: number[]; operator: { id: number; name: string } | null }>;
  services: Array<{ id: number; prefix: string; name: string }>;
};

beforeAll(async () => {
  server = await startTestServer();
  // Desks «Окно 1», «Окно 2», «Окно 3» serve А, Б, В, at positions 0, 1, 2.
  queue = await setUpQueue(server, ['А', 'Б', 'В']);
});
afterAll(() => server.close());

describe('Queue/Desks', () => {
  it('gives an operator the active desks by name with who works there, and the active services in display order', async () => {
    const [serviceA, serviceB, serviceC] = [0, 1, 2].map((index) => queue.services[index] as { id: number }) as [{ id: number }, { id: number }, { id: number }];
    const [desk1, desk2, desk3] = [0, 1, 2].map((index) => queue.desks[index] as number) as [number, number, number];
    // Display order is position, then id: Ё (position 0, saved after А) comes before Б.
    const serviceYo = await queue.admin<{ id: number }>('Queue/SaveService', { prefix: 'Ё', name: 'Услуга Ё', hours: ALL_WEEK, position: 0 });
    const paused = await queue.admin<{ id: number }>('Queue/SaveService', { prefix: 'П', name: 'Приостановлена', hours: ALL_WEEK, active: false });
    await queue.admin('Queue/SaveDesk', { id: desk3, name: 'Окно 3', active: false, serviceIds: [serviceC.id] });
    await queue.admin('Queue/ArchiveService', { id: serviceC.id });
    const cabinet = await queue.admin<{ id: number }>('Queue/SaveDesk', { name: 'Кабинет 5', serviceIds: [serviceB.id, serviceA.id, paused.id] });

    const first = await operatorAt(server, desk1);
    const directory = dataOf<Directory>(await first.call('Queue/Desks', {}));
    const firstName = directory.desks.find((desk) => desk.id === desk1)?.operator?.name;
    expect(firstName).toMatch(/^Тестовый operator/);
    expect(directory.desks).toEqual([
      { id: cabinet.id, name: 'Кабинет 5', serviceIds: [serviceA.id, serviceB.id, paused.id], operator: null },
      { id: desk1, name: 'Окно 1', serviceIds: [serviceA.id], operator: { id: expect.any(Number), name: firstName } },
      { id: desk2, name: 'Окно 2', serviceIds: [serviceB.id], operator: null },
    ]);
    expect(directory.services).toEqual([
      { id: serviceA.id, prefix: 'А', name: 'Услуга А' },
      { id: serviceYo.id, prefix: 'Ё', name: 'Услуга Ё' },
      { id: serviceB.id, prefix: 'Б', name: 'Услуга Б' },
    ]);

    // A second operator takes «Окно 1» over: the list names them there, so the next one is warned.
    const second = await operatorAt(server, desk1);
    const after = dataOf<Directory>(await second.call('Queue/Desks', {}));
    const taken = after.desks.find((desk) => desk.id === desk1)?.operator;
    expect(taken?.name).toMatch(/^Тестовый operator/);
    expect(taken?.name).not.toBe(firstName);
    expect(dataOf<Directory>(await first.call('Queue/Desks', {}))).toEqual(after);
  });

  it('is read by a queue administrator too', async () => {
    const directory = dataOf<Directory>((await server.rpc({ action: 'Queue/Desks', params: {}, token: queue.adminToken })).body);
    expect(directory.desks.map((desk) => desk.name)).toEqual(['Кабинет 5', 'Окно 1', 'Окно 2']);
  });

  it('refuses a kiosk or TV key, an anonymous caller, and a user without operateQueue', async () => {
    for (const [headers, what] of [
      [deviceHeaders('kiosk', queue.kioskKey), 'a kiosk key'],
      [deviceHeaders('tv', queue.tvKey), 'a TV key'],
      [{}, 'nobody'],
    ] as const) {
      const reply = (await server.rpc({ action: 'Queue/Desks', params: {}, token: null }, headers)).body;
      expect(reply, what).toMatchObject({ success: false, data: 'ACCESS_DENIED' });
      expectClearFailure(reply, ['ACCESS_DENIED']);
    }
    await server.addUser({ login: 'admissions', roles: ['Приёмная комиссия'] });
    const token = await server.signIn('admissions');
    const refused = (await server.rpc({ action: 'Queue/Desks', params: {}, token })).body;
    expect(refused).toMatchObject({ success: false, data: 'ACCESS_DENIED' });
    expectClearFailure(refused, ['ACCESS_DENIED']);
    expect(JSON.stringify(refused)).not.toContain('Окно');
  });

  it('takes no parameters', async () => {
    const reply = (await server.rpc({ action: 'Queue/Desks', params: { archived: true }, token: queue.adminToken })).body;
    expect(reply).toMatchObject({ success: false, data: 'INVALID_PARAMS' });
  });
});
