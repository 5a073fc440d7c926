import type { Reply } from '@abitura/contracts/wire';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { emailTemplates, mailOutbox } from '../src/db/schema/index.js';
import { parseTemplate, renderPieces, type TemplateValues } from '../src/domain/emailTemplates/templateText.js';
import { checkedDraft, moscowDate, renderDraft } from '../src/domain/emailTemplates/templateValues.js';
import { startTestServer, type TestServer } from './harness.js';
import { insertApplicant } from './support/applicantFixtures.js';
import { auditOf, call, signedInAs } from './support/organizationFixtures.js';
import { expectClearFailure } from './support/serverSupport.js';

const VALUES: TemplateValues = {
  fullName: 'Петров Пётр Петрович',
  lastName: 'Петров',
  firstName: 'Пётр',
  middleName: 'Петрович',
  operatorName: 'Оператор Ольга',
  operatorEmail: 'olga@college.test',
  date: '01.09.2026',
  testName: 'Творческое испытание',
  testCollege: 'Колледж связи № 54',
  testTime: '15.07.2026 10:00',
  testPlace: 'Москва, ул. Ёлочная, д. 3, аудитория 204',
  testBring: 'паспорт',
  testResult: 'испытание сдано',
};

const render = (text: string) => renderPieces(parseTemplate(text).pieces, VALUES);

describe('template text', () => {
  it('replaces every known variable, spaces inside the braces allowed, and leaves other text alone', () => {
    expect(render('Здравствуйте, {{firstName}} {{ middleName }}! {{operatorName}}, {{date}}')).toBe('Здравствуйте, Пётр Петрович! Оператор Ольга, 01.09.2026');
    expect(render('{{fullName}}')).toBe('Петров Пётр Петрович');
    expect(render('Без переменных: {одна скобка} и } и {')).toBe('Без переменных: {одна скобка} и } и {');
    expect(parseTemplate('{{lastName}}{{operatorEmail}}').problems).toEqual({ unknown: [], unpaired: [] });
  });

  it('names each unknown variable once, as written', () => {
    expect(parseTemplate('{{name}} и {{ name }} и {{Фамилия}} и {{firstName}} и {{}}').problems).toEqual({ unknown: ['name', 'Фамилия', ''], unpaired: [] });
  });

  it('points at an opening pair never closed and a closing pair never opened', () => {
    expect(parseTemplate('Привет, {{firstName!').problems.unpaired).toEqual(['{{firstName!']);
    expect(parseTemplate('Привет, firstName}} и {{lastName}}').problems).toEqual({ unknown: [], unpaired: ['}} и {{lastName}}'] });
    expect(parseTemplate('{{firstName {{lastName}}').problems).toEqual({ unknown: [], unpaired: ['{{firstName {{lastNa…'] });
  });

  it('refuses a draft naming the problems of the subject and the body, both at once', () => {
    expect(() => checkedDraft({ subject: 'Тема {{oops}}', body: 'Текст {{firstName' })).toThrow(/Тема: неизвестные переменные \{\{oops\}\}.*Текст: непарные фигурные скобки в «\{\{firstName»/);
  });

  it('keeps a rendered subject on one line', () => {
    const draft = checkedDraft({ subject: 'Письмо для {{fullName}}', body: 'Строка 1\nСтрока 2' });
    expect(renderDraft(draft, { ...VALUES, fullName: 'Петров\r\nBcc: x@y.test' })).toEqual({ subject: 'Письмо для Петров Bcc: x@y.test', body: 'Строка 1\nСтрока 2' });
  });

  it('dates the letter by the Moscow day', () => {
    expect(moscowDate(new Date('2026-09-01T20:59:00Z'))).toBe('01.09.2026');
    expect(moscowDate(new Date('2026-09-01T21:00:00Z'))).toBe('02.09.2026');
  });
});

let server: TestServer;
let admin: string;
let operator: string;
let curator: { id: number; token: string };
let queueOperator: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = (await signedInAs(server, 'admin', ['Администратор'])).token;
  operator = (await signedInAs(server, 'operator', ['Оператор колл-центра'], 'Смирнова Ольга')).token;
  curator = await signedInAs(server, 'curator', ['Куратор'], 'Кураторова Мария');
  queueOperator = (await signedInAs(server, 'queue', ['Оператор очереди'])).token;
});
afterAll(() => server.close());

beforeEach(async () => {
  await server.database.db.delete(mailOutbox);
  server.mail.length = 0;
});

interface TemplateView {
  id: number;
  code: string;
  name: string;
  action_type: number | null;
  subject: string;
  body: string;
  active: boolean;
  updated_by: { id: number; name: string } | null;
}

const template = (reply: Reply) => reply.data as TemplateView;

