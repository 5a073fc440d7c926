import type { Reply } from '@abitura/contracts/wire';
import { LOOKUP_LISTS, REFERENCE_LISTS, type ReferenceItem } from '@abitura/contracts';
import { DISTRICTS, EVENT_FORMATS, INTENTS, INTERACTION_TYPES, METRO_STATIONS, MOSCOW_RAYONS, OKRUGS, TALK_THEMES } from '@abitura/contracts/vocabulary';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { referenceItems } from '../src/db/schema/index.js';
import { upsertReferenceData } from '../src/domain/reference/upsertReferenceData.js';
import { startTestServer, type TestServer } from './harness.js';
import { expectClearFailure } from './support/serverSupport.js';

let server: TestServer;
let admin: string;
let analyst: string;
let nobody: string;

async function call(token: string | null, action: string, params: unknown = {}): Promise<Reply> {
  return (await server.rpc({ action, params, token })).body;
}

async function list(name: string, withArchived = false): Promise<ReferenceItem[]> {
  const reply = await call(analyst, 'Reference/List', { list: name, withArchived });
  expect(reply, name).toMatchObject({ success: true });
  return reply.data as ReferenceItem[];
}

const codes = (items: readonly ReferenceItem[]) => items.map((item) => item.code);

async function auditOf(code: string, action: string) {
  const reply = await call(admin, 'Audit/List', { entity: 'reference', entityId: code, action });
  return (reply.data as { items: Array<{ before: unknown; after: unknown }> }).items;
}

beforeAll(async () => {
  server = await startTestServer();
  await server.addUser({ login: 'admin', roles: ['Администратор'] });
  await server.addUser({ login: 'analyst', roles: ['Аналитик'] });
  await server.addUser({ login: 'nobody' });
  [admin, analyst, nobody] = await Promise.all([server.signIn('admin'), server.signIn('analyst'), server.signIn('nobody')]);
});
afterAll(() => server.close());

