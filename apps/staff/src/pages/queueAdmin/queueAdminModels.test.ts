import { describe, expect, it } from 'vitest';
import { respondWith } from '@abitura/ui/testing';
import { failureToFields } from '../../models/formModel.js';
import { testClients } from '../../testing/testClients.js';
import { checkDesk, createDesksModel, deskValues } from './desksModel.js';
import { checkDevice, createDevicesModel } from './devicesModel.js';
import { tabAddress, tabFromSearch, visibleTabs } from './queueAdminTabs.js';
import { checkService, SERVICE_FIELDS, serviceConflict, serviceParams, serviceValues, type ServiceValues } from './serviceForm.js';
import { createServicesModel } from './servicesModel.js';
import { ISSUED_KEY, queueServer } from './testing/queueServer.js';
import { checkDays, formatWeekHours, fromDayInputs, toDayInputs } from './weekHours.js';

const newClient = testClients();
const DAYS = ['пн', 'вт', 'ср', 'чт', 'пт', 'сб', 'вс'];
const nine = { from: '09:00', to: '18:00' };

function setup() {
  const server = queueServer();
  const test = newClient(respondWith(server.handlers));
  return { ...test, server };
}

describe('week hours', () => {
  it('joins runs of equal days and marks closed days', () => {
    expect(formatWeekHours([nine, nine, nine, nine, nine, { from: '10:00', to: '14:00' }, null], DAYS, '—')).toBe('пн–пт 09:00–18:00, сб 10:00–14:00, вс —');
    expect(formatWeekHours([nine, null, nine, null, nine, null, null], DAYS, '—')).toBe('пн 09:00–18:00, вт —, ср 09:00–18:00, чт —, пт 09:00–18:00, сб–вс —');
    expect(formatWeekHours([], DAYS, '—')).toBe('пн–вс —');
  });

  it('turns stored hours into form days and back, empty days closed', () => {
    const days = toDayInputs([nine, null]);
    expect(days).toHaveLength(7);
    expect(days[1]).toEqual({ from: '', to: '' });
    expect(fromDayInputs([{ from: ' 09:00', to: '18:00 ' }, { from: '', to: '' }])).toEqual([nine, null]);
  });

  it('names the first day that is half filled, malformed or closing before opening', () => {
    expect(checkDays(toDayInputs([nine, null]))).toBeUndefined();
    expect(checkDays([{ from: '', to: '' }, { from: '09:00', to: '' }])).toEqual({ key: 'hoursHalf', values: { day: 1 } });
    expect(checkDays([{ from: '9:00', to: '18:00' }])).toEqual({ key: 'hoursFormat', values: { day: 0 } });
    expect(checkDays([nine, nine, { from: '24:00', to: '25:00' }])).toEqual({ key: 'hoursFormat', values: { day: 2 } });
    expect(checkDays([{ from: '18:00', to: '09:00' }])).toEqual({ key: 'hoursOrder', values: { day: 0 } });
  });
});

describe('service form', () => {
  const valid: ServiceValues = { ...serviceValues(null), prefix: 'КП', name: 'Консультация' };

  it('starts a new service on weekdays 09:00–18:00 and checks the contract rules', () => {
    expect(fromDayInputs(serviceValues(null).hours)).toEqual([nine, nine, nine, nine, nine, null, null]);
    expect(checkService(valid)).toEqual({});
    expect(checkService({ ...valid, prefix: 'кп', name: ' ', priority: '101', position: '-1' })).toEqual({
      prefix: { key: 'prefixFormat' },
      name: { key: 'required' },
      priority: { key: 'range', values: { max: 100 } },
      position: { key: 'range', values: { max: 1000 } },
    });
    expect(checkService({ ...valid, prefix: 'ABC' }).prefix).toEqual({ key: 'prefixFormat' });
  });

  it('sends numbers and trimmed text, with the id only when editing', () => {
    expect(serviceParams({ ...valid, name: ' Консультация ', priority: '5', position: '12' }, null)).toEqual({
      prefix: 'КП',
      name: 'Консультация',
      hours: [nine, nine, nine, nine, nine, null, null],
      priority: 5,
      position: 12,
      active: true,
    });
    expect(serviceParams(valid, 7)).toMatchObject({ id: 7 });
  });

  it('puts the server sentence of a taken prefix on the prefix field', () => {
    const failure = { code: 'CONFLICT', message: 'Префикс «А» уже у услуги «Приём документов»', issues: [] };
    expect(failureToFields(failure, [...SERVICE_FIELDS], serviceConflict)).toEqual({ fields: { prefix: { text: failure.message } }, formError: null });
    expect(serviceConflict({ ...failure, message: '' })).toEqual({ prefix: { key: 'prefixTaken' } });
  });
});

