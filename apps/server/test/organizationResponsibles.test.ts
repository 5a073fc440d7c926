import { RESPONSIBLES_PER_ORGANIZATION } from '@abitura/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizationResponsibles } from '../src/db/schema/index.js';
import { startTestServer, type TestServer } from './harness.js';
import { auditOf, call, insertOrganizations, signedInAs } from './support/organizationFixtures.js';

/** Organization/ReadResponsibles, CreateResponsibles, UpdateResponsibles, DeleteResponsibles. */
let server: TestServer;
let admin: string;
let analyst: string;
let curator: string;
let curatorId: number;
let queueOperator: string;
let college: number;
let school: number;

interface Contact {
  id: number;
  org_id: number;
  fullname: string | null;
  position: string | null;
  phone: string | null;
  email: string | null;
  operator_shortname: string | null;
  operator_organization: string | null;
  updated_at: string;
}
interface ContactPage {
  items: Contact[];
  total: number;
  page: number;
  itemsPerPage: number;
}

async function create(params: Record<string, unknown>, token = curator): Promise<Contact> {
  const reply = await call(server, token, 'Organization/CreateResponsibles', params);
  expect(reply, JSON.stringify(reply)).toMatchObject({ success: true });
  return reply.data as Contact;
}

async function read(search: Record<string, unknown>, token = analyst): Promise<ContactPage> {
  const reply = await call(server, token, 'Organization/ReadResponsibles', { search });
  expect(reply, JSON.stringify(reply)).toMatchObject({ success: true });
  return reply.data as ContactPage;
}

beforeAll(async () => {
  server = await startTestServer();
  admin = (await signedInAs(server, 'admin', ['Администратор'])).token;
  analyst = (await signedInAs(server, 'analyst', ['Аналитик'])).token;
  ({ id: curatorId, token: curator } = await signedInAs(server, 'curator', ['Куратор'], 'Иванова Анна Сергеевна'));
  queueOperator = (await signedInAs(server, 'queue', ['Оператор очереди'])).token;
  [college, school] = (await insertOrganizations(server, [
    { type: 'college', name: 'Колледж контактов', organizationId: 'C1' },
    { type: 'school', name: 'Школа контактов', organizationId: 'S1' },
  ])) as [number, number];
});
afterAll(() => server.close());

describe('Organization/CreateResponsibles', () => {
  it("adds a contact with a normalized phone, signed with the caller's short name, and audits it", async () => {
    const contact = await create({ org_id: college, fullname: ' Петрова Ольга Игоревна ', position: 'Заместитель директора', phone: '8 (916) 123-45-67', email: '' });
    expect(contact).toMatchObject({
      org_id: college,
      fullname: 'Петрова Ольга Игоревна',
      position: 'Заместитель директора',
      activity: null,
      phone: '+79161234567',
      email: null,
      operator_shortname: 'Иванова А. С.',
      operator_organization: null,
      updated_at: '2026-09-01T09:00:00.000Z',
    });
    const [entry] = await auditOf(server, admin, 'responsible', contact.id);
    expect(entry).toMatchObject({ action: 'Organization/CreateResponsibles', actorId: curatorId, before: null, after: { fullname: 'Петрова Ольга Игоревна', phone: '+79161234567' } });
  });

  it('keeps an operator given by the form', async () => {
    const contact = await create({ org_id: college, fullname: 'Смирнов Алексей', email: 'smirnov@college.test', operator_shortname: 'Кузнецов И. И.', operator_organization: 'Колледж связи' });
    expect(contact).toMatchObject({ operator_shortname: 'Кузнецов И. И.', operator_organization: 'Колледж связи', phone: null, email: 'smirnov@college.test' });
  });

  it('needs a phone or an e-mail, valid ones, and an existing organization', async () => {
    const unreachable = await call(server, curator, 'Organization/CreateResponsibles', { org_id: college, fullname: 'Без связи', phone: '', email: null });
    expect(unreachable).toMatchObject({ success: false, data: 'INVALID_PARAMS', issues: [{ path: 'phone' }] });
    expect(await call(server, curator, 'Organization/CreateResponsibles', { org_id: college, fullname: 'Плохой номер', phone: '12345' })).toMatchObject({ success: false, data: 'INVALID_PARAMS', issues: [{ path: 'phone' }] });
    expect(await call(server, curator, 'Organization/CreateResponsibles', { org_id: college, fullname: 'Плохая почта', email: 'почта@' })).toMatchObject({ success: false, data: 'INVALID_PARAMS', issues: [{ path: 'email' }] });
    expect(await call(server, curator, 'Organization/CreateResponsibles', { org_id: college, phone: '+79990000000' })).toMatchObject({ success: false, data: 'INVALID_PARAMS', issues: [{ path: 'fullname' }] });
    const orphan = await call(server, curator, 'Organization/CreateResponsibles', { org_id: 999_999, fullname: 'Ничей контакт', phone: '+79990000000' });
    expect(orphan).toMatchObject({ success: false, data: 'NOT_FOUND', message: expect.stringContaining('Организация не найдена') });
  });

  it(`stops at ${RESPONSIBLES_PER_ORGANIZATION} contacts per organization`, async () => {
    const [crowded] = (await insertOrganizations(server, [{ type: 'college', name: 'Колледж с полной книжкой' }])) as [number];
    await server.database.db.insert(organizationResponsibles).values(
      Array.from({ length: RESPONSIBLES_PER_ORGANIZATION - 1 }, (_, index) => ({ orgId: crowded, fullname: `Контакт ${index}`, phone: '+79990000000' })),
    );
    await create({ org_id: crowded, fullname: 'Последний контакт', phone: '+79990000001' });
    const over = await call(server, curator, 'Organization/CreateResponsibles', { org_id: crowded, fullname: 'Лишний контакт', phone: '+79990000002' });
    expect(over).toMatchObject({ success: false, data: 'CONFLICT', message: expect.stringContaining(String(RESPONSIBLES_PER_ORGANIZATION)) });
    expect((await read({ org_id: crowded, itemsPerPage: 5 })).total).toBe(RESPONSIBLES_PER_ORGANIZATION);
    // Another organization is not affected by that one's quota.
    await create({ org_id: school, fullname: 'Контакт школы', phone: '+79990000003' });
  });

  it('is refused to callers without manageResponsibles', async () => {
    for (const token of [analyst, queueOperator]) {
      expect(await call(server, token, 'Organization/CreateResponsibles', { org_id: college, fullname: 'Без права', phone: '+79990000000' })).toMatchObject({ success: false, data: 'ACCESS_DENIED' });
    }
  });
});

