import type { CareerEvent, CareerEventCard, EventRegistrant } from '@abitura/contracts';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { careerEvents, eventRegistrations } from '../src/db/schema/index.js';
import { startTestServer, type TestServer } from './harness.js';
import { insertApplicant, insertCareerEvent, insertRegistration } from './support/applicantFixtures.js';
import { auditOf, call, insertOrganizations, signedInAs } from './support/organizationFixtures.js';

/** Career events: EventService/* — the list, the card, the approval workflow, registrations with capacity, attendance and the QR check-in. */
let server: TestServer;
let admin: string;
let curator: string;
let operator: string;
let analyst: string;
let college: number;

// The harness clock starts at 2026-09-01T09:00:00Z (12:00 in Moscow).
const TODAY = '2026-09-01T12:00:00+03:00';
const NEXT_WEEK = '2026-09-08T11:00:00+03:00';

beforeAll(async () => {
  server = await startTestServer();
  admin = (await signedInAs(server, 'admin', ['Администратор'])).token;
  curator = (await signedInAs(server, 'curator', ['Куратор'])).token;
  operator = (await signedInAs(server, 'operator', ['Оператор колл-центра'])).token;
  analyst = (await signedInAs(server, 'analyst', ['Аналитик'])).token;
  [college] = (await insertOrganizations(server, [{ type: 'college', name: 'Колледж мероприятий', organizationId: 'EVT1' }])) as [number];
});
afterAll(() => server.close());

const db = () => server.database.db;
const eventRow = async (id: number) => (await db().select().from(careerEvents).where(eq(careerEvents.id, id)))[0];
const registrationsOf = async (eventId: number) => Number((await db().select({ n: count() }).from(eventRegistrations).where(eq(eventRegistrations.eventId, eventId)))[0]?.n);
const eventsCount = async () => Number((await db().select({ n: count() }).from(careerEvents))[0]?.n);
const applicant = (lastName: string, firstName = 'Тест') => insertApplicant(server, { last_name: lastName, first_name: firstName });
const confirmedEvent = (title: string, values: Partial<typeof careerEvents.$inferInsert> = {}) => insertCareerEvent(server, { title, startsAt: new Date(NEXT_WEEK), status: 'confirmed', ...values });

