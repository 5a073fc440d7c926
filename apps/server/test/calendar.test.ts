import type { CalendarEntry } from '@abitura/contracts';
import type { Reply } from '@abitura/contracts/wire';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.js';
import { insertApplicant, insertCareerEvent, insertInteraction } from './support/applicantFixtures.js';
import { call, signedInAs } from './support/organizationFixtures.js';

/**
 * The interaction calendar over Moscow days: callbacks, visits, career events and other
 * interactions, mine or the team's, filtered by kind and type, with overdue callbacks flagged by
 * the server's clock (the harness's TestClock, moved by hand). The clock starts at Tuesday
 * 2026-09-01 09:00 UTC (12:00 in Moscow); the week shown is Monday 31 August to Sunday 6 September.
 */
let server: TestServer;
let operator: string;
let operatorId: number;
let otherOperator: string;
let otherOperatorId: number;
let coordinator: string;
let analyst: string;
let person: number;

const START = Date.parse('2026-09-01T09:00:00Z');
const WEEK = { from: '2026-08-31', to: '2026-09-06' };

beforeAll(async () => {
  server = await startTestServer();
  ({ id: operatorId, token: operator } = await signedInAs(server, 'operator', ['Оператор колл-центра'], 'Соколова Ирина Павловна'));
  ({ id: otherOperatorId, token: otherOperator } = await signedInAs(server, 'operator2', ['Оператор колл-центра'], 'Орлов Павел'));
  coordinator = (await signedInAs(server, 'curator', ['Куратор'])).token;
  analyst = (await signedInAs(server, 'analyst', ['Аналитик'])).token;
  person = await insertApplicant(server, { last_name: 'Календарёва', first_name: 'Мария' });
});
afterAll(() => server.close());

const list = (token: string, params: Record<string, unknown>) => call(server, token, 'Calendar/List', params);
const entriesOf = (reply: Reply): CalendarEntry[] => {
  expect(reply, JSON.stringify(reply)).toMatchObject({ success: true });
  return (reply.data as { entries: CalendarEntry[] }).entries;
};
const find = (entries: CalendarEntry[], kind: string, id: number) => entries.find((entry) => entry.kind === kind && entry.id === id);

async function callback(token: string, personId: number, callbackAt: string): Promise<number> {
  const reply = await call(server, token, 'CallService/registerCall', { data: { personId, direction: 'outgoing', theme: 'prkom24', result: 5, callbackAt } });
  expect(reply, JSON.stringify(reply)).toMatchObject({ success: true });
  return (reply.data as { callback_id: number }).callback_id;
}