describe('Organization/ReadResponsibles', () => {
  let readable: number;

  beforeAll(async () => {
    [readable] = (await insertOrganizations(server, [{ type: 'school', name: 'Школа для чтения' }])) as [number];
    await server.database.db.insert(organizationResponsibles).values([
      { orgId: readable, fullname: 'Яковлев Ян', phone: '+79990000010' },
      { orgId: readable, fullname: 'ёлкина Елена', phone: '+79990000011' },
      { orgId: readable, fullname: null, email: 'noname@school.test' },
      { orgId: readable, fullname: 'Алексеев Антон', phone: '+79990000012' },
      { orgId: readable, fullname: 'Алексеев Антон', phone: '+79990000013' },
      { orgId: readable, fullname: 'Елисеев Егор', phone: '+79990000014' },
    ]);
  });

  it("lists one organization's contacts by folded full name, then id, unnamed last", async () => {
    const page = await read({ org_id: readable });
    expect(page).toMatchObject({ total: 6, page: 1, itemsPerPage: RESPONSIBLES_PER_ORGANIZATION });
    expect(page.items.map((item) => item.fullname)).toEqual(['Алексеев Антон', 'Алексеев Антон', 'Елисеев Егор', 'ёлкина Елена', 'Яковлев Ян', null]);
    expect(page.items[0]?.id).toBeLessThan(page.items[1]?.id as number);
    expect(page.items.every((item) => item.org_id === readable)).toBe(true);
  });

  it('pages, and reads the whole registry without org_id', async () => {
    const second = await read({ org_id: String(readable), itemsPerPage: 4, page: 2 });
    expect(second).toMatchObject({ total: 6, page: 2, itemsPerPage: 4 });
    expect(second.items.map((item) => item.fullname)).toEqual(['Яковлев Ян', null]);
    expect((await read({ org_id: readable, itemsPerPage: 4, page: 3 })).items).toEqual([]);
    const everyone = await read({ itemsPerPage: 100_000 });
    expect(everyone.total).toBeGreaterThan(RESPONSIBLES_PER_ORGANIZATION + 6);
    expect(everyone.items).toHaveLength(everyone.total);
    expect(new Set(everyone.items.map((item) => item.org_id)).size).toBeGreaterThanOrEqual(4);
  });

  it('refuses more than 1000 a page for one organization, an unknown organization and callers without viewOrganization', async () => {
    const tooMany = await call(server, analyst, 'Organization/ReadResponsibles', { search: { org_id: readable, itemsPerPage: 1001 } });
    expect(tooMany).toMatchObject({ success: false, data: 'INVALID_PARAMS', issues: [{ path: 'search.itemsPerPage' }] });
    expect(await call(server, analyst, 'Organization/ReadResponsibles', { search: { itemsPerPage: 100_001 } })).toMatchObject({ success: false, data: 'INVALID_PARAMS' });
    expect(await call(server, analyst, 'Organization/ReadResponsibles', {})).toMatchObject({ success: false, data: 'INVALID_PARAMS', issues: [{ path: 'search' }] });
    expect(await call(server, analyst, 'Organization/ReadResponsibles', { search: { org_id: 999_999 } })).toMatchObject({ success: false, data: 'NOT_FOUND' });
    expect(await call(server, queueOperator, 'Organization/ReadResponsibles', { search: { org_id: readable } })).toMatchObject({ success: false, data: 'ACCESS_DENIED' });
  });
});