describe('the lists written at start', () => {
  it('holds every list of the vocabulary in its order, codes as strings and other fields in data', async () => {
    const okrugs = await list('okrugs');
    expect(okrugs).toHaveLength(13);
    expect(okrugs[0]).toEqual({ code: 'CAO', label: 'Центральный административный округ', position: 1, archived: false, data: { short: 'ЦАО' } });
    expect(okrugs.at(-1)).toMatchObject({ code: 'OUT', position: 13 });
    expect(codes(await list('districts'))).toEqual(DISTRICTS.map((entry) => entry.code));
    const rayons = await list('rayons');
    expect(rayons).toHaveLength(MOSCOW_RAYONS.length);
    expect(rayons.find((item) => item.code === 'Арбат')).toMatchObject({ label: 'Арбат', data: { okrug: 'CAO' } });
    expect((await list('mrsd'))[0]).toMatchObject({ code: '1', label: 'МРСД-1', position: 1, data: {} });
    expect(codes(await list('educationForms'))).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9']);
    expect((await list('educationForms'))[1]).toMatchObject({ label: 'Очная, на базе 11 классов', data: { studyForm: 'Очная', base: 'SCH11' } });
    expect(codes(await list('educationLevels'))).toEqual(['1', '2', '3', '13']);
    expect((await list('achievements')).find((item) => item.code === 'military_service')).toMatchObject({ data: { points: 5 } });
    expect((await list('entranceTests'))[0]).toMatchObject({ code: '5399582', data: { kind: 'creative' } });
    expect(await list('industries')).toHaveLength(10);
    expect((await list('readiness'))[0]).toMatchObject({ code: 'ready', data: { color: 'success' } });
    expect((await list('talkStatuses'))[0]).toMatchObject({ code: '1', label: 'Успешный звонок', data: { key: 'success' } });
    expect(await list('formTemplates')).toEqual([{ code: 'CallCenterDefault', label: expect.any(String), position: 1, archived: false, data: { actionType: 8 } }]);
    expect((await list('countries'))[0]).toMatchObject({ code: 'RU', label: 'Россия' });
    expect((await list('regions')).find((item) => item.code === '77')).toBeDefined();
    const interactionTypes = await list('interactionTypes');
    expect(interactionTypes).toHaveLength(INTERACTION_TYPES.length);
    expect(interactionTypes[0]).toEqual({
      code: 'added',
      label: 'Добавлен в систему',
      position: 1,
      archived: false,
      data: { id: 1, color: 'neutral', icon: 'person_add', priority: 10, status: 'active', category: 'system' },
    });
    expect(codes(await list('intents'))).toEqual(INTENTS.map((entry) => entry.value));
    const metro = await list('metroStations');
    expect(metro).toHaveLength(METRO_STATIONS.length);
    expect(metro[0]).toEqual({ code: METRO_STATIONS[0].value, label: METRO_STATIONS[0].label, position: 1, archived: false, data: { line: METRO_STATIONS[0].line } });
    for (const { list: name } of REFERENCE_LISTS) {
      const items = await list(name, true);
      expect(items.length, name).toBeGreaterThan(0);
      expect(
        items.map((item) => item.position),
        name,
      ).toEqual(items.map((_, index) => index + 1));
    }
  });

  it('serves each lookup from its list, archived entries only when asked', async () => {
    for (const [action, name] of Object.entries(LOOKUP_LISTS)) {
      const reply = await call(nobody, action);
      expect(reply, action).toMatchObject({ success: true });
      expect(reply.data, action).toEqual(await list(name));
    }
    expect(codes((await call(nobody, 'Reference/Districts')).data as ReferenceItem[])).toEqual(DISTRICTS.map((entry) => entry.code));
  });

  it('refuses bad params with issues and anonymous callers', async () => {
    const unknown = await call(analyst, 'Reference/List', { list: 'planets' });
    expectClearFailure(unknown, ['INVALID_PARAMS']);
    expect(unknown.issues).toMatchObject([{ path: 'list' }]);
    expect(await call(analyst, 'Reference/Intents', { withArchived: 'yes' })).toMatchObject({ success: false, data: 'INVALID_PARAMS', issues: [{ path: 'withArchived' }] });
    expect(await call(analyst, 'Reference/Industry', { extra: 1 })).toMatchObject({ success: false, data: 'INVALID_PARAMS' });
    expect(await call(analyst, 'Reference/Catalogue', { list: 'okrugs' })).toMatchObject({ success: false, data: 'INVALID_PARAMS' });
    for (const action of ['Reference/List', 'Reference/Catalogue', ...Object.keys(LOOKUP_LISTS)]) {
      const reply = await call(null, action, action === 'Reference/List' ? { list: 'okrugs' } : {});
      expect(reply, action).toMatchObject({ success: false, data: 'ACCESS_DENIED' });
    }
  });
});

describe('Reference/Catalogue', () => {
  it('names every list with its counts and whether it may be edited', async () => {
    const reply = await call(analyst, 'Reference/Catalogue');
    expect(reply).toMatchObject({ success: true });
    const catalogue = reply.data as Array<{ list: string; editable: boolean; count: number; archived: number; updatedAt: string | null }>;
    expect(catalogue.map((entry) => entry.list)).toEqual(REFERENCE_LISTS.map((entry) => entry.list));
    expect(catalogue.find((entry) => entry.list === 'okrugs')).toMatchObject({ editable: false, count: 13, archived: 0, updatedAt: expect.any(String) });
    expect(catalogue.find((entry) => entry.list === 'talkThemes')).toMatchObject({ editable: true, count: TALK_THEMES.length });
  });

  it('is refused without viewReferences', async () => {
    expect(await call(nobody, 'Reference/Catalogue')).toMatchObject({ success: false, data: 'ACCESS_DENIED' });
    expect(await call(null, 'Reference/Catalogue')).toMatchObject({ success: false, data: 'ACCESS_DENIED' });
  });
});

