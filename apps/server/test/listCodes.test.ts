import type { Reply } from '@abitura/contracts/wire';
import { contracts, LIST_CODE_META, type ActionContract, type EditableListName } from '@abitura/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { abiturients } from '../src/db/schema/index.js';
import { startTestServer, type TestServer } from './harness.js';
import { ensureGroup, insertApplicant } from './support/applicantFixtures.js';
import { insertProgramFixtures } from './programFixtures.js';
import { call, signedInAs } from './support/organizationFixtures.js';
import { paramsJsonSchema, type JsonSchema } from './support/paramsFromSchema.js';
import { tableCounts } from './support/serverSupport.js';

/**
 * The lists administrators edit are editable end to end: a code they add is taken by every save
 * whose contract marks the field (listCode), one the list does not hold or has archived is refused
 * with a sentence naming the field and nothing is written, and a record keeps an archived value
 * it already had. Which actions those are is read from the contracts, so a new one cannot be missed.
 */
let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = (await signedInAs(server, 'admin', ['Администратор'])).token;
});
afterAll(() => server.close());

/** The params paths of the fields a schema marks as codes of an editable list. */
function markedPaths(schema: JsonSchema & Record<string, unknown>, path: string[] = []): Array<{ path: string; list: string }> {
  const mark = schema[LIST_CODE_META];
  if (typeof mark === 'string') return [{ path: path.join('.'), list: mark }];
  const inner = [
    ...Object.entries(schema.properties ?? {}).map(([key, value]) => markedPaths(value as JsonSchema & Record<string, unknown>, [...path, key])),
    ...[...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])].map((option) => markedPaths(option as JsonSchema & Record<string, unknown>, path)),
    schema.items ? markedPaths(schema.items as JsonSchema & Record<string, unknown>, [...path, '0']) : [],
  ];
  return inner.flat().filter((found, index, all) => all.findIndex((other) => other.path === found.path) === index);
}

const marked = (contract: ActionContract) => markedPaths(paramsJsonSchema(contract) as JsonSchema & Record<string, unknown>);

interface Case {
  list: EditableListName;
  path: string;
  /** Params of a save that succeeds, with `code` in the marked field. */
  params: (code: string) => Promise<Record<string, unknown>>;
}

const NAMES = ['Анна', 'Вера', 'Нина', 'Зоя', 'Ирина', 'Лидия', 'Мария', 'Дарья', 'Ольга', 'Полина'];
let serial = 0;
/** A first name not used before in this file (names take letters only). */
const nextName = () => NAMES[(serial += 1) % NAMES.length] as string;
const applicant = () => insertApplicant(server, { last_name: 'Справочникова', first_name: nextName() });
let seasonGroup: Promise<{ groupId: number; seasonId: number }> | null = null;
/** A 2026 season's group to file statements in, made once. */
const admissionGroup = () => (seasonGroup ??= insertProgramFixtures(server).then((colleges) => ensureGroup(server, colleges.svyaz, null)));

/** One case per write action whose contract marks a field; the first test checks none is missing. */
const CASES: Record<string, Case> = {
  'CallService/registerCall': {
    list: 'talkThemes',
    path: 'data.theme',
    params: async (code) => ({ data: { personId: await applicant(), direction: 'outgoing', theme: code, result: 1 } }),
  },
  'Abiturient/Create': {
    list: 'informationSources',
    path: 'data.information_source',
    params: async (code) => ({ data: { last_name: 'Новикова', first_name: nextName(), information_source: code }, ignore_duplicates: true }),
  },
  'Abiturient/Update': {
    list: 'informationSources',
    path: 'data.information_source',
    params: async (code) => ({ id: await applicant(), data: { information_source: code } }),
  },
  'Admission/FileApplication': {
    list: 'informationSources',
    path: 'applicant.data.information_source',
    params: async (code) => {
      const { groupId, seasonId } = await admissionGroup();
      return { season_id: seasonId, group_id: groupId, average_mark: 4.5, applicant: { data: { last_name: 'Заявителева', first_name: nextName(), information_source: code }, ignore_duplicates: true } };
    },
  },
  'Abiturient/Merge': {
    list: 'informationSources',
    path: 'data.information_source',
    params: async (code) => ({ target: await applicant(), data: { information_source: code } }),
  },
};

