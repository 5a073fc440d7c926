import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.js';
import { call, insertOrganizations, signedInAs, type OrganizationRow } from './support/organizationFixtures.js';

/** Organization/List and Organization/Export: search, filters, sorting, paging, per-type counts, CSV. */
let server: TestServer;
let admin: string;
let analyst: string;
let queueOperator: string;
const ids: Record<string, number> = {};

interface ListItem {
  id: number;
  type: string;
  name: string;
  organization_id: string | null;
  mrsd: number | null;
  status: boolean;
}
interface ListPage {
  items: ListItem[];
  total: number;
  page: number;
  pageSize: number;
  byType: Record<string, number>;
}

const FIXTURES: Array<[string, OrganizationRow]> = [
  ['school1234', { type: 'school', name: 'Школа № 1234', shortName: 'ГБОУ Школа № 1234', address: 'г. Москва, ул. Ленина, д. 1', organizationId: '1001', okrug: 'CAO', district: 'Арбат', mrsd: 1, kind: 'school' }],
  ['yolochka', { type: 'school', name: 'Школа «Ёлочка»', shortName: 'Ёлочка', address: 'ул. Берёзовая, д. 5', organizationId: '1002', okrug: 'SAO', district: 'Савёловский', mrsd: 2, kind: 'school' }],
  ['percent', { type: 'school', name: 'Школа 100% успеха', organizationId: '1003', okrug: 'CAO', mrsd: 1, kind: 'school', status: false }],
  ['college54', { type: 'college', name: 'Колледж связи № 54', shortName: 'КС 54', address: 'ул. Ленина, д. 10', organizationId: 'K_54', okrug: 'CAO', district: 'Арбат', mrsd: 1, kind: 'college' }],
  ['college17', { type: 'college', name: 'колледж архитектуры', address: 'Проспект Мира, 1', organizationId: 'K-17', okrug: 'SVAO', mrsd: 3, kind: 'college' }],
  ['department', { type: 'deputy', name: 'Департамент образования', organizationId: 'DEP1', okrug: 'CAO' }],
  ['university', { type: 'higher', name: 'Университет ИТ' }],
  ['quoted', { type: 'college', name: 'Колледж "Радуга"; корпус 2', address: 'строка 1\nстрока 2', organizationId: 'RAINBOW', okrug: 'ZAO', mrsd: 9 }],
  ['formula', { type: 'college', name: '=HYPERLINK("http://evil.test")', shortName: '+7 495', address: '@SUM(A1)', organizationId: 'FORMULA', kind: '-1+2', okrug: 'ZAO', mrsd: 9 }],
];

async function list(params: Record<string, unknown>, token = admin): Promise<ListPage> {
  const reply = await call(server, token, 'Organization/List', params);
  expect(reply, JSON.stringify(reply)).toMatchObject({ success: true });
  return reply.data as ListPage;
}

const names = (page: ListPage) => page.items.map((item) => item.name);
const idsOf = (page: ListPage) => page.items.map((item) => item.id);

beforeAll(async () => {
  server = await startTestServer();
  admin = (await signedInAs(server, 'admin', ['Администратор'])).token;
  analyst = (await signedInAs(server, 'analyst', ['Аналитик'])).token;
  queueOperator = (await signedInAs(server, 'queue', ['Оператор очереди'])).token;
  const inserted = await insertOrganizations(
    server,
    FIXTURES.map(([, row]) => row),
  );
  FIXTURES.forEach(([key], index) => (ids[key] = inserted[index] as number));
  // 30 schools for paging, named so their order is known; 5 namesakes for the id tie-breaker.
  await insertOrganizations(
    server,
    Array.from({ length: 30 }, (_, index) => ({ type: 'school', name: `Школа пагинации ${String(index + 1).padStart(2, '0')}`, organizationId: `P${index + 1}`, okrug: 'UAO', mrsd: 20 })),
  );
  await insertOrganizations(
    server,
    Array.from({ length: 5 }, () => ({ type: 'higher', name: 'Одинаковое имя', okrug: 'TAO' })),
  );
});
afterAll(() => server.close());

describe('Organization/List search', () => {
  it('matches ё and е, any case, in name, short name, address and organization_id', async () => {
    for (const search of ['ёлочка', 'ЕЛОЧКА', 'елочк']) expect(names(await list({ search })), search).toEqual(['Школа «Ёлочка»']);
    expect(names(await list({ search: 'березовая' }))).toEqual(['Школа «Ёлочка»']);
    expect(names(await list({ search: '1002' }))).toEqual(['Школа «Ёлочка»']);
    expect(names(await list({ search: 'гбоу' }))).toEqual(['Школа № 1234']);
  });

  it('needs every word, wherever each occurs', async () => {
    expect(names(await list({ search: 'ленина колледж' }))).toEqual(['Колледж связи № 54']);
    expect(names(await list({ search: '  Ленина   ', sort: 'name' }))).toEqual(['Колледж связи № 54', 'Школа № 1234']);
    expect((await list({ search: 'ленина университет' })).total).toBe(0);
  });

  it('takes % and _ literally', async () => {
    expect(names(await list({ search: '%' }))).toEqual(['Школа 100% успеха']);
    expect(names(await list({ search: '_' }))).toEqual(['Колледж связи № 54']);
    expect(names(await list({ search: 'k_54' }))).toEqual(['Колледж связи № 54']);
    expect((await list({ search: 'k%54' })).total).toBe(0);
    expect(names(await list({ search: 'K-17' }))).toEqual(['колледж архитектуры']);
  });
});