describe('Reference/CreateItem and Reference/UpdateItem', () => {
  it('appends an entry with an audit entry, and refuses a code the list already has', async () => {
    const created = await call(admin, 'Reference/CreateItem', { list: 'talkThemes', code: 'open-day', label: ' День открытых дверей ', data: { note: 'весна' } });
    const next = TALK_THEMES.length + 1;
    expect(created).toEqual({ success: true, message: expect.any(String), data: { code: 'open-day', label: 'День открытых дверей', position: next, archived: false, data: { note: 'весна' } } });
    expect(codes(await list('talkThemes'))).toEqual([...TALK_THEMES.map((entry) => entry.value), 'open-day']);
    expect(await auditOf('talkThemes/open-day', 'Reference/CreateItem')).toMatchObject([{ before: null, after: { label: 'День открытых дверей', position: next } }]);

    const taken = await call(admin, 'Reference/CreateItem', { list: 'talkThemes', code: 'other', label: 'Прочее' });
    expectClearFailure(taken, ['CONFLICT']);
    expect(taken).toMatchObject({ message: expect.stringContaining('«other» уже есть в справочнике («Другое»)'), issues: [{ path: 'code' }] });
    expect((await list('talkThemes')).find((item) => item.code === 'other')).toMatchObject({ label: 'Другое' });
  });

  it('renames, archives and restores an entry, auditing before and after', async () => {
    const renamed = await call(admin, 'Reference/UpdateItem', { list: 'talkThemes', code: 'prkom24', label: 'Приёмная кампания 2024 года' });
    expect(renamed).toMatchObject({ success: true });
    expect((renamed.data as ReferenceItem[])[0]).toMatchObject({ code: 'prkom24', label: 'Приёмная кампания 2024 года', position: 1 });
    expect(await auditOf('talkThemes/prkom24', 'Reference/UpdateItem')).toMatchObject([
      { before: { label: 'Приёмная кампания', position: 1, archived: false }, after: { label: 'Приёмная кампания 2024 года', position: 1, archived: false } },
    ]);

    const archived = await call(admin, 'Reference/UpdateItem', { list: 'talkThemes', code: 'prkom24', archived: true });
    expect((archived.data as ReferenceItem[]).find((item) => item.code === 'prkom24')).toMatchObject({ archived: true });
    expect(codes(await list('talkThemes'))).not.toContain('prkom24');
    expect(codes(await list('talkThemes', true))).toContain('prkom24');
    expect(codes((await call(nobody, 'Reference/TalkTheme')).data as ReferenceItem[])).not.toContain('prkom24');
    expect(codes((await call(nobody, 'Reference/TalkTheme', { withArchived: true })).data as ReferenceItem[])).toContain('prkom24');
    const catalogue = (await call(analyst, 'Reference/Catalogue')).data as Array<{ list: string; archived: number }>;
    expect(catalogue.find((entry) => entry.list === 'talkThemes')).toMatchObject({ archived: 1 });

    expect(await call(admin, 'Reference/UpdateItem', { list: 'talkThemes', code: 'prkom24', archived: true })).toMatchObject({ success: true, message: 'Изменений нет.' });
    expect(await auditOf('talkThemes/prkom24', 'Reference/UpdateItem')).toHaveLength(2);
    await call(admin, 'Reference/UpdateItem', { list: 'talkThemes', code: 'prkom24', archived: false, data: { year: 2024 } });
    expect((await list('talkThemes'))[0]).toMatchObject({ code: 'prkom24', archived: false, data: { year: 2024 } });
  });

  it('moves an entry and renumbers the others 1..n', async () => {
    const start = codes(await list('informationSources', true));
    const moved = await call(admin, 'Reference/UpdateItem', { list: 'informationSources', code: 'no_answer', position: 2 });
    const items = moved.data as ReferenceItem[];
    expect(codes(items)).toEqual([start[0], 'no_answer', ...start.slice(1, -1)]);
    expect(items.map((item) => item.position)).toEqual(start.map((_, index) => index + 1));

    const down = await call(admin, 'Reference/UpdateItem', { list: 'informationSources', code: start[0], position: 4 });
    expect(codes(down.data as ReferenceItem[]).slice(0, 5)).toEqual(['no_answer', start[1], start[2], start[0], start[3]]);
    // Beyond the end means last.
    const last = await call(admin, 'Reference/UpdateItem', { list: 'informationSources', code: 'no_answer', position: 10_000 });
    expect((last.data as ReferenceItem[]).at(-1)).toMatchObject({ code: 'no_answer', position: start.length });
    expect((last.data as ReferenceItem[]).map((item) => item.position)).toEqual(start.map((_, index) => index + 1));
    expect(await auditOf('informationSources/no_answer', 'Reference/UpdateItem')).toMatchObject([
      { before: { position: 1 }, after: { position: start.length } },
      { before: { position: start.length }, after: { position: 2 } },
    ]);
  });

  it('refuses unknown codes, fixed lists and bad params, changing nothing', async () => {
    const missing = await call(admin, 'Reference/UpdateItem', { list: 'talkThemes', code: 'astronaut', label: 'Стать космонавтом' });
    expectClearFailure(missing, ['NOT_FOUND']);
    expect(missing.message).toContain('«astronaut»');
    const fixed = await call(admin, 'Reference/CreateItem', { list: 'okrugs', code: 'NEW', label: 'Новый округ' });
    expectClearFailure(fixed, ['INVALID_PARAMS']);
    expect(fixed.issues).toMatchObject([{ path: 'list' }]);
    expect(await call(admin, 'Reference/UpdateItem', { list: 'districts', code: 'CAO', label: 'Центр' })).toMatchObject({ success: false, data: 'INVALID_PARAMS', issues: [{ path: 'list' }] });
    // Intents and event formats are closed lists: no save could take an entry added to them.
    for (const [name, code] of [['intents', 'other'], ['eventFormats', 'online']] as const) {
      expect(await call(admin, 'Reference/CreateItem', { list: name, code: 'astronaut', label: 'Космос' }), name).toMatchObject({ success: false, data: 'INVALID_PARAMS', issues: [{ path: 'list' }] });
      expect(await call(admin, 'Reference/UpdateItem', { list: name, code, label: 'Иное' }), name).toMatchObject({ success: false, data: 'INVALID_PARAMS', issues: [{ path: 'list' }] });
    }
    const badCode = await call(admin, 'Reference/CreateItem', { list: 'talkThemes', code: 'с пробелом', label: '' });
    expectClearFailure(badCode, ['INVALID_PARAMS']);
    expect((badCode.issues ?? []).map((issue) => issue.path).sort()).toEqual(['code', 'label']);
    expect(await call(admin, 'Reference/UpdateItem', { list: 'talkThemes', code: 'other' })).toMatchObject({ success: false, data: 'INVALID_PARAMS', issues: [{ path: 'label' }] });
    expect(await call(admin, 'Reference/UpdateItem', { list: 'talkThemes', code: 'other', position: 0 })).toMatchObject({ success: false, data: 'INVALID_PARAMS', issues: [{ path: 'position' }] });
    expect(await call(admin, 'Reference/UpdateItem', { list: 'talkThemes', code: 'other', data: { nested: { a: 1 } } })).toMatchObject({ success: false, data: 'INVALID_PARAMS' });
    expect((await list('talkThemes')).find((item) => item.code === 'other')).toMatchObject({ label: 'Другое', data: {} });
    expect(codes(await list('intents'))).toEqual(INTENTS.map((entry) => entry.value));
    expect(codes(await list('eventFormats'))).toEqual(EVENT_FORMATS.map((entry) => entry.value));
    expect(codes(await list('okrugs'))).toEqual(OKRUGS.map((entry) => entry.code));
  });

  it('is refused without manageReferences', async () => {
    for (const [action, params] of [
      ['Reference/CreateItem', { list: 'talkThemes', code: 'x', label: 'Икс' }],
      ['Reference/UpdateItem', { list: 'talkThemes', code: 'other', label: 'Икс' }],
    ] as const) {
      expect(await call(analyst, action, params), action).toMatchObject({ success: false, data: 'ACCESS_DENIED' });
      expect(await call(nobody, action, params), action).toMatchObject({ success: false, data: 'ACCESS_DENIED' });
      expect(await call(null, action, params), action).toMatchObject({ success: false, data: 'ACCESS_DENIED' });
    }
    expect((await list('talkThemes')).find((item) => item.code === 'other')).toMatchObject({ label: 'Другое' });
  });
});