const addEntry = (list: EditableListName, code: string, label: string) => call(server, admin, 'Reference/CreateItem', { list, code, label });
const archive = (list: EditableListName, code: string) => call(server, admin, 'Reference/UpdateItem', { list, code, archived: true });

function expectRefusedAt(reply: Reply, path: string, words: string): void {
  expect(reply, JSON.stringify(reply)).toMatchObject({ success: false, data: 'INVALID_PARAMS', issues: [{ path }] });
  expect(reply.message).toContain(words);
}

describe('codes of the editable reference lists', () => {
  it('are checked by every write action that takes one (read from the contracts)', () => {
    const found = contracts.filter((contract) => contract.kind === 'write' && marked(contract).length > 0);
    expect(Object.fromEntries(found.map((contract) => [contract.name, marked(contract)]))).toEqual(
      Object.fromEntries(Object.entries(CASES).map(([name, { list, path }]) => [name, [{ path, list }]])),
    );
    // Reads (filters) take any code: an archived source still finds its old records.
    expect(contracts.filter((contract) => contract.kind === 'read' && marked(contract).length > 0).map((contract) => contract.name)).toEqual([]);
  });

  describe.each(Object.entries(CASES))('%s', (action, { list, path, params }) => {
    const code = `added_${action.replace(/\W/g, '_').toLowerCase()}`;

    it('takes an entry an administrator added', async () => {
      expect(await addEntry(list, code, `Добавлено для ${action}`)).toMatchObject({ success: true });
      const reply = await call(server, admin, action, await params(code));
      expect(reply, JSON.stringify(reply)).toMatchObject({ success: true });
    });

    it('refuses a code the list does not hold, naming the field and the list, writing nothing', async () => {
      const sent = await params('no_such_code');
      const before = await tableCounts(server);
      const reply = await call(server, admin, action, sent);
      expectRefusedAt(reply, path, '«no_such_code»');
      expect(await tableCounts(server)).toEqual(before);
    });

    it('refuses an archived entry as a new choice', async () => {
      const retired = `${code}_old`;
      await addEntry(list, retired, 'Прошлогоднее значение');
      expect(await archive(list, retired)).toMatchObject({ success: true });
      expectRefusedAt(await call(server, admin, action, await params(retired)), path, 'отправлено в архив');
    });
  });

  it('lets a record keep an archived source it already holds, while a new choice must be offered', async () => {
    await addEntry('informationSources', 'radio_2025', 'Радио 2025');
    const id = await insertApplicant(server, { last_name: 'Архивная', first_name: 'Ольга', information_source: 'radio_2025' });
    await archive('informationSources', 'radio_2025');
    // Sent again with another change (a form sends the whole field when anything in it changed): kept.
    const kept = await call(server, admin, 'Abiturient/Update', { id, data: { information_source: 'radio_2025', middle_name: 'Ивановна' } });
    expect(kept, JSON.stringify(kept)).toMatchObject({ success: true, data: { information_source: 'radio_2025', middle_name: 'Ивановна' } });
    const other = await insertApplicant(server, { last_name: 'Другая', first_name: 'Ольга' });
    expectRefusedAt(await call(server, admin, 'Abiturient/Update', { id: other, data: { information_source: 'radio_2025' } }), 'data.information_source', 'Радио 2025');
    const [row] = await server.database.db.select({ source: abiturients.informationSource }).from(abiturients).where(eq(abiturients.id, other));
    expect(row?.source).toBeNull();
  });

  it('names a theme an administrator added in the call’s sentence, and a source in the export', async () => {
    await addEntry('talkThemes', 'open_day_2026', 'День открытых дверей 2026');
    const reply = await call(server, admin, 'CallService/registerCall', { data: { personId: await applicant(), direction: 'incoming', theme: 'open_day_2026', result: 1 } });
    expect(reply.message).toBe('Звонок зарегистрирован: успешный звонок, тема «День открытых дверей 2026».');

    await addEntry('informationSources', 'podcast', 'Подкаст');
    await insertApplicant(server, { last_name: 'Подкастова', first_name: 'Ирина', information_source: 'podcast' });
    const exported = await call(server, admin, 'Abiturient/Export', { search: 'Подкастова', columns: ['fullname', 'information_source'] });
    expect((exported.data as { csv: string }).csv).toContain('Подкастова Ирина');
    expect((exported.data as { csv: string }).csv).toContain('Подкаст');
    expect((exported.data as { csv: string }).csv).not.toContain('podcast');
  });
});