describe('Organization/List filters and per-type counts', () => {
  it('filters by okrug, district (ё or е), МРСД, kind and status', async () => {
    expect(new Set(idsOf(await list({ okrug: 'CAO' })))).toEqual(new Set([ids.school1234, ids.percent, ids.college54, ids.department]));
    expect(idsOf(await list({ district: 'Савеловский' }))).toEqual([ids.yolochka]);
    expect(new Set(idsOf(await list({ mrsd: 1 })))).toEqual(new Set([ids.school1234, ids.percent, ids.college54]));
    expect(idsOf(await list({ kind: 'college', okrug: 'CAO' }))).toEqual([ids.college54]);
    expect(idsOf(await list({ status: 'f' }))).toEqual([ids.percent]);
    expect(idsOf(await list({ status: false }))).toEqual([ids.percent]);
    expect((await list({ status: 't', mrsd: 1 })).total).toBe(2);
  });

  it('counts per type under the other filters, and the total under all of them', async () => {
    const cao = await list({ okrug: 'CAO', type: 'school' });
    expect(cao.byType).toEqual({ school: 2, college: 1, deputy: 1, higher: 0 });
    expect(cao.total).toBe(2);
    expect(new Set(idsOf(cao))).toEqual(new Set([ids.school1234, ids.percent]));
    const all = await list({});
    expect(all.byType).toEqual({ school: 33, college: 4, deputy: 1, higher: 6 });
    expect(all.total).toBe(44);
    expect((await list({ search: 'ленина' })).byType).toEqual({ school: 1, college: 1, deputy: 0, higher: 0 });
  });
});

describe('Organization/List sorting and paging', () => {
  it('sorts text columns folded, empty values last in either direction', async () => {
    // Unfolded, the capital К of «Колледж связи» would sort before the small к of «колледж архитектуры».
    const colleges = names(await list({ type: 'college', sort: 'name' })).filter((name) => /архитектуры|связи/.test(name));
    expect(colleges).toEqual(['колледж архитектуры', 'Колледж связи № 54']);
    const reversed = names(await list({ type: 'college', sort: 'name', direction: 'desc' })).filter((name) => /архитектуры|связи/.test(name));
    expect(reversed).toEqual(['Колледж связи № 54', 'колледж архитектуры']);
    const byCode = await list({ okrug: 'CAO', sort: 'organization_id', direction: 'desc' });
    expect(byCode.items.map((item) => item.organization_id)).toEqual(['K_54', 'DEP1', '1003', '1001']);
    const byMrsdDesc = await list({ sort: 'mrsd', direction: 'desc', pageSize: 100 });
    const mrsds = byMrsdDesc.items.map((item) => item.mrsd);
    expect(mrsds.slice(0, 3)).toEqual([20, 20, 20]);
    expect(mrsds.slice(-7).every((value) => value === null)).toBe(true);
    const byMrsdAsc = await list({ sort: 'mrsd', pageSize: 100 });
    expect(byMrsdAsc.items[0]?.mrsd).toBe(1);
    expect(byMrsdAsc.items.at(-1)?.mrsd).toBeNull();
    const byType = await list({ sort: 'type', direction: 'desc', pageSize: 5 });
    expect(byType.items.map((item) => item.type)).toEqual(['school', 'school', 'school', 'school', 'school']);
  });

  it('breaks ties by id in the direction asked', async () => {
    const up = await list({ search: 'одинаковое', sort: 'name' });
    const down = await list({ search: 'одинаковое', sort: 'name', direction: 'desc' });
    expect(idsOf(up)).toEqual([...idsOf(up)].sort((a, b) => a - b));
    expect(idsOf(down)).toEqual([...idsOf(up)].reverse());
  });

  it('pages without overlap or gaps, only the page leaving the database', async () => {
    const pages = await Promise.all([1, 2, 3, 4].map((page) => list({ search: 'пагинации', type: 'school', pageSize: 10, page })));
    expect(pages.map((page) => page.items.length)).toEqual([10, 10, 10, 0]);
    expect(pages.every((page) => page.total === 30 && page.pageSize === 10)).toBe(true);
    expect(pages[3]?.page).toBe(4);
    const all = pages.flatMap(names);
    expect(all).toEqual(Array.from({ length: 30 }, (_, index) => `Школа пагинации ${String(index + 1).padStart(2, '0')}`));
    const reversed = await list({ search: 'пагинации', direction: 'desc', pageSize: 5, page: 2 });
    expect(names(reversed)).toEqual(['Школа пагинации 25', 'Школа пагинации 24', 'Школа пагинации 23', 'Школа пагинации 22', 'Школа пагинации 21']);
    const defaults = await list({});
    expect(defaults).toMatchObject({ page: 1, pageSize: 25 });
    expect(defaults.items).toHaveLength(25);
  });

  it('refuses a page size, sort, МРСД or type outside the lists', async () => {
    for (const [params, path] of [
      [{ pageSize: 7 }, 'pageSize'],
      [{ sort: 'address' }, 'sort'],
      [{ mrsd: 40 }, 'mrsd'],
      [{ type: 'kindergarten' }, 'type'],
      [{ status: 'yes' }, 'status'],
      [{ page: 0 }, 'page'],
      [{ search: 'x'.repeat(101) }, 'search'],
      [{ color: 'red' }, ''],
    ] as const) {
      const reply = await call(server, admin, 'Organization/List', params);
      expect(reply, JSON.stringify(params)).toMatchObject({ success: false, data: 'INVALID_PARAMS' });
      if (path) expect(reply.issues?.map((issue) => issue.path)).toContain(path);
    }
  });

  it('is open to viewOrganizations holders only', async () => {
    expect((await list({}, analyst)).total).toBe(44);
    expect(await call(server, queueOperator, 'Organization/List', {})).toMatchObject({ success: false, data: 'ACCESS_DENIED' });
    expect(await call(server, queueOperator, 'Organization/Export', {})).toMatchObject({ success: false, data: 'ACCESS_DENIED' });
    expect(await call(server, null, 'Organization/List', {})).toMatchObject({ success: false });
  });
});

