/**
 * An in-memory queue administration server for the area's tests: the demo's services А, Б, В and
 * an archived Д, two desks and a kiosk and a TV board, with the administration actions over them
 * (a taken prefix answers CONFLICT with the server's sentence).
 */
import { fail, ok } from '@abitura/ui/testing';
import type { IssuedDevice, QueueDesk, QueueDevice, QueueService } from '../queueTypes.js';

const WEEKDAYS = { from: '09:00', to: '18:00' };

export function queueServices(): QueueService[] {
  return [
    { id: 1, prefix: 'А', name: 'Приём документов', hours: [WEEKDAYS, WEEKDAYS, WEEKDAYS, WEEKDAYS, WEEKDAYS, { from: '10:00', to: '14:00' }, null], priority: 10, active: true, position: 1, archived: false },
    { id: 2, prefix: 'Б', name: 'Консультация', hours: [WEEKDAYS, WEEKDAYS, WEEKDAYS, WEEKDAYS, WEEKDAYS, null, null], priority: 0, active: true, position: 2, archived: false },
    { id: 3, prefix: 'В', name: 'Выдача справок', hours: [WEEKDAYS, null, WEEKDAYS, null, WEEKDAYS, null, null], priority: 0, active: false, position: 3, archived: false },
    { id: 4, prefix: 'Д', name: 'День открытых дверей', hours: [null, null, null, null, null, null, null], priority: 0, active: true, position: 4, archived: true },
  ];
}

export function queueDesks(): QueueDesk[] {
  return [
    { id: 11, name: 'Окно 1', active: true, serviceIds: [1, 2], operator: { id: 7, name: 'Петрова Анна' } },
    { id: 12, name: 'Окно 2', active: false, serviceIds: [], operator: null },
  ];
}

export function queueDevices(): QueueDevice[] {
  return [
    { id: 21, kind: 'kiosk', name: 'Киоск у входа', keyPrefix: 'kq_4f2a', createdAt: '2026-11-02T07:30:00.000Z', revokedAt: null, lastSeenAt: '2026-11-20T09:15:00.000Z' },
    { id: 22, kind: 'tv', name: 'Табло в холле', keyPrefix: 'kq_9b01', createdAt: '2026-11-03T08:00:00.000Z', revokedAt: null, lastSeenAt: null },
  ];
}

export const ISSUED_KEY = 'kq_77ce.Zt1Qm0fS3kP9wVx2Lr8Yb6Nd4Hc';

export function queueServer() {
  const services = queueServices();
  const desks = queueDesks();
  const devices = queueDevices();
  const handlers = {
    // As the server answers: the archived services, or the others.
    'Queue/ListServices': (params: { archived: boolean }) => ok({ items: services.filter((service) => service.archived === params.archived) }),
    'Queue/SaveService': (params: Omit<QueueService, 'id' | 'archived'> & { id?: number }) => {
      const holder = services.find((service) => service.prefix === params.prefix && service.id !== params.id);
      if (holder) return fail('CONFLICT', `Префикс «${params.prefix}» уже у услуги «${holder.name}»: выберите другой, чтобы номера талонов не путались.`);
      const existing = services.find((service) => service.id === params.id);
      if (existing) {
        Object.assign(existing, params);
        return ok(existing);
      }
      const created: QueueService = { ...params, id: 100 + services.length, archived: false };
      services.push(created);
      return ok(created);
    },
    'Queue/ArchiveService': (params: { id: number }) => {
      const service = services.find((candidate) => candidate.id === params.id)!;
      service.archived = true;
      return ok(service);
    },
    'Queue/ListDesks': () => ok({ items: desks }),
    'Queue/SaveDesk': (params: { id?: number; name: string; active: boolean; serviceIds: number[] }) => {
      const existing = desks.find((desk) => desk.id === params.id);
      if (existing) {
        Object.assign(existing, params);
        return ok(existing);
      }
      const created: QueueDesk = { id: 100 + desks.length, name: params.name, active: params.active, serviceIds: params.serviceIds, operator: null };
      desks.push(created);
      return ok(created);
    },
    'Queue/ListDevices': () => ok({ items: devices }),
    'Queue/IssueDevice': (params: { kind: QueueDevice['kind']; name: string }) => {
      const device: QueueDevice = { id: 100 + devices.length, kind: params.kind, name: params.name, keyPrefix: ISSUED_KEY.slice(0, 7), createdAt: '2026-11-21T10:00:00.000Z', revokedAt: null, lastSeenAt: null };
      devices.push(device);
      return ok({ device, key: ISSUED_KEY } satisfies IssuedDevice);
    },
    'Queue/RevokeDevice': (params: { id: number }) => {
      const device = devices.find((candidate) => candidate.id === params.id)!;
      device.revokedAt = '2026-11-21T11:00:00.000Z';
      return ok(device);
    },
  };
  return { services, desks, devices, handlers };
}