async function templateRows() {
  return server.database.db.select().from(emailTemplates).orderBy(emailTemplates.id);
}

const draft = (code: string, extra: Record<string, unknown> = {}) => ({
  code,
  name: `Шаблон ${code}`,
  action_type: null,
  subject: 'Приглашение для {{firstName}}',
  body: 'Здравствуйте, {{fullName}}! С уважением, {{operatorName}}.',
  ...extra,
});

describe('EmailTemplate/List and EmailTemplate/Get', () => {
  it('lists the migration’s CallCenterDefault for action type 8 with the variables, to the call centre', async () => {
    const reply = await call(server, operator, 'EmailTemplate/List', { action_type: 8 });
    expect(reply).toMatchObject({ success: true });
    const { items, variables } = reply.data as { items: TemplateView[]; variables: Array<{ name: string }> };
    expect(items).toEqual([expect.objectContaining({ code: 'CallCenterDefault', action_type: 8, active: true, updated_by: null })]);
    expect(items[0]?.body).toContain('{{firstName}}');
    expect(variables.map((variable) => variable.name)).toEqual(['fullName', 'lastName', 'firstName', 'middleName', 'operatorName', 'operatorEmail', 'date', 'testName', 'testCollege', 'testTime', 'testPlace', 'testBring', 'testResult']);
    const one = await call(server, operator, 'EmailTemplate/Get', { id: items[0]?.id });
    expect(one).toMatchObject({ success: true, data: { code: 'CallCenterDefault', subject: items[0]?.subject } });
  });

  it('filters by active, answers NOT_FOUND for a missing template and refuses callers without the call card', async () => {
    await server.database.db.insert(emailTemplates).values({ code: 'OldInvite', name: 'Старое приглашение', subject: 'Тема', body: 'Текст', active: false });
    const inactive = await call(server, operator, 'EmailTemplate/List', { active: false });
    expect((inactive.data as { items: TemplateView[] }).items.map((item) => item.code)).toEqual(['OldInvite']);
    const missing = await call(server, operator, 'EmailTemplate/Get', { id: 999_999 });
    expectClearFailure(missing, ['NOT_FOUND']);
    expectClearFailure(await call(server, queueOperator, 'EmailTemplate/List', {}), ['ACCESS_DENIED']);
    expectClearFailure(await call(server, operator, 'EmailTemplate/List', { active: 'yes' }), ['INVALID_PARAMS']);
  });
});

describe('EmailTemplate/Save', () => {
  it('creates a template and changes it, recording who did and auditing both', async () => {
    const created = await call(server, curator.token, 'EmailTemplate/Save', draft('OpenDayInvite', { action_type: 12 }));
    expect(created).toMatchObject({ success: true, data: { code: 'OpenDayInvite', action_type: 12, active: true, updated_by: { id: curator.id, name: 'Кураторова Мария' } } });
    const id = template(created).id;
    const changed = await call(server, curator.token, 'EmailTemplate/Save', draft('OpenDayInvite', { id, name: 'День открытых дверей', action_type: 12, active: false }));
    expect(changed).toMatchObject({ success: true, data: { id, name: 'День открытых дверей', active: false } });
    const entries = await auditOf(server, admin, 'emailTemplate', id);
    expect(entries.map((entry) => entry.action)).toEqual(['EmailTemplate/Save', 'EmailTemplate/Save']);
    expect(entries[0]).toMatchObject({ before: { name: 'Шаблон OpenDayInvite', active: true }, after: { name: 'День открытых дверей', active: false } });
    expect(entries[1]).toMatchObject({ before: null, after: { code: 'OpenDayInvite' } });
  });

  it('refuses unknown variables and unpaired braces naming them, and writes nothing', async () => {
    const before = await templateRows();
    const reply = await call(server, curator.token, 'EmailTemplate/Save', draft('Broken', { subject: 'Привет, {{name}}', body: 'Ждём вас {{date}} {{firstName' }));
    expectClearFailure(reply, ['INVALID_PARAMS']);
    expect(reply.message).toContain('{{name}}');
    expect(reply.message).toContain('«{{firstName»');
    expect(reply.issues?.map((issue) => issue.path)).toEqual(['subject', 'body']);
    expect(await templateRows()).toEqual(before);
  });

  it('refuses a taken code, a second active template for an action type and a missing id, changing nothing', async () => {
    const before = await templateRows();
    const taken = await call(server, curator.token, 'EmailTemplate/Save', draft('CallCenterDefault'));
    expectClearFailure(taken, ['CONFLICT']);
    expect(taken.message).toContain('«CallCenterDefault»');
    const rival = await call(server, curator.token, 'EmailTemplate/Save', draft('SecondNoAnswer', { action_type: 8 }));
    expectClearFailure(rival, ['CONFLICT']);
    expect(rival.message).toContain('CallCenterDefault');
    expectClearFailure(await call(server, curator.token, 'EmailTemplate/Save', draft('Ghost', { id: 999_999 })), ['NOT_FOUND']);
    expectClearFailure(await call(server, curator.token, 'EmailTemplate/Save', draft('1bad code')), ['INVALID_PARAMS']);
    expect(await templateRows()).toEqual(before);
    // An inactive one may share the action type.
    expect(await call(server, curator.token, 'EmailTemplate/Save', draft('SpareNoAnswer', { action_type: 8, active: false }))).toMatchObject({ success: true });
  });

  it('needs its own permission: the call-centre operator may read templates but not change them', async () => {
    const reply = await call(server, operator, 'EmailTemplate/Save', draft('OperatorTry'));
    expectClearFailure(reply, ['ACCESS_DENIED']);
    expect((await templateRows()).some((row) => row.code === 'OperatorTry')).toBe(false);
  });
});