interface Export {
  filename: string;
  csv: string;
  rows: number;
}

async function exportOf(params: Record<string, unknown>, token = analyst): Promise<Export> {
  const reply = await call(server, token, 'Organization/Export', params);
  expect(reply, JSON.stringify(reply)).toMatchObject({ success: true });
  return reply.data as Export;
}

const HEADER = 'Тип;Полное наименование;Краткое наименование;Адрес;Код организации;Округ;Район;МРСД;Вид;Статус';

describe('Organization/Export', () => {
  it('writes the filter in its order as UTF-8 CSV with a BOM, semicolons, CRLF and Russian labels', async () => {
    const file = await exportOf({ okrug: 'CAO', sort: 'organization_id' });
    expect(file.filename).toBe('organizations-2026-09-01.csv');
    expect(file.rows).toBe(4);
    expect(file.csv.startsWith('\uFEFF')).toBe(true);
    expect(file.csv.endsWith('\r\n')).toBe(true);
    const lines = file.csv.slice(1).split('\r\n');
    expect(lines).toEqual([
      HEADER,
      'Школа;Школа № 1234;ГБОУ Школа № 1234;г. Москва, ул. Ленина, д. 1;1001;ЦАО;Арбат;1;school;Действует',
      'Школа;Школа 100% успеха;;;1003;ЦАО;;1;school;Закрыта',
      'Ведомство (департамент);Департамент образования;;;DEP1;ЦАО;;;;Действует',
      'Колледж;Колледж связи № 54;КС 54;ул. Ленина, д. 10;K_54;ЦАО;Арбат;1;college;Действует',
      '',
    ]);
  });

  it('exports the same rows as the list pages, search and sort included', async () => {
    const file = await exportOf({ search: 'пагинации', direction: 'desc' });
    const listed = await list({ search: 'пагинации', direction: 'desc', pageSize: 50 });
    const exportedNames = file.csv
      .slice(1)
      .split('\r\n')
      .slice(1, -1)
      .map((line) => line.split(';')[1]);
    expect(exportedNames).toEqual(names(listed));
    expect(file.rows).toBe(30);
  });

  it('doubles quotes, quotes cells with separators or line breaks, and keeps formulas as text', async () => {
    const file = await exportOf({ okrug: 'ZAO', sort: 'organization_id' });
    expect(file.csv).toBe(
      `\uFEFF${HEADER}\r\n` +
        `Колледж;"'=HYPERLINK(""http://evil.test"")";'+7 495;'@SUM(A1);FORMULA;ЗАО;;9;'-1+2;Действует\r\n` +
        `Колледж;"Колледж ""Радуга""; корпус 2";;"строка 1\nстрока 2";RAINBOW;ЗАО;;9;;Действует\r\n`,
    );
  });

  it('writes only the header when nothing matches, and refuses paging params', async () => {
    expect(await exportOf({ search: 'нет такой организации' })).toMatchObject({ rows: 0, csv: `\uFEFF${HEADER}\r\n` });
    expect(await call(server, analyst, 'Organization/Export', { page: 2 })).toMatchObject({ success: false, data: 'INVALID_PARAMS' });
  });

  it('names the file for the Moscow day, which starts at 21:00 UTC', async () => {
    // Last: the clock moves past the sessions' idle limit, so each step signs in afresh.
    server.clock.current = Date.parse('2026-09-01T20:59:00Z');
    expect((await exportOf({ type: 'deputy' }, await server.signIn('analyst'))).filename).toBe('organizations-2026-09-01.csv');
    server.clock.current = Date.parse('2026-09-01T21:00:00Z');
    expect((await exportOf({ type: 'deputy' }, await server.signIn('analyst'))).filename).toBe('organizations-2026-09-02.csv');
  });
});