describe('EventService/createEvent, updateEvent and getEvent', () => {
  it('creates a draft with its counts and the moves a draft allows, audited', async () => {
    const reply = await call(server, curator, 'EventService/createEvent', { title: '  День открытых дверей  ', format: 'in-person', starts_at: NEXT_WEEK, place: 'Актовый зал', capacity: 40, organization: college });
    expect(reply, JSON.stringify(reply)).toMatchObject({
      success: true,
      data: {
        title: 'День открытых дверей',
        format: 'in-person',
        status: 'draft',
        starts_at: '2026-09-08T08:00:00.000Z',
        place: 'Актовый зал',
        capacity: 40,
        organization: { id: college, name: 'Колледж мероприятий' },
        created_at: '2026-09-01T09:00:00.000Z',
        registrations: 0,
        attended: 0,
        free_places: 40,
        moves: ['submit', 'delete'],
      },
    });
    const id = (reply.data as CareerEventCard).id;
    expect(await call(server, operator, 'EventService/getEvent', { id })).toMatchObject({ success: true, data: { id, status: 'draft' } });
    const [audit] = await auditOf(server, admin, 'career_event', id);
    expect(audit).toMatchObject({ action: 'EventService/createEvent', before: null, after: { title: 'День открытых дверей', status: 'draft', capacity: 40, organization: college } });
  });

  it.each([
    ['an unknown format', { title: 'Фестиваль', format: 'hybrid', starts_at: NEXT_WEEK }, 'format'],
    ['no title', { title: '   ', format: 'online', starts_at: NEXT_WEEK }, 'title'],
    ['a zero capacity', { title: 'Встреча', format: 'online', starts_at: NEXT_WEEK, capacity: 0 }, 'capacity'],
    ['a time without its offset', { title: 'Встреча', format: 'online', starts_at: '2026-09-08T11:00:00' }, 'starts_at'],
  ])('refuses %s with the field named and writes nothing', async (_name, params, path) => {
    const before = await eventsCount();
    const reply = await call(server, curator, 'EventService/createEvent', params);
    expect(reply).toMatchObject({ success: false, data: 'INVALID_PARAMS' });
    expect(JSON.stringify(reply.issues)).toContain(path);
    expect(await eventsCount()).toBe(before);
  });

  it('refuses an organization missing from the registry with a sentence on the field', async () => {
    const before = await eventsCount();
    const reply = await call(server, curator, 'EventService/createEvent', { title: 'Встреча', format: 'online', starts_at: NEXT_WEEK, organization: 999_999 });
    expect(reply).toMatchObject({ success: false, data: 'INVALID_PARAMS', message: 'Организация не найдена в реестре: выберите её из списка заново.', issues: [{ path: 'organization' }] });
    expect(await eventsCount()).toBe(before);
  });

  it('refuses event changes to a user without manageEvents, and the card to one without the calendar', async () => {
    const id = await confirmedEvent('Закрытая встреча');
    expect(await call(server, operator, 'EventService/createEvent', { title: 'Моя встреча', format: 'online', starts_at: NEXT_WEEK })).toMatchObject({ success: false, data: 'ACCESS_DENIED' });
    expect(await call(server, operator, 'EventService/updateEvent', { id, data: { title: 'Иначе' } })).toMatchObject({ success: false, data: 'ACCESS_DENIED' });
    expect(await call(server, operator, 'EventService/changeStatus', { id, event: 'cancel' })).toMatchObject({ success: false, data: 'ACCESS_DENIED' });
    expect(await call(server, analyst, 'EventService/getEvent', { id })).toMatchObject({ success: false, data: 'ACCESS_DENIED' });
    expect(await call(server, analyst, 'EventService/getEventsList', {})).toMatchObject({ success: false, data: 'ACCESS_DENIED' });
    expect(await eventRow(id)).toMatchObject({ title: 'Закрытая встреча', status: 'confirmed' });
  });

  it('changes only what changed, audits those fields, and answers an unchanged edit without a write', async () => {
    const id = await confirmedEvent('Форум профессий', { place: 'Зал 1', capacity: 10 });
    const reply = await call(server, curator, 'EventService/updateEvent', { id, data: { title: 'Форум профессий', place: 'Зал 2', capacity: 12 } });
    expect(reply).toMatchObject({ success: true, data: { place: 'Зал 2', capacity: 12, free_places: 12, status: 'confirmed' } });
    expect((await auditOf(server, admin, 'career_event', id))[0]).toMatchObject({ action: 'EventService/updateEvent', before: { place: 'Зал 1', capacity: 10 }, after: { place: 'Зал 2', capacity: 12 } });
    const same = await call(server, curator, 'EventService/updateEvent', { id, data: { place: 'Зал 2', starts_at: '2026-09-08T08:00:00Z' } });
    expect(same).toMatchObject({ success: true, message: 'Изменений нет.' });
    expect(await auditOf(server, admin, 'career_event', id)).toHaveLength(1);
  });

  it('refuses a capacity below the registrations taken, and any edit of a canceled or deleted event', async () => {
    const id = await confirmedEvent('Полный зал', { capacity: 3 });
    for (const name of ['Первый', 'Второй']) await insertRegistration(server, await applicant(name), id);
    expect(await call(server, curator, 'EventService/updateEvent', { id, data: { capacity: 1 } })).toMatchObject({
      success: false,
      data: 'CONFLICT',
      message: 'Мест не может быть меньше, чем уже зарегистрировано (2): сначала отмените лишние регистрации или оставьте больше мест.',
    });
    expect(await call(server, curator, 'EventService/updateEvent', { id, data: { capacity: 2 } })).toMatchObject({ success: true, data: { free_places: 0 } });
    for (const status of ['canceled', 'deleted']) {
      const frozen = await confirmedEvent('История', { status });
      expect(await call(server, curator, 'EventService/updateEvent', { id: frozen, data: { title: 'Новое' } })).toMatchObject({ success: false, data: 'CONFLICT', message: expect.stringContaining('изменить нельзя') });
      expect(await eventRow(frozen)).toMatchObject({ title: 'История', status });
    }
  });

  it('answers NOT_FOUND for an event that does not exist', async () => {
    expect(await call(server, curator, 'EventService/getEvent', { id: 999_999 })).toMatchObject({ success: false, data: 'NOT_FOUND' });
    expect(await call(server, curator, 'EventService/updateEvent', { id: 999_999, data: { title: 'Нет' } })).toMatchObject({ success: false, data: 'NOT_FOUND' });
  });
});