describe('Calendar/List', () => {
  it('shows my callback, my visit, an event and my other interactions in the week, in time order', async () => {
    server.clock.current = START;
    const callbackId = await callback(operator, person, '2026-09-02T12:00:00Z');
    const visit = await insertInteraction(server, person, 'visit', new Date('2026-09-03T08:00:00Z'), { authorId: operatorId });
    const event = await insertCareerEvent(server, { title: 'День открытых дверей', startsAt: new Date('2026-09-04T10:00:00Z'), format: 'combined', status: 'confirmed' });
    const deletedEvent = await insertCareerEvent(server, { title: 'Удалённое', startsAt: new Date('2026-09-04T11:00:00Z'), status: 'deleted' });
    const othersVisit = await insertInteraction(server, person, 'visit', new Date('2026-09-03T09:00:00Z'), { authorId: otherOperatorId });
    const entries = entriesOf(await list(operator, WEEK));
    expect(find(entries, 'callback', callbackId)).toEqual({
      kind: 'callback',
      id: callbackId,
      at: '2026-09-02T12:00:00.000Z',
      title: 'Перезвонить: тема «Приёмная кампания 2027»',
      person: { id: person, name: 'Календарёва Мария' },
      owner: { id: operatorId, name: 'Соколова Ирина Павловна' },
      type: 'recall',
      status: 'open',
      overdue: false,
    });
    expect(find(entries, 'visit', visit)).toMatchObject({ at: '2026-09-03T08:00:00.000Z', title: 'Посещение колледжа', type: 'visit', person: { id: person } });
    expect(find(entries, 'event', event)).toMatchObject({ title: 'День открытых дверей', type: 'combined', status: 'confirmed', overdue: false });
    expect(find(entries, 'event', event)?.person).toBeUndefined();
    // The call that booked the callback is itself on the calendar, as an interaction.
    expect(entries.some((entry) => entry.kind === 'interaction' && entry.type === 'outcall' && entry.at === '2026-09-01T09:00:00.000Z')).toBe(true);
    expect(find(entries, 'event', deletedEvent)).toBeUndefined();
    expect(find(entries, 'visit', othersVisit)).toBeUndefined();
    const times = entries.map((entry) => entry.at);
    expect(times).toEqual([...times].sort());
  });

  it('bounds the span by Moscow days: 00:30 on Monday in Moscow is in, 23:30 on the Sunday before is out', async () => {
    const personId = await insertApplicant(server, { last_name: 'Граничный', first_name: 'Сергей' });
    const mondayEarly = await insertInteraction(server, personId, 'incall', new Date('2026-08-30T21:30:00Z'), { authorId: operatorId });
    const sundayLate = await insertInteraction(server, personId, 'incall', new Date('2026-08-30T20:30:00Z'), { authorId: operatorId });
    const nextMondayEarly = await insertInteraction(server, personId, 'incall', new Date('2026-09-06T21:30:00Z'), { authorId: operatorId });
    const entries = entriesOf(await list(operator, { ...WEEK, kinds: ['interaction'] }));
    expect(find(entries, 'interaction', mondayEarly)).toBeDefined();
    expect(find(entries, 'interaction', sundayLate)).toBeUndefined();
    expect(find(entries, 'interaction', nextMondayEarly)).toBeUndefined();
  });

  it('filters by kind and by interaction type', async () => {
    const personId = await insertApplicant(server, { last_name: 'Фильтров', first_name: 'Антон' });
    const incall = await insertInteraction(server, personId, 'incall', new Date('2026-09-02T07:00:00Z'), { authorId: operatorId });
    const sendEMail = await insertInteraction(server, personId, 'sendEMail', new Date('2026-09-02T07:05:00Z'), { authorId: operatorId });
    const onlyCallbacks = entriesOf(await list(operator, { ...WEEK, kinds: ['callback'] }));
    expect(onlyCallbacks.length).toBeGreaterThan(0);
    expect(new Set(onlyCallbacks.map((entry) => entry.kind))).toEqual(new Set(['callback']));
    const incalls = entriesOf(await list(operator, { ...WEEK, kinds: ['interaction', 'visit'], types: ['incall'] }));
    expect(find(incalls, 'interaction', incall)).toBeDefined();
    expect(find(incalls, 'interaction', sendEMail)).toBeUndefined();
    expect(incalls.every((entry) => entry.type === 'incall')).toBe(true);
    const visitsOnly = entriesOf(await list(operator, { ...WEEK, types: ['visit'], kinds: ['visit', 'interaction'] }));
    expect(visitsOnly.length).toBeGreaterThan(0);
    expect(visitsOnly.every((entry) => entry.kind === 'visit')).toBe(true);
  });

  it('flags an open callback whose time has passed as overdue, and neither a done nor a future one', async () => {
    server.clock.current = START;
    // One person each: a call to a person completes the caller's callbacks to them due within the hour.
    const [first, second, third] = await Promise.all(['Денис', 'Дина', 'Давид'].map((name) => insertApplicant(server, { last_name: 'Просроченный', first_name: name })));
    const soon = await callback(otherOperator, first as number, '2026-09-01T09:10:00Z');
    const doneSoon = await callback(otherOperator, second as number, '2026-09-01T09:15:00Z');
    const later = await callback(otherOperator, third as number, '2026-09-01T15:00:00Z');
    expect(await call(server, otherOperator, 'Callback/Complete', { id: doneSoon })).toMatchObject({ success: true });
    const before = entriesOf(await list(otherOperator, { from: '2026-09-01', to: '2026-09-01', kinds: ['callback'] }));
    expect(find(before, 'callback', soon)?.overdue).toBe(false);
    server.clock.advance(20 * 60_000);
    const after = entriesOf(await list(otherOperator, { from: '2026-09-01', to: '2026-09-01', kinds: ['callback'] }));
    expect(find(after, 'callback', soon)).toMatchObject({ status: 'open', overdue: true });
    expect(find(after, 'callback', doneSoon)).toMatchObject({ status: 'done', overdue: false });
    expect(find(after, 'callback', later)).toMatchObject({ status: 'open', overdue: false });
    server.clock.current = START;
  });

  it('leaves canceled callbacks off', async () => {
    server.clock.current = START;
    const personId = await insertApplicant(server, { last_name: 'Отменённый', first_name: 'Лев' });
    const id = await callback(operator, personId, '2026-09-03T12:00:00Z');
    expect(await call(server, operator, 'Callback/Cancel', { id })).toMatchObject({ success: true });
    expect(find(entriesOf(await list(operator, WEEK)), 'callback', id)).toBeUndefined();
  });

  it("shows the team's entries to a coordinator and refuses the team scope to an operator", async () => {
    server.clock.current = START;
    const personId = await insertApplicant(server, { last_name: 'Командный', first_name: 'Роман' });
    const mine = await callback(operator, personId, '2026-09-02T13:00:00Z');
    const theirs = await callback(otherOperator, personId, '2026-09-02T14:00:00Z');
    const team = entriesOf(await list(coordinator, { ...WEEK, scope: 'team' }));
    expect(find(team, 'callback', mine)).toMatchObject({ owner: { id: operatorId } });
    expect(find(team, 'callback', theirs)).toMatchObject({ owner: { id: otherOperatorId, name: 'Орлов Павел' } });
    const oneMember = entriesOf(await list(coordinator, { ...WEEK, scope: 'team', owner: otherOperatorId, kinds: ['callback'] }));
    expect(find(oneMember, 'callback', theirs)).toBeDefined();
    expect(oneMember.every((entry) => entry.owner?.id === otherOperatorId)).toBe(true);
    const own = entriesOf(await list(operator, WEEK));
    expect(find(own, 'callback', theirs)).toBeUndefined();
    const refused = await list(operator, { ...WEEK, scope: 'team' });
    expect(refused).toMatchObject({
      success: false,
      data: 'ACCESS_DENIED',
      message: 'Календарь команды доступен координаторам: нужно право «Календарь команды». Откройте свой календарь или обратитесь к администратору.',
    });
  });

  it('is refused without viewInteractionCalendar', async () => {
    expect(await list(analyst, WEEK)).toMatchObject({ success: false, data: 'ACCESS_DENIED' });
  });

  it.each([
    ['a span longer than 42 days', { from: '2026-09-01', to: '2026-10-13' }, 'to', 'Календарь показывает не больше 42 дней за раз: сократите период.'],
    ['an end before the start', { from: '2026-09-07', to: '2026-09-06' }, 'to', 'Конец периода раньше его начала: выберите более позднюю дату.'],
    ['an unknown kind', { ...WEEK, kinds: ['birthday'] }, 'kinds.0', 'Вид записи календаря: callback, visit, event или interaction'],
    ['an unknown scope', { ...WEEK, scope: 'everyone' }, 'scope', null],
    ["another member's calendar outside the team scope", { ...WEEK, owner: 1 }, 'owner', 'Календарь другого сотрудника открывают в режиме команды: выберите scope team.'],
    ['a date that is no date', { from: '2026-02-30', to: '2026-03-01' }, 'from', null],
  ])('refuses %s', async (_what, params, path, message) => {
    const reply = await list(operator, params);
    expect(reply, JSON.stringify(reply)).toMatchObject({ success: false, data: 'INVALID_PARAMS' });
    const issue = reply.issues?.find((entry) => entry.path === path);
    expect(issue, JSON.stringify(reply.issues)).toBeDefined();
    if (message !== null) expect(issue?.message).toBe(message);
  });

  it('accepts a six-week month view, exactly 42 days', async () => {
    expect(await list(operator, { from: '2026-08-31', to: '2026-10-11' })).toMatchObject({ success: true, data: { truncated: false } });
  });
});