describe('tabs in the address', () => {
  it('reads the tab, services by default, and writes it back', () => {
    expect(tabFromSearch('')).toBe('services');
    expect(tabFromSearch('?tab=devices')).toBe('devices');
    expect(tabFromSearch('?tab=stats')).toBe('stats');
    expect(tabFromSearch('?tab=console')).toBe('console');
    expect(tabFromSearch('?tab=history')).toBe('services');
    expect(tabAddress('/qms/admin', 'desks')).toBe('/qms/admin?tab=desks');
    expect(tabAddress('/qms/admin', 'services')).toBe('/qms/admin');
  });

  it('shows each tab by its right; the first one seen is the default', () => {
    const only = (...rights: string[]) => (permission: string) => rights.includes(permission);
    expect(visibleTabs(only('manageQueue'))).toEqual(['services', 'desks', 'devices', 'stats']);
    expect(visibleTabs(only('manageQueue', 'operateQueue'))).toEqual(['services', 'desks', 'devices', 'stats', 'console']);
    const operator = visibleTabs(only('operateQueue'));
    expect(operator).toEqual(['console']);
    expect(tabFromSearch('', operator)).toBe('console');
    expect(tabFromSearch('?tab=devices', operator)).toBe('console');
    expect(tabAddress('/qms/admin', 'console', operator)).toBe('/qms/admin');
    expect(tabFromSearch('?tab=console', visibleTabs(only()))).toBeNull();
  });
});

describe('services model', () => {
  it('lists active services, then the archived ones on request', async () => {
    const { client, requests } = setup();
    const model = createServicesModel(client);
    await model.load();
    expect(model.items.value.map((service) => service.prefix)).toEqual(['А', 'Б', 'В']);
    model.showArchived(true);
    // The server answers the archived services alone then.
    await settled(() => model.items.value.length === 1);
    expect(model.items.value.map((service) => service.archived)).toEqual([true]);
    expect(requests.map((request) => request.params)).toEqual([{ archived: false }, { archived: true }]);
  });

  it('saves a new service and reads the list again; a refusal leaves the list as it was', async () => {
    const { client, server } = setup();
    const model = createServicesModel(client);
    await model.load();
    const taken = await model.save({ ...serviceValues(null), prefix: 'А', name: 'Ещё одна' }, null);
    expect(taken.ok).toBe(false);
    expect(model.feedback.value).toBeNull();
    const created = await model.save({ ...serviceValues(null), prefix: 'Г', name: 'Целевое обучение' }, null);
    expect(created.ok).toBe(true);
    expect(model.feedback.value).toMatchObject({ kind: 'created', service: { prefix: 'Г' } });
    await settled(() => model.items.value.length === 4);
    expect(server.services.at(-1)?.name).toBe('Целевое обучение');
  });

  it('archives a service', async () => {
    const { client } = setup();
    const model = createServicesModel(client);
    await model.load();
    const outcome = await model.archive(model.items.value[1]!);
    expect(outcome.ok).toBe(true);
    expect(model.feedback.value).toMatchObject({ kind: 'archived', service: { prefix: 'Б', archived: true } });
    await settled(() => model.items.value.length === 2);
  });
});

describe('desks model', () => {
  it('reads desks with every service, offers only the active ones, and saves ids as numbers', async () => {
    const { client, requests } = setup();
    const model = createDesksModel(client);
    await model.load();
    expect(model.items.value.map((desk) => desk.name)).toEqual(['Окно 1', 'Окно 2']);
    expect(model.choices.value.map((service) => service.prefix)).toEqual(['А', 'Б']);
    expect(deskValues(model.items.value[0]!)).toEqual({ name: 'Окно 1', serviceIds: ['1', '2'], active: true });
    expect(checkDesk({ name: ' ', serviceIds: [], active: true })).toEqual({ name: { key: 'required' } });
    const outcome = await model.save({ name: ' Окно 3 ', serviceIds: ['2'], active: true }, null);
    expect(outcome.ok).toBe(true);
    expect(requests.find((request) => request.action === 'Queue/SaveDesk')?.params).toEqual({ name: 'Окно 3', active: true, serviceIds: [2] });
    expect(model.saved.value?.name).toBe('Окно 3');
  });
});

describe('devices model', () => {
  it('keeps an issued key only until it is forgotten, and revokes a device', async () => {
    const { client } = setup();
    const model = createDevicesModel(client);
    await model.load();
    expect(checkDevice({ kind: 'tv', name: '' })).toEqual({ name: { key: 'required' } });
    const issued = await model.issue({ kind: 'tv', name: ' Табло 2 ' });
    expect(issued.ok).toBe(true);
    expect(model.issued.value?.key).toBe(ISSUED_KEY);
    model.forgetKey();
    expect(model.issued.value).toBeNull();
    const revoked = await model.revoke(model.items.value[0]!);
    expect(revoked.ok).toBe(true);
    expect(model.revoked.value?.revokedAt).not.toBeNull();
  });
});

/** Waits for the list a write reads again (the reload is not awaited by the write). */
async function settled(done: () => boolean): Promise<void> {
  for (let turn = 0; turn < 50 && !done(); turn += 1) await new Promise((resolve) => setTimeout(resolve, 0));
  expect(done()).toBe(true);
}