describe('EventService/changeStatus: the approval workflow', () => {
  it('walks submit, sendBack, submit, confirm, cancel, delete, each audited', async () => {
    const id = await confirmedEvent('Путь мероприятия', { status: 'draft' });
    const steps: Array<[string, string]> = [
      ['submit', 'pending'],
      ['sendBack', 'onEdit'],
      ['submit', 'pending'],
      ['confirm', 'confirmed'],
      ['cancel', 'canceled'],
      ['delete', 'deleted'],
    ];
    for (const [event, status] of steps) expect(await call(server, curator, 'EventService/changeStatus', { id, event }), event).toMatchObject({ success: true, data: { status } });
    const audit = await auditOf(server, admin, 'career_event', id);
    expect(audit.map((entry) => (entry.after as { status: string }).status).reverse()).toEqual(steps.map(([, status]) => status));
    expect(await call(server, curator, 'EventService/getEvent', { id })).toMatchObject({ success: true, data: { status: 'deleted', moves: [] } });
  });

  it.each([
    ['confirmed', 'delete', 'Нельзя удалить мероприятие со статусом «Согласовано»: это возможно только из статусов «Черновик», «На доработке» или «Отменено».'],
    ['draft', 'confirm', 'Нельзя согласовать мероприятие со статусом «Черновик»: это возможно только из статуса «На согласовании».'],
    ['deleted', 'submit', 'Нельзя отправить на согласование удалённое мероприятие: удаление окончательно.'],
  ])('refuses %s --%s--> with its sentence and writes nothing', async (status, event, message) => {
    const id = await confirmedEvent('Незаконный ход', { status });
    expect(await call(server, curator, 'EventService/changeStatus', { id, event })).toMatchObject({ success: false, data: 'CONFLICT', message });
    expect((await eventRow(id))?.status).toBe(status);
    expect(await auditOf(server, admin, 'career_event', id)).toEqual([]);
  });

  it('refuses an unknown move as bad params', async () => {
    const id = await confirmedEvent('Неизвестный ход', { status: 'draft' });
    expect(await call(server, curator, 'EventService/changeStatus', { id, event: 'approve' })).toMatchObject({ success: false, data: 'INVALID_PARAMS' });
    expect((await eventRow(id))?.status).toBe('draft');
  });
});