describe('a restart (upsertReferenceData again)', () => {
  it('restores tampered fixed lists, keeps administrators’ edits and appends only missing entries', async () => {
    const db = server.database.db;
    const where = (name: string, code: string) => and(eq(referenceItems.list, name), eq(referenceItems.code, code));
    const [untouched] = await db.select({ updatedAt: referenceItems.updatedAt }).from(referenceItems).where(where('countries', 'RU'));

    await db.update(referenceItems).set({ label: 'Центр', archived: true, data: { short: 'Ц' } }).where(where('okrugs', 'CAO'));
    await db.delete(referenceItems).where(where('districts', 'TAO'));
    await db.insert(referenceItems).values({ list: 'okrugs', code: 'MARS', label: 'Марсианский округ', position: 14 });
    await db.update(referenceItems).set({ position: 99 }).where(where('industries', 'it'));

    // Intents and event formats were editable once: whatever was changed in them goes back to the vocabulary.
    await db.update(referenceItems).set({ label: 'Иное', archived: true }).where(where('intents', 'other'));
    await db.insert(referenceItems).values({ list: 'eventFormats', code: 'hybrid-lab', label: 'Выездная лаборатория', position: 4 });

    await call(admin, 'Reference/UpdateItem', { list: 'talkThemes', code: 'other', label: 'Иное', archived: true });
    await call(admin, 'Reference/UpdateItem', { list: 'talkThemes', code: 'meetups', position: 1 });
    // An entry the vocabulary has and the database lacks, as after an upgrade that adds one.
    await db.delete(referenceItems).where(where('talkThemes', 'attendance'));
    const highest = Math.max(...(await list('talkThemes', true)).map((item) => item.position));
    const editedSources = await list('informationSources', true);

    await upsertReferenceData(db);

    const okrugs = await list('okrugs', true);
    expect(codes(okrugs)).toEqual(OKRUGS.map((entry) => entry.code));
    expect(okrugs[0]).toEqual({ code: 'CAO', label: 'Центральный административный округ', position: 1, archived: false, data: { short: 'ЦАО' } });
    expect(codes(await list('districts'))).toEqual(DISTRICTS.map((entry) => entry.code));
    expect((await list('industries')).map((item) => item.position)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const [after] = await db.select({ updatedAt: referenceItems.updatedAt }).from(referenceItems).where(where('countries', 'RU'));
    expect(after?.updatedAt.getTime()).toBe(untouched?.updatedAt.getTime());
    expect((await list('intents', true)).map((item) => [item.code, item.label, item.archived])).toEqual(INTENTS.map((entry) => [entry.value, entry.label, false]));
    expect(codes(await list('eventFormats', true))).toEqual(EVENT_FORMATS.map((entry) => entry.value));

    const themes = await list('talkThemes', true);
    expect(themes[0]).toMatchObject({ code: 'meetups', position: 1 });
    expect(themes.find((item) => item.code === 'other')).toMatchObject({ label: 'Иное', archived: true });
    // Appended after the highest position the list had (the removed row left a gap below it).
    expect(themes.at(-1)).toMatchObject({ code: 'attendance', label: 'Посещение мероприятий', position: highest + 1, archived: false });
    expect(codes(themes).sort()).toEqual([...TALK_THEMES.map((entry) => entry.value), 'open-day'].sort());
    expect(await list('informationSources', true)).toEqual(editedSources);
  });

  it('gives an entry still under a label the vocabulary once shipped its current label and season, and leaves a renamed one alone', async () => {
    const db = server.database.db;
    const where = (code: string) => and(eq(referenceItems.list, 'talkThemes'), eq(referenceItems.code, code));
    // As a database seeded before the themes stopped naming a year holds them.
    await db.update(referenceItems).set({ label: 'Приёмная кампания 2024', data: {} }).where(where('prkom24'));
    await db.update(referenceItems).set({ label: 'Опрос МЭШ (наш)', data: {} }).where(where('MSH2025Survey'));

    await upsertReferenceData(db);

    const themes = await list('talkThemes', true);
    expect(themes.find((item) => item.code === 'prkom24')).toMatchObject({ label: 'Приёмная кампания', data: { season: { kind: 'admission', follows: 'date' } } });
    expect(themes.find((item) => item.code === 'MSH2025Survey')).toMatchObject({ label: 'Опрос МЭШ (наш)', data: {} });
  });
});