describe('EmailTemplate/Preview', () => {
  it("renders a draft with the applicant's names, the caller's and today's Moscow date", async () => {
    const personId = await insertApplicant(server, { last_name: 'Кузнецов', first_name: 'Дмитрий', middle_name: 'Олегович' });
    const reply = await call(server, operator, 'EmailTemplate/Preview', { personId, subject: 'Для {{lastName}}', body: '{{fullName}}, пишет {{operatorName}} ({{operatorEmail}}) {{date}}' });
    expect(reply).toMatchObject({ success: true, data: { subject: 'Для Кузнецов', body: 'Кузнецов Дмитрий Олегович, пишет Смирнова Ольга (operator@college.test) 01.09.2026' } });
  });

  it('uses sample values without a person, and refuses unknown variables or a missing person', async () => {
    const sample = await call(server, operator, 'EmailTemplate/Preview', { subject: 'Тема', body: '{{firstName}} {{middleName}}' });
    expect(sample).toMatchObject({ success: true, data: { subject: 'Тема', body: 'Анна Сергеевна' } });
    const unknown = await call(server, operator, 'EmailTemplate/Preview', { subject: 'Тема', body: '{{school}}' });
    expectClearFailure(unknown, ['INVALID_PARAMS']);
    expect(unknown.message).toContain('{{school}}');
    expectClearFailure(await call(server, operator, 'EmailTemplate/Preview', { subject: 'Тема', body: 'Текст', personId: 999_999 }), ['NOT_FOUND']);
  });
});

describe('EmailTemplate/TestSend', () => {
  it('queues the template rendered with sample values as a template-test letter, listed and delivered', async () => {
    const [stored] = await server.database.db.select().from(emailTemplates).where(eq(emailTemplates.code, 'CallCenterDefault'));
    const reply = await call(server, curator.token, 'EmailTemplate/TestSend', { id: stored?.id, to: 'check@college.test' });
    expect(reply).toMatchObject({ success: true, data: { to: 'check@college.test', subject: stored?.subject }, message: 'Тестовое письмо поставлено в очередь на адрес check@college.test.' });
    const list = await call(server, operator, 'Letter/List', {});
    expect((list.data as { items: unknown[] }).items).toEqual([expect.objectContaining({ to: 'check@college.test', kind: 'template-test', subject: stored?.subject })]);
    const [letter] = await server.database.db.select().from(mailOutbox);
    expect(letter).toMatchObject({ createdBy: curator.id, abiturientId: null });
    expect(letter?.text).toContain('Здравствуйте, Анна!');
    expect(letter?.text).toContain('Кураторова Мария');
    expect(letter?.text).not.toContain('{{');
    await server.app.services.mailer.flush();
    expect(server.mail.map((mail) => mail.to)).toEqual(['check@college.test']);
    const [entry] = await auditOf(server, admin, 'emailTemplate', stored?.id as number);
    expect(entry).toMatchObject({ action: 'EmailTemplate/TestSend', after: { to: 'check@college.test' } });
  });

  it('refuses a bad address, a missing template and the operator, queuing nothing', async () => {
    const [stored] = await server.database.db.select().from(emailTemplates).where(eq(emailTemplates.code, 'CallCenterDefault'));
    expectClearFailure(await call(server, curator.token, 'EmailTemplate/TestSend', { id: stored?.id, to: 'not an address' }), ['INVALID_PARAMS']);
    expectClearFailure(await call(server, curator.token, 'EmailTemplate/TestSend', { id: 999_999, to: 'check@college.test' }), ['NOT_FOUND']);
    expectClearFailure(await call(server, operator, 'EmailTemplate/TestSend', { id: stored?.id, to: 'check@college.test' }), ['ACCESS_DENIED']);
    expect(await server.database.db.select().from(mailOutbox)).toEqual([]);
  });
});