describe('EventService/getEventsList', () => {
  let org: number;
  let ids: Record<string, number>;
  beforeAll(async () => {
    [org] = (await insertOrganizations(server, [{ type: 'college', name: 'Колледж списка', organizationId: 'EVT2' }])) as [number];
    ids = {
      open: await confirmedEvent('День открытых дверей', { organizationId: org, startsAt: new Date('2026-09-10T10:00:00+03:00'), capacity: 5, place: 'Главный корпус' }),
      fest: await confirmedEvent('Фестиваль профессий', { organizationId: org, startsAt: new Date('2026-09-05T10:00:00+03:00'), format: 'combined', place: 'Парк Горького' }),
      webinar: await confirmedEvent('Вебинар о поступлении', { organizationId: org, startsAt: new Date('2026-10-01T18:00:00+03:00'), format: 'online', status: 'pending' }),
      gone: await confirmedEvent('Ёлка для абитуриентов', { organizationId: org, startsAt: new Date('2026-09-20T10:00:00+03:00'), status: 'deleted' }),
    };
    const people = await Promise.all(['Один', 'Два', 'Три'].map((name) => applicant(name)));
    await insertRegistration(server, people[0] as number, ids.open as number, { attended: true });
    await insertRegistration(server, people[1] as number, ids.open as number, { attended: false });
    await insertRegistration(server, people[2] as number, ids.open as number);
  });
  const list = async (params: Record<string, unknown>) => {
    const reply = await call(server, operator, 'EventService/getEventsList', { organization: org, ...params });
    expect(reply.success, JSON.stringify(reply)).toBe(true);
    return reply.data as { items: CareerEvent[]; total: number };
  };
  const titles = (page: { items: CareerEvent[] }) => page.items.map((item) => item.title);

  it('lists by start, nearest first, with counts and free places; deleted ones hidden', async () => {
    const page = await list({});
    expect(titles(page)).toEqual(['Фестиваль профессий', 'День открытых дверей', 'Вебинар о поступлении']);
    expect(page.total).toBe(3);
    expect(page.items[1]).toMatchObject({ registrations: 3, attended: 1, capacity: 5, free_places: 2, organization: { id: org, name: 'Колледж списка' } });
    expect(page.items[0]).toMatchObject({ registrations: 0, capacity: null, free_places: null });
  });

  it('filters by period (whole Moscow days), formats, statuses (deleted when asked) and words of the title or place', async () => {
    expect(titles(await list({ from: '2026-09-05', to: '2026-09-10' }))).toEqual(['Фестиваль профессий', 'День открытых дверей']);
    expect(titles(await list({ from: '2026-09-06T00:00:00+03:00' }))).toEqual(['День открытых дверей', 'Вебинар о поступлении']);
    expect(titles(await list({ formats: ['online', 'combined'] }))).toEqual(['Фестиваль профессий', 'Вебинар о поступлении']);
    expect(titles(await list({ statuses: ['deleted', 'pending'] }))).toEqual(['Ёлка для абитуриентов', 'Вебинар о поступлении']);
    expect(titles(await list({ search: 'ПАРК' }))).toEqual(['Фестиваль профессий']);
    expect(titles(await list({ search: 'елка', statuses: ['deleted'] }))).toEqual(['Ёлка для абитуриентов']);
    expect(titles(await list({ search: 'день корпус' }))).toEqual(['День открытых дверей']);
  });

  it('sorts by title or newest first and pages', async () => {
    expect(titles(await list({ sort: 'title' }))).toEqual(['Вебинар о поступлении', 'День открытых дверей', 'Фестиваль профессий']);
    expect(titles(await list({ direction: 'desc' }))).toEqual(['Вебинар о поступлении', 'День открытых дверей', 'Фестиваль профессий']);
    const second = await list({ pageSize: 5, page: 1 });
    expect(second.items).toHaveLength(3);
    expect(await list({ page: 2, pageSize: 5 })).toMatchObject({ items: [], total: 3 });
  });

  it('refuses a period that ends before it starts and an unknown page size', async () => {
    expect(await call(server, operator, 'EventService/getEventsList', { from: '2026-09-10', to: '2026-09-01' })).toMatchObject({ success: false, data: 'INVALID_PARAMS', issues: [{ path: 'to', message: 'Начало периода позже его конца' }] });
    expect(await call(server, operator, 'EventService/getEventsList', { pageSize: 7 })).toMatchObject({ success: false, data: 'INVALID_PARAMS' });
  });
});

