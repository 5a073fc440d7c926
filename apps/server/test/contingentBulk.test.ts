import { MAX_BULK_IDS } from '@abitura/contracts';
import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { abiturientHistory, abiturientInteractions, abiturients, auditLog } from '../src/db/schema/index.js';
import { startTestServer, type TestServer } from './harness.js';
import { insertApplicant } from './support/applicantFixtures.js';
import { call, signedInAs } from './support/organizationFixtures.js';

/** Abiturient/Bulk: a curator, a tag or a processing status for many applicants at once. */
let server: TestServer;
let curator: string;
let curatorId: number;
let otherCuratorId: number;
let admissions: string;

beforeAll(async () => {
  server = await startTestServer();
  ({ id: curatorId, token: curator } = await signedInAs(server, 'curator', ['Куратор'], 'Быстрова Анна Павловна'));
  otherCuratorId = (await signedInAs(server, 'curator2', ['Куратор'], 'Медленный Олег Ильич')).id;
  admissions = (await signedInAs(server, 'admissions', ['Приёмная комиссия'])).token;
});
afterAll(() => server.close());

const db = () => server.database.db;
const rowsOf = (ids: number[]) => db().select().from(abiturients).where(inArray(abiturients.id, ids)).orderBy(asc(abiturients.id));
const historyOf = (ids: number[]) => db().select().from(abiturientHistory).where(inArray(abiturientHistory.abiturientId, ids)).orderBy(asc(abiturientHistory.abiturientId), asc(abiturientHistory.id));
const bulkAudits = () => db().select().from(auditLog).where(eq(auditLog.action, 'Abiturient/Bulk')).orderBy(asc(auditLog.id));
const bulk = (ids: number[], operation: Record<string, unknown>, token = curator) => call(server, token, 'Abiturient/Bulk', { ids, operation });

describe('Abiturient/Bulk: curator and tags', () => {
  let ids: number[];

  beforeAll(async () => {
    ids = [
      await insertApplicant(server, { last_name: 'Первый', first_name: 'А', tags: ['prkom2024'] }),
      await insertApplicant(server, { last_name: 'Второй', first_name: 'Б', curator_id: otherCuratorId }),
      await insertApplicant(server, { last_name: 'Третий', first_name: 'В', curator_id: curatorId, tags: ['priority_ca_1', 'prkom2024'] }),
    ];
  });

  it('assigns a curator, counts who already had them, refuses unknown ids without failing, one audit entry and a history entry per change', async () => {
    const auditsBefore = (await bulkAudits()).length;
    const reply = await bulk([...ids, 999_999, ids[0] as number], { kind: 'assignCurator', curator_id: curatorId });
    expect(reply, JSON.stringify(reply)).toMatchObject({ success: true, data: { changed: 2, unchanged: 1, refused: [{ id: 999_999, reason: expect.stringMatching(/^Абитуриент не найден/) }] } });
    expect((await rowsOf(ids)).map((row) => row.curatorId)).toEqual([curatorId, curatorId, curatorId]);
    const history = await historyOf(ids);
    expect(history.map((entry) => [entry.abiturientId, entry.action, entry.actorId, entry.changes])).toEqual([
      [ids[0], 'bulk', curatorId, [{ field: 'curator_id', before: null, after: curatorId }]],
      [ids[1], 'bulk', curatorId, [{ field: 'curator_id', before: otherCuratorId, after: curatorId }]],
    ]);
    const audits = await bulkAudits();
    expect(audits).toHaveLength(auditsBefore + 1);
    expect(audits[audits.length - 1]).toMatchObject({ actorId: curatorId, entity: 'abiturient', after: { ids: [...ids, 999_999], operation: { kind: 'assignCurator', curator_id: curatorId }, changed: 2, unchanged: 1, refused: 1 } });
  });

  it('clears the curator with null, and refuses a curator who does not exist', async () => {
    expect(await bulk([ids[1] as number], { kind: 'assignCurator', curator_id: null })).toMatchObject({ success: true, data: { changed: 1, unchanged: 0, refused: [] } });
    expect((await rowsOf([ids[1] as number]))[0]?.curatorId).toBeNull();
    const audits = (await bulkAudits()).length;
    expect(await bulk(ids, { kind: 'assignCurator', curator_id: 999_999 })).toMatchObject({ success: false, data: 'NOT_FOUND', issues: [{ path: 'operation.curator_id' }] });
    expect((await rowsOf(ids)).map((row) => row.curatorId)).toEqual([curatorId, null, curatorId]);
    expect(await bulkAudits()).toHaveLength(audits);
  });

  it('adds a tag to those without it and removes it from those with it', async () => {
    expect(await bulk(ids, { kind: 'addTag', tag: 'prkom2024' })).toMatchObject({ success: true, data: { changed: 1, unchanged: 2 } });
    expect((await rowsOf(ids)).map((row) => row.tags)).toEqual([['prkom2024'], ['prkom2024'], ['priority_ca_1', 'prkom2024']]);
    expect(await bulk(ids, { kind: 'removeTag', tag: 'priority_ca_1' })).toMatchObject({ success: true, data: { changed: 1, unchanged: 2 } });
    expect((await rowsOf(ids)).map((row) => row.tags)).toEqual([['prkom2024'], ['prkom2024'], ['prkom2024']]);
    const last = (await historyOf([ids[2] as number])).at(-1);
    expect(last?.changes).toEqual([{ field: 'tags', before: ['priority_ca_1', 'prkom2024'], after: ['prkom2024'] }]);
  });

  it('refuses an unknown tag, an empty or oversized selection, and a caller without manageContingent', async () => {
    expect(await bulk(ids, { kind: 'addTag', tag: 'vip' })).toMatchObject({ success: false, data: 'INVALID_PARAMS' });
    expect(await bulk([], { kind: 'addTag', tag: 'prkom2024' })).toMatchObject({ success: false, data: 'INVALID_PARAMS' });
    expect(await bulk(Array.from({ length: MAX_BULK_IDS + 1 }, (_, index) => index + 1), { kind: 'addTag', tag: 'prkom2024' })).toMatchObject({ success: false, data: 'INVALID_PARAMS' });
    expect(await bulk(ids, { kind: 'explode' })).toMatchObject({ success: false, data: 'INVALID_PARAMS' });
    expect(await bulk(ids, { kind: 'addTag', tag: 'passing2oge' }, admissions)).toMatchObject({ success: false, data: 'ACCESS_DENIED' });
  });
});

