import { CALL_ONLY_BY_CALL_FORM } from '@abitura/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { abiturientInteractions, abiturients, emailTemplates, mailOutbox, rolePermissions, roles } from '../src/db/schema/index.js';
import { startTestServer, type TestServer } from './harness.js';
import { insertApplicant } from './support/applicantFixtures.js';
import { auditOf, call, signedInAs } from './support/organizationFixtures.js';
import { expectClearFailure } from './support/serverSupport.js';

/** CallService/createInteraction: the call card's follow-up and its template letter. */
let server: TestServer;
const logLines: string[] = [];
let admin: string;
let operator: { id: number; token: string };
let cardOnly: string;
let queueOperator: string;
let personId: number;
let noEmailId: number;

const MISSING = 'Не найден шаблон для значения';

beforeAll(async () => {
  server = await startTestServer({}, { logTo: { write: (line: string) => void logLines.push(line) } });
  admin = (await signedInAs(server, 'admin', ['Администратор'])).token;
  operator = await signedInAs(server, 'operator', ['Оператор колл-центра'], 'Смирнова Ольга');
  queueOperator = (await signedInAs(server, 'queue', ['Оператор очереди'])).token;
  // A role that opens the call card but may not write to the timeline.
  const [role] = await server.database.db.insert(roles).values({ name: 'Только карточка звонка' }).returning({ id: roles.id });
  await server.database.db.insert(rolePermissions).values([
    { roleId: role?.id as number, permission: 'viewHomepage' },
    { roleId: role?.id as number, permission: 'viewCallCard' },
  ]);
  cardOnly = (await signedInAs(server, 'cardonly', ['Только карточка звонка'])).token;
  personId = await insertApplicant(server, { last_name: 'Кузнецов', first_name: 'Дмитрий', middle_name: 'Олегович', email: 'dima@mail.test' });
  noEmailId = await insertApplicant(server, { last_name: 'Без', first_name: 'Почты' });
});
afterAll(() => server.close());

beforeEach(async () => {
  await server.database.db.delete(mailOutbox);
  await server.database.db.delete(abiturientInteractions);
  server.mail.length = 0;
  logLines.length = 0;
});

const timeline = (id: number) => server.database.db.select().from(abiturientInteractions).where(eq(abiturientInteractions.abiturientId, id)).orderBy(abiturientInteractions.id);
const outbox = () => server.database.db.select().from(mailOutbox);
const follow = (token: string, params: Record<string, unknown>) => call(server, token, 'CallService/createInteraction', params);