describe('EventService/register and unregister', () => {
  it('registers an applicant with a ticket token, audited; refuses a duplicate', async () => {
    const id = await confirmedEvent('Мастер-класс', { capacity: 10 });
    const person = await insertApplicant(server, { last_name: 'Билетова', first_name: 'Анна', middle_name: 'Сергеевна' });
    const reply = await call(server, operator, 'EventService/register', { eventId: id, abiturientId: person });
    expect(reply, JSON.stringify(reply)).toMatchObject({
      success: true,
      data: { applicant: { id: person, name: 'Билетова Анна Сергеевна' }, event: { id, title: 'Мастер-класс', status: 'confirmed' }, registered_at: '2026-09-01T09:00:00.000Z', attended: null, ticket_token: expect.stringMatching(/^[0-9a-f-]{36}$/) },
    });
    expect((await auditOf(server, admin, 'career_event', id))[0]).toMatchObject({ action: 'EventService/register', after: { registration: (reply.data as EventRegistrant).id, abiturient: person } });
    expect(await call(server, operator, 'EventService/register', { eventId: id, abiturientId: person })).toMatchObject({
      success: false,
      data: 'CONFLICT',
      message: 'Абитуриент уже зарегистрирован на это мероприятие: его билет есть в списке регистраций.',
    });
    expect(await registrationsOf(id)).toBe(1);
    const personEvents = await call(server, operator, 'Abiturient/Events', { personId: person });
    expect(personEvents).toMatchObject({ success: true, data: [{ id: (reply.data as EventRegistrant).id, ticket_token: (reply.data as EventRegistrant).ticket_token }] });
  });

  it.each([
    ['draft', 'На мероприятие со статусом «Черновик» не регистрируют: регистрация открыта только на согласованные мероприятия.'],
    ['pending', 'На мероприятие со статусом «На согласовании» не регистрируют: регистрация открыта только на согласованные мероприятия.'],
    ['canceled', 'На мероприятие со статусом «Отменено» не регистрируют: регистрация открыта только на согласованные мероприятия.'],
    ['deleted', 'На мероприятие со статусом «Удалено» не регистрируют: регистрация открыта только на согласованные мероприятия.'],
  ])('refuses a %s event with its sentence and writes nothing', async (status, message) => {
    const id = await confirmedEvent('Закрыто', { status });
    expect(await call(server, operator, 'EventService/register', { eventId: id, abiturientId: await applicant('Отказов') })).toMatchObject({ success: false, data: 'CONFLICT', message });
    expect(await registrationsOf(id)).toBe(0);
  });

  it('refuses a full event and one already past; takes one held today', async () => {
    const full = await confirmedEvent('Малый зал', { capacity: 1 });
    await insertRegistration(server, await applicant('Первый'), full);
    expect(await call(server, operator, 'EventService/register', { eventId: full, abiturientId: await applicant('Второй') })).toMatchObject({
      success: false,
      data: 'CONFLICT',
      message: 'Свободных мест нет: заняты все 1. Увеличьте число мест или предложите абитуриенту другое мероприятие.',
    });
    expect(await registrationsOf(full)).toBe(1);
    const past = await confirmedEvent('Вчера', { startsAt: new Date('2026-08-31T10:00:00+03:00') });
    expect(await call(server, operator, 'EventService/register', { eventId: past, abiturientId: await applicant('Опоздавший') })).toMatchObject({ success: false, data: 'CONFLICT', message: expect.stringContaining('уже прошло') });
    const today = await confirmedEvent('Сегодня утром', { startsAt: new Date('2026-09-01T09:00:00+03:00') });
    expect(await call(server, operator, 'EventService/register', { eventId: today, abiturientId: await applicant('Пришедший') })).toMatchObject({ success: true });
  });

  it('lets exactly one of two registrations racing for the last place win', async () => {
    const id = await confirmedEvent('Последнее место', { capacity: 2 });
    await insertRegistration(server, await applicant('Ранний'), id);
    const [first, second] = [await applicant('Гонщик', 'Первый'), await applicant('Гонщик', 'Второй')];
    const otherOperator = (await signedInAs(server, 'operator2', ['Оператор колл-центра'])).token;
    const replies = await Promise.all([
      call(server, operator, 'EventService/register', { eventId: id, abiturientId: first }),
      call(server, otherOperator, 'EventService/register', { eventId: id, abiturientId: second }),
    ]);
    expect(replies.filter((reply) => reply.success)).toHaveLength(1);
    expect(replies.find((reply) => !reply.success)).toMatchObject({ data: 'CONFLICT', message: expect.stringContaining('Свободных мест нет') });
    expect(await registrationsOf(id)).toBe(2);
  });

  it('refuses an unknown applicant or event, and a caller without manageInteractions', async () => {
    const id = await confirmedEvent('Проверка доступа');
    expect(await call(server, operator, 'EventService/register', { eventId: id, abiturientId: 999_999 })).toMatchObject({ success: false, data: 'NOT_FOUND' });
    expect(await call(server, operator, 'EventService/register', { eventId: 999_999, abiturientId: await applicant('Есть') })).toMatchObject({ success: false, data: 'NOT_FOUND' });
    expect(await call(server, analyst, 'EventService/register', { eventId: id, abiturientId: await applicant('Чужой') })).toMatchObject({ success: false, data: 'ACCESS_DENIED' });
    expect(await call(server, operator, 'EventService/register', { eventId: 'первое', abiturientId: 1 })).toMatchObject({ success: false, data: 'INVALID_PARAMS' });
    expect(await registrationsOf(id)).toBe(0);
  });

  it('unregisters one who has not come, freeing the place, audited; refuses one marked attended', async () => {
    const id = await confirmedEvent('Отмена регистрации', { capacity: 1 });
    const person = await applicant('Передумавший');
    const registration = await insertRegistration(server, person, id);
    expect(await call(server, operator, 'EventService/unregister', { registrationId: registration })).toMatchObject({ success: true, data: { id: registration, eventId: id } });
    expect(await registrationsOf(id)).toBe(0);
    expect((await auditOf(server, admin, 'career_event', id))[0]).toMatchObject({ action: 'EventService/unregister', before: { registration, abiturient: person }, after: null });
    expect(await call(server, operator, 'EventService/register', { eventId: id, abiturientId: await applicant('Следующий') })).toMatchObject({ success: true });
    const came = await insertRegistration(server, await applicant('Пришёл'), await confirmedEvent('Прошло'), { attended: true });
    expect(await call(server, operator, 'EventService/unregister', { registrationId: came })).toMatchObject({ success: false, data: 'CONFLICT', message: expect.stringContaining('отмечен как пришедший') });
    expect(await call(server, operator, 'EventService/unregister', { registrationId: 999_999 })).toMatchObject({ success: false, data: 'NOT_FOUND' });
  });
});