describe('Abiturient/Bulk: processing status through the state machine', () => {
  it('moves those with a legal move (writing the interaction Interaction/Create writes), leaves those already there, refuses the rest with the reason', async () => {
    const open = await insertApplicant(server, { last_name: 'Ожидающий', first_name: 'А' });
    const reopened = await insertApplicant(server, { last_name: 'Безуспешный', first_name: 'Б' }, { processingStatus: 'work_end' });
    const already = await insertApplicant(server, { last_name: 'Работающий', first_name: 'В' }, { processingStatus: 'in_progress' });
    const done = await insertApplicant(server, { last_name: 'Готовый', first_name: 'Г' }, { processingStatus: 'work_done' });
    const reply = await bulk([open, reopened, already, done, 999_998], { kind: 'setProcessingStatus', status: 'in_progress' });
    expect(reply, JSON.stringify(reply)).toMatchObject({
      success: true,
      data: {
        changed: 2,
        unchanged: 1,
        refused: [
          { id: done, reason: 'Нельзя взять в работу абитуриента со статусом «Обработан успешно»: это возможно только из статусов «Ожидает обработки» или «Обработан безуспешно».' },
          { id: 999_998, reason: expect.stringMatching(/^Абитуриент не найден/) },
        ],
      },
    });
    expect((await rowsOf([open, reopened, already, done])).map((row) => row.processingStatus)).toEqual(['in_progress', 'in_progress', 'in_progress', 'work_done']);
    const written = await db().select().from(abiturientInteractions).where(inArray(abiturientInteractions.abiturientId, [open, reopened, already, done]));
    expect(written.map((row) => [row.abiturientId, row.type, row.authorId]).sort()).toEqual([
      [open, 'work', curatorId],
      [reopened, 'work', curatorId],
    ].sort());
    const history = await historyOf([open, reopened, already, done]);
    expect(history.map((entry) => [entry.abiturientId, entry.action, entry.changes])).toEqual([
      [open, 'bulk', [{ field: 'processing_status', before: 'not_processed', after: 'in_progress' }]],
      [reopened, 'bulk', [{ field: 'processing_status', before: 'work_end', after: 'in_progress' }]],
    ]);
  });

  it('ends work with the result that leads to each final status, and returns to the queue only from in_progress', async () => {
    const [success, fail, notNeeded, back, notBack] = [
      await insertApplicant(server, { last_name: 'Успех', first_name: 'А' }, { processingStatus: 'in_progress' }),
      await insertApplicant(server, { last_name: 'Неудача', first_name: 'Б' }, { processingStatus: 'in_progress' }),
      await insertApplicant(server, { last_name: 'Ненужный', first_name: 'В' }, { processingStatus: 'in_progress' }),
      await insertApplicant(server, { last_name: 'Назад', first_name: 'Г' }, { processingStatus: 'in_progress' }),
      await insertApplicant(server, { last_name: 'Неназад', first_name: 'Д' }, { processingStatus: 'work_end' }),
    ] as [number, number, number, number, number];
    expect(await bulk([success], { kind: 'setProcessingStatus', status: 'work_done' })).toMatchObject({ data: { changed: 1 } });
    expect(await bulk([fail], { kind: 'setProcessingStatus', status: 'work_end' })).toMatchObject({ data: { changed: 1 } });
    expect(await bulk([notNeeded], { kind: 'setProcessingStatus', status: 'process_not_need' })).toMatchObject({ data: { changed: 1 } });
    expect(await bulk([back, notBack], { kind: 'setProcessingStatus', status: 'not_processed' })).toMatchObject({
      data: { changed: 1, refused: [{ id: notBack, reason: 'Нельзя вернуть в очередь абитуриента со статусом «Обработан безуспешно»: это возможно только из статуса «В работе».' }] },
    });
    const written = await db().select().from(abiturientInteractions).where(inArray(abiturientInteractions.abiturientId, [success, fail, notNeeded, back, notBack])).orderBy(asc(abiturientInteractions.abiturientId));
    expect(written.map((row) => [row.type, row.result])).toEqual([
      ['workend', 'success'],
      ['workend', 'fail'],
      ['workend', 'not_needed'],
      ['wait', null],
    ]);
    expect((await rowsOf([success, fail, notNeeded, back, notBack])).map((row) => row.processingStatus)).toEqual(['work_done', 'work_end', 'process_not_need', 'not_processed', 'work_end']);
  });
});
