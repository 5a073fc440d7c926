import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { educationPrograms } from '../src/db/schema/index.js';
import { startTestServer, type TestServer } from './harness.js';
import { insertProgramFixtures } from './programFixtures.js';
import { insertApplicant, insertApplication, insertCareerEvent, insertGuaranteeLetter, insertRegistration } from './support/applicantFixtures.js';
import { call, signedInAs } from './support/organizationFixtures.js';

/** The 360 view's tabs: applications (AutoRating/getApplicationsByPerson), guarantee letters (bail) and events. */
let server: TestServer;
let analyst: string;
let colleges: Awaited<ReturnType<typeof insertProgramFixtures>>;
let person: number;
let nobody: number;

const programId = async (code: string) => (await server.database.db.select({ id: educationPrograms.id }).from(educationPrograms).where(eq(educationPrograms.code, code)))[0]?.id as number;

beforeAll(async () => {
  server = await startTestServer();
  analyst = (await signedInAs(server, 'analyst', ['Аналитик'])).token;
  colleges = await insertProgramFixtures(server);
  person = await insertApplicant(server, {
    last_name: 'Вкладкина',
    first_name: 'Ольга',
    achievements: [
      { code: 'abilympics', points: 2, note: null },
      { code: 'professionals', points: 0.5, note: null },
    ],
  });
  nobody = await insertApplicant(server, { last_name: 'Пустов', first_name: 'Лев' });
});
afterAll(() => server.close());

describe('AutoRating/getApplicationsByPerson', () => {
  it("lists the applicant's applications by priority with college, programme, speciality, stored status and their achievement points", async () => {
    const design = await programId('54.02.01-100200-1');
    const systems = await programId('09.02.07-100054-1');
    await insertApplication(server, person, { collegeId: colleges.godovikov, programId: design, priority: 2, status: 'RISK', averageMark: 4.25, consent: true });
    await insertApplication(server, person, { collegeId: colleges.svyaz, programId: systems, priority: 1, averageMark: 4.8, originalDocuments: true });
    // A programme since removed from the catalogue: the application stays, without it.
    await insertApplication(server, person, { collegeId: colleges.tsaritsyno, programId: null, priority: 3, status: 'NA' });
    const reply = await call(server, analyst, 'AutoRating/getApplicationsByPerson', { personId: person });
    expect(reply, JSON.stringify(reply)).toMatchObject({ success: true });
    expect(reply.data).toEqual([
      {
        id: expect.any(Number),
        college: { id: colleges.svyaz, name: 'Колледж связи № 54' },
        program: { id: systems, code: '09.02.07-100054-1', name: 'Информационные системы и программирование' },
        speciality: { code: '09.02.07', name: expect.any(String) },
        priority: 1,
        status: 'OK',
        average_mark: 4.8,
        achievement_points: 2.5,
        original_documents: true,
        consent: false,
        submitted_at: '2026-08-20T10:00:00.000Z',
        updated_at: '2026-08-21T10:00:00.000Z',
      },
      expect.objectContaining({ priority: 2, status: 'RISK', average_mark: 4.25, consent: true, program: expect.objectContaining({ code: '54.02.01-100200-1' }), speciality: expect.objectContaining({ code: '54.02.01' }) }),
      expect.objectContaining({ priority: 3, status: 'NA', average_mark: null, program: null, speciality: null, college: { id: colleges.tsaritsyno, name: expect.stringContaining('Царицыно') } }),
    ]);
    expect(await call(server, analyst, 'Abiturient/GetAbiturient', { id: person })).toMatchObject({ data: { counts: { applications: 3 } } });
  });

  it('answers an empty list for an applicant without applications, NOT_FOUND for an unknown one', async () => {
    expect(await call(server, analyst, 'AutoRating/getApplicationsByPerson', { personId: nobody })).toMatchObject({ success: true, data: [] });
    expect(await call(server, analyst, 'AutoRating/getApplicationsByPerson', { personId: 999_999 })).toMatchObject({ success: false, data: 'NOT_FOUND' });
  });
});