describe('EventService/getRegistrations', () => {
  it("lists an event's registrations in order, filtered by name words and attendance; needs viewAbiturient", async () => {
    const id = await confirmedEvent('Список регистраций');
    const people = [
      await insertApplicant(server, { last_name: 'Семёнова', first_name: 'Ольга' }),
      await insertApplicant(server, { last_name: 'Петров', first_name: 'Иван' }),
      await insertApplicant(server, { last_name: 'Семенов', first_name: 'Пётр' }),
    ];
    for (const [index, person] of people.entries()) {
      await insertRegistration(server, person, id, { registeredAt: new Date(Date.parse('2026-08-20T10:00:00Z') + index * 60_000), attended: index === 1 ? true : null });
    }
    const read = async (params: Record<string, unknown>) => {
      const reply = await call(server, operator, 'EventService/getRegistrations', { eventId: id, ...params });
      expect(reply.success, JSON.stringify(reply)).toBe(true);
      return reply.data as { items: EventRegistrant[]; total: number };
    };
    expect((await read({})).items.map((item) => item.applicant.name)).toEqual(['Семёнова Ольга', 'Петров Иван', 'Семенов Пётр']);
    expect((await read({ search: 'семенов' })).items.map((item) => item.applicant.id)).toEqual([people[0], people[2]]);
    expect((await read({ search: 'семенов петр' })).items.map((item) => item.applicant.id)).toEqual([people[2]]);
    expect(await read({ attended: true })).toMatchObject({ total: 1, items: [{ applicant: { id: people[1] }, attended: true }] });
    expect((await read({ attended: null })).total).toBe(2);
    expect(await read({ pageSize: 5, page: 2 })).toMatchObject({ items: [], total: 3 });
    const noReader = (await signedInAs(server, 'queue', ['Оператор очереди'])).token;
    expect(await call(server, noReader, 'EventService/getRegistrations', { eventId: id })).toMatchObject({ success: false, data: 'ACCESS_DENIED' });
    expect(await call(server, operator, 'EventService/getRegistrations', { eventId: 999_999 })).toMatchObject({ success: false, data: 'NOT_FOUND' });
  });
});