describe('Organization/UpdateResponsibles and DeleteResponsibles', () => {
  let contact: Contact;

  beforeAll(async () => {
    contact = await create({ org_id: school, fullname: 'Орлова Вера Павловна', position: 'Учитель', phone: '+79161112233' });
  });

  it('changes the fields given, stamps updated_at and audits the change', async () => {
    server.clock.advance(120_000);
    const reply = await call(server, curator, 'Organization/UpdateResponsibles', { id: contact.id, data: { position: 'Завуч', email: 'orlova@school.test', activity: '' } });
    expect(reply, JSON.stringify(reply)).toMatchObject({
      success: true,
      data: { id: contact.id, fullname: 'Орлова Вера Павловна', position: 'Завуч', email: 'orlova@school.test', phone: '+79161112233', activity: null, updated_at: new Date(server.clock.current).toISOString() },
    });
    const [entry] = await auditOf(server, admin, 'responsible', contact.id);
    expect(entry).toMatchObject({ action: 'Organization/UpdateResponsibles' });
    expect(entry?.before).toEqual({ position: 'Учитель', email: null });
    expect(entry?.after).toEqual({ position: 'Завуч', email: 'orlova@school.test' });
  });

  it('keeps a phone or an e-mail: clearing the last one is refused on data.phone', async () => {
    expect(await call(server, curator, 'Organization/UpdateResponsibles', { id: contact.id, data: { phone: null } })).toMatchObject({ success: true, data: { phone: null, email: 'orlova@school.test' } });
    const reply = await call(server, curator, 'Organization/UpdateResponsibles', { id: contact.id, data: { email: '' } });
    expect(reply).toMatchObject({ success: false, data: 'INVALID_PARAMS', issues: [{ path: 'data.phone' }] });
    expect(await call(server, curator, 'Organization/UpdateResponsibles', { id: contact.id, data: { email: '', phone: '+7 916 111-22-44' } })).toMatchObject({ success: true, data: { phone: '+79161112244', email: null } });
  });

  it('answers no change without a write, and refuses bad data, an unknown id and callers without manageResponsibles', async () => {
    const entries = (await auditOf(server, admin, 'responsible', contact.id)).length;
    expect(await call(server, curator, 'Organization/UpdateResponsibles', { id: contact.id, data: { position: 'Завуч' } })).toMatchObject({ success: true, message: 'Изменений нет.' });
    expect(await auditOf(server, admin, 'responsible', contact.id)).toHaveLength(entries);
    expect(await call(server, curator, 'Organization/UpdateResponsibles', { id: contact.id, data: {} })).toMatchObject({ success: false, data: 'INVALID_PARAMS' });
    expect(await call(server, curator, 'Organization/UpdateResponsibles', { id: contact.id, data: { phone: 'звоните' } })).toMatchObject({ success: false, data: 'INVALID_PARAMS', issues: [{ path: 'data.phone' }] });
    expect(await call(server, curator, 'Organization/UpdateResponsibles', { id: contact.id, data: { org_id: college } })).toMatchObject({ success: false, data: 'INVALID_PARAMS' });
    expect(await call(server, curator, 'Organization/UpdateResponsibles', { id: 999_999, data: { position: 'Никто' } })).toMatchObject({ success: false, data: 'NOT_FOUND' });
    expect(await call(server, analyst, 'Organization/UpdateResponsibles', { id: contact.id, data: { position: 'Без права' } })).toMatchObject({ success: false, data: 'ACCESS_DENIED' });
    expect(await call(server, analyst, 'Organization/DeleteResponsibles', { id: contact.id })).toMatchObject({ success: false, data: 'ACCESS_DENIED' });
  });

  it('deletes a contact, returning it as it was, once, and audits it', async () => {
    const reply = await call(server, curator, 'Organization/DeleteResponsibles', { id: contact.id });
    expect(reply).toMatchObject({ success: true, data: { id: contact.id, fullname: 'Орлова Вера Павловна', position: 'Завуч', phone: '+79161112244' } });
    const [entry] = await auditOf(server, admin, 'responsible', contact.id);
    expect(entry).toMatchObject({ action: 'Organization/DeleteResponsibles', before: { id: contact.id, fullname: 'Орлова Вера Павловна' }, after: null });
    expect(await call(server, curator, 'Organization/DeleteResponsibles', { id: contact.id })).toMatchObject({ success: false, data: 'NOT_FOUND', message: expect.stringContaining('Контакт не найден') });
    expect((await read({ org_id: school })).items.map((item) => item.id)).not.toContain(contact.id);
  });
});