describe('CallService/createInteraction', () => {
  it("sends the action type's template to the applicant with the interaction and a sendEMail entry, in one go", async () => {
    const reply = await follow(operator.token, { personId, actionType: 8, actionData: { comment: 'Не взял трубку' }, result: 6, notify: true });
    expect(reply).toMatchObject({
      success: true,
      message: 'Взаимодействие сохранено, письмо поставлено в очередь на адрес dima@mail.test.',
      data: {
        interaction: { person: personId, type: 'noAnswer', result: '6', action_data: { comment: 'Не взял трубку', template: 'CallCenterDefault', email: 'dima@mail.test' }, author: { id: operator.id, name: 'Смирнова Ольга' } },
        letter: { to: 'dima@mail.test', template: 'CallCenterDefault' },
        processing_status: 'not_processed',
      },
    });
    const entries = await timeline(personId);
    expect(entries.map((entry) => entry.type)).toEqual(['noAnswer', 'sendEMail']);
    expect(entries[1]?.actionData).toMatchObject({ template: 'CallCenterDefault', email: 'dima@mail.test' });
    const [letter] = await outbox();
    expect(letter).toMatchObject({ to: 'dima@mail.test', kind: 'call-centre', abiturientId: personId, createdBy: operator.id });
    expect(letter?.text).toContain('Здравствуйте, Дмитрий!');
    expect(letter?.text).toContain('01.09.2026');
    expect(letter?.text).toContain('Смирнова Ольга');
    const list = await call(server, operator.token, 'Letter/List', {});
    expect((list.data as { items: unknown[] }).items).toEqual([expect.objectContaining({ to: 'dima@mail.test', kind: 'call-centre' })]);
    // The pass started after the commit may already have sent it; this one finishes it either way.
    await server.app.services.mailer.flush();
    expect(server.mail.map((mail) => mail.to)).toEqual(['dima@mail.test']);
    expect((await outbox())[0]?.status).toBe('done');
    const [audit] = await auditOf(server, admin, 'abiturient', personId);
    expect(audit).toMatchObject({ action: 'CallService/createInteraction', after: { type: 'noAnswer', letter: { to: 'dima@mail.test', template: 'CallCenterDefault' } } });
  });

  it('uses the template named by code and the address given; a sendEMail follow-up is one entry', async () => {
    await server.database.db.insert(emailTemplates).values({ code: 'Brochure', name: 'Буклет', subject: 'Буклет для {{fullName}}', body: 'Высылаем буклет. {{operatorName}}' });
    const reply = await follow(operator.token, { personId, actionType: 34, actionData: { template: 'Brochure', email: 'parent@mail.test' } });
    expect(reply).toMatchObject({ success: true, data: { interaction: { type: 'sendEMail' }, letter: { to: 'parent@mail.test', subject: 'Буклет для Кузнецов Дмитрий Олегович', template: 'Brochure' } } });
    expect((await timeline(personId)).map((entry) => entry.type)).toEqual(['sendEMail']);
    expect((await outbox()).map((letter) => letter.to)).toEqual(['parent@mail.test']);
  });

  it('records the interaction alone when no letter is asked for', async () => {
    const reply = await follow(operator.token, { personId: noEmailId, actionType: 10, result: 'Рассказали о приёме' });
    expect(reply).toMatchObject({ success: true, message: 'Взаимодействие сохранено.', data: { interaction: { type: 'consultation', result: 'Рассказали о приёме', action_data: {} }, letter: null } });
    expect((await timeline(noEmailId)).map((entry) => entry.type)).toEqual(['consultation']);
    expect(await outbox()).toEqual([]);
  });

  it('with notify and no template for the value, writes nothing and logs the sentence', async () => {
    const before = await server.database.db.select({ updatedAt: abiturients.updatedAt, last: abiturients.lastInteractionAt }).from(abiturients).where(eq(abiturients.id, personId));
    const byType = await follow(operator.token, { personId, actionType: 10, notify: true });
    expectClearFailure(byType, ['NOT_FOUND']);
    expect(byType.message).toContain(`${MISSING} «10»`);
    const byCode = await follow(operator.token, { personId, actionType: 8, actionData: { template: 'NoSuchTemplate' }, notify: true });
    expectClearFailure(byCode, ['NOT_FOUND']);
    expect(byCode.message).toContain(`${MISSING} «NoSuchTemplate»`);
    // An inactive template is not found either.
    await server.database.db.insert(emailTemplates).values({ code: 'Retired', name: 'Старый', subject: 'Тема', body: 'Текст', active: false });
    expectClearFailure(await follow(operator.token, { personId, actionType: 8, actionData: { template: 'Retired' } }), ['NOT_FOUND']);
    expect(await timeline(personId)).toEqual([]);
    expect(await outbox()).toEqual([]);
    expect(await server.database.db.select({ updatedAt: abiturients.updatedAt, last: abiturients.lastInteractionAt }).from(abiturients).where(eq(abiturients.id, personId))).toEqual(before);
    const warnings = logLines.map((line) => JSON.parse(line) as { level: number; msg: string }).filter((line) => line.msg.startsWith(MISSING));
    expect(warnings.map((line) => [line.level, /«(.*?)»/.exec(line.msg)?.[1]])).toEqual([
      [40, '10'],
      [40, 'NoSuchTemplate'],
      [40, 'Retired'],
    ]);
    expect(warnings[0]?.msg).toBe(byType.message);
  });

  it('refuses a letter to an applicant without an e-mail, writing nothing', async () => {
    const reply = await follow(operator.token, { personId: noEmailId, actionType: 8, notify: true });
    expectClearFailure(reply, ['INVALID_PARAMS']);
    expect(reply.issues?.[0]?.path).toBe('actionData.email');
    expect(await timeline(noEmailId)).toEqual([]);
    expect(await outbox()).toEqual([]);
  });

  it('refuses bad params with a clear message: unknown, system and call types, a bad address, a missing person', async () => {
    expectClearFailure(await follow(operator.token, { personId, actionType: 999 }), ['INVALID_PARAMS']);
    const system = await follow(operator.token, { personId, actionType: 2 });
    expectClearFailure(system, ['INVALID_PARAMS']);
    expect(system.message).toContain('«Взят в работу»');
    // The call itself was registered with its theme and result: a follow-up is never a second call.
    for (const actionType of [5, 6]) expect(await follow(operator.token, { personId, actionType }), String(actionType)).toMatchObject({ success: false, data: 'INVALID_PARAMS', message: CALL_ONLY_BY_CALL_FORM, issues: [{ path: 'actionType' }] });
    expectClearFailure(await follow(operator.token, { personId, actionType: 8, actionData: { email: 'нет адреса' }, notify: true }), ['INVALID_PARAMS']);
    expectClearFailure(await follow(operator.token, { personId, actionType: 8, actionData: { extra: 1 } }), ['INVALID_PARAMS']);
    expectClearFailure(await follow(operator.token, { personId, actionType: 8, actionData: { comment: 'Пере\ud800звонить' } }), ['INVALID_PARAMS']);
    expectClearFailure(await follow(operator.token, { personId: 999_999, actionType: 8 }), ['NOT_FOUND']);
    expect(await timeline(personId)).toEqual([]);
    expect(await outbox()).toEqual([]);
  });

  it('needs the call card and the right to write interactions', async () => {
    expectClearFailure(await follow(queueOperator, { personId, actionType: 8 }), ['ACCESS_DENIED']);
    const reply = await follow(cardOnly, { personId, actionType: 8, notify: true });
    expectClearFailure(reply, ['ACCESS_DENIED']);
    expect(reply.message).toContain('Запись взаимодействий с абитуриентами');
    expect(await timeline(personId)).toEqual([]);
    expect(await outbox()).toEqual([]);
  });
});