describe('EventService/markAttendance and the QR check-in', () => {
  it('refuses marks before the event day; on the day marks from the list and by ticket, audited once per change', async () => {
    const tomorrow = await confirmedEvent('Завтрашнее', { startsAt: new Date('2026-09-02T10:00:00+03:00') });
    const early = await insertRegistration(server, await applicant('Рано'), tomorrow);
    expect(await call(server, operator, 'EventService/markAttendance', { registrationId: early, attended: true })).toMatchObject({
      success: false,
      data: 'CONFLICT',
      message: 'Посещение отмечают с дня мероприятия, 02.09.2026: оно ещё не наступило.',
    });
    expect(await auditOf(server, admin, 'career_event', tomorrow)).toEqual([]);

    // Later today (Moscow): the day has come though the event has not started yet.
    const id = await confirmedEvent('Отметка посещения', { startsAt: new Date('2026-09-01T18:00:00+03:00') });
    const [anna, boris] = [await applicant('Анна'), await applicant('Борис')];
    const fromList = await insertRegistration(server, anna, id);
    const byTicket = await insertRegistration(server, boris, id);
    const [ticketRow] = await db().select({ ticket: eventRegistrations.ticketToken }).from(eventRegistrations).where(eq(eventRegistrations.id, byTicket));
    const ticket = ticketRow?.ticket as string;
    expect(await call(server, operator, 'EventService/markAttendance', { registrationId: fromList, attended: false })).toMatchObject({ success: true, data: { id: fromList, attended: false } });
    expect(await call(server, operator, 'EventService/markAttendance', { ticket })).toMatchObject({ success: true, data: { id: byTicket, attended: true, applicant: { id: boris } } });
    const repeat = await call(server, operator, 'EventService/markAttendance', { ticket });
    expect(repeat).toMatchObject({ success: true, message: 'Посещение уже отмечено.', data: { attended: true } });
    const audit = await auditOf(server, admin, 'career_event', id);
    expect(audit.map((entry) => entry.after)).toEqual([
      { registration: byTicket, attended: true, by: 'ticket' },
      { registration: fromList, attended: false, by: 'list' },
    ]);
    expect(await call(server, operator, 'EventService/getEvent', { id })).toMatchObject({ success: true, data: { registrations: 2, attended: 1 } });
  });

  it('refuses an unknown ticket, a malformed one, a canceled event and a caller without manageInteractions', async () => {
    expect(await call(server, operator, 'EventService/markAttendance', { ticket: '00000000-0000-4000-8000-000000000000' })).toMatchObject({
      success: false,
      data: 'NOT_FOUND',
      message: 'Билет не найден: регистрацию по нему отменили или QR-код не от этой системы.',
    });
    expect(await call(server, operator, 'EventService/markAttendance', { ticket: 'не-билет' })).toMatchObject({ success: false, data: 'INVALID_PARAMS' });
    expect(await call(server, operator, 'EventService/markAttendance', { registrationId: 1 })).toMatchObject({ success: false, data: 'INVALID_PARAMS', issues: [{ path: 'attended' }] });
    expect(await call(server, operator, 'EventService/markAttendance', { registrationId: 1, ticket: '00000000-0000-4000-8000-000000000000' })).toMatchObject({
      success: false,
      data: 'INVALID_PARAMS',
      issues: [{ path: 'ticket', message: 'Укажите регистрацию или билет — одно из двух' }],
    });
    const canceled = await confirmedEvent('Отменённое', { status: 'canceled', startsAt: new Date(TODAY) });
    const registration = await insertRegistration(server, await applicant('Зря'), canceled);
    expect(await call(server, operator, 'EventService/markAttendance', { registrationId: registration, attended: true })).toMatchObject({
      success: false,
      data: 'CONFLICT',
      message: 'Посещение отмечают только на согласованных мероприятиях, а у этого статус «Отменено».',
    });
    const today = await insertRegistration(server, await applicant('Сегодняшний'), await confirmedEvent('Сегодня', { startsAt: new Date(TODAY) }));
    expect(await call(server, analyst, 'EventService/markAttendance', { registrationId: today, attended: true })).toMatchObject({ success: false, data: 'ACCESS_DENIED' });
    const [row] = await db().select({ attended: eventRegistrations.attended }).from(eventRegistrations).where(eq(eventRegistrations.id, today));
    expect(row?.attended).toBeNull();
  });
});