describe('Abiturient/Bail', () => {
  it('lists guarantee letters newest first, the speciality named from its code', async () => {
    await insertGuaranteeLetter(server, person, { collegeId: colleges.svyaz, number: 'ГП-2026/001', issuedAt: new Date('2026-07-01T10:00:00Z'), specialityCode: '09.02.07', validUntil: '2026-08-31', status: 'done' });
    await insertGuaranteeLetter(server, person, { collegeId: colleges.godovikov, number: 'ГП-2026/077', issuedAt: new Date('2026-08-15T10:00:00Z'), status: 'onwork', comment: 'Ждём подпись директора' });
    const reply = await call(server, analyst, 'Abiturient/Bail', { personId: person });
    expect(reply, JSON.stringify(reply)).toMatchObject({ success: true });
    expect(reply.data).toEqual([
      { id: expect.any(Number), number: 'ГП-2026/077', college: { id: colleges.godovikov, name: 'Политехнический колледж им. Н. Н. Годовикова' }, speciality: null, status: 'onwork', issued_at: '2026-08-15T10:00:00.000Z', valid_until: null, comment: 'Ждём подпись директора' },
      { id: expect.any(Number), number: 'ГП-2026/001', college: { id: colleges.svyaz, name: 'Колледж связи № 54' }, speciality: { code: '09.02.07', name: expect.stringMatching(/\S/) }, status: 'done', issued_at: '2026-07-01T10:00:00.000Z', valid_until: '2026-08-31', comment: null },
    ]);
    expect(await call(server, analyst, 'Abiturient/Bail', { personId: nobody })).toMatchObject({ success: true, data: [] });
    expect(await call(server, analyst, 'Abiturient/Bail', { personId: 999_999 })).toMatchObject({ success: false, data: 'NOT_FOUND' });
  });
});

describe('Abiturient/Events', () => {
  it('lists registrations newest event first, with the event, its organization and attendance', async () => {
    const openDay = await insertCareerEvent(server, { title: 'День открытых дверей', startsAt: new Date('2026-05-20T12:00:00Z'), place: 'ул. Связистов, 1', organizationId: colleges.svyaz });
    const festival = await insertCareerEvent(server, { title: 'Фестиваль профессий', format: 'combined', status: 'pending', startsAt: new Date('2026-10-05T08:00:00Z') });
    await insertRegistration(server, person, openDay, { attended: true, registeredAt: new Date('2026-05-01T10:00:00Z') });
    await insertRegistration(server, person, festival);
    const reply = await call(server, analyst, 'Abiturient/Events', { personId: person });
    expect(reply, JSON.stringify(reply)).toMatchObject({ success: true });
    expect(reply.data).toEqual([
      {
        id: expect.any(Number),
        event: { id: festival, title: 'Фестиваль профессий', format: 'combined', status: 'pending', starts_at: '2026-10-05T08:00:00.000Z', place: null, organization: null },
        registered_at: '2026-08-25T10:00:00.000Z',
        attended: null,
        ticket_token: expect.stringMatching(/^[0-9a-f-]{36}$/),
      },
      expect.objectContaining({ event: expect.objectContaining({ id: openDay, organization: { id: colleges.svyaz, name: 'Колледж связи № 54' }, place: 'ул. Связистов, 1' }), attended: true, registered_at: '2026-05-01T10:00:00.000Z' }),
    ]);
    expect(await call(server, analyst, 'Abiturient/GetAbiturient', { id: person })).toMatchObject({ data: { counts: { applications: 3, bail: 2, events: 2 } } });
  });

  it('refuses an unknown applicant, a bad id and a caller without the record', async () => {
    expect(await call(server, analyst, 'Abiturient/Events', { personId: 999_999 })).toMatchObject({ success: false, data: 'NOT_FOUND' });
    expect(await call(server, analyst, 'Abiturient/Events', { personId: -1 })).toMatchObject({ success: false, data: 'INVALID_PARAMS' });
    const queue = (await signedInAs(server, 'queue', ['Оператор очереди'])).token;
    for (const action of ['Abiturient/Events', 'Abiturient/Bail', 'AutoRating/getApplicationsByPerson']) {
      expect(await call(server, queue, action, { personId: person })).toMatchObject({ success: false, data: 'ACCESS_DENIED' });
    }
  });
});
