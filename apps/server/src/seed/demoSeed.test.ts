import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { applicantListItem } from '@abitura/contracts';
import { nextProcessingStatus, type ProcessingStatus, type WorkendResult } from '@abitura/contracts/vocabulary';
import { asc, count, eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { verifyPassword } from '../auth/passwords.js';
import { ensureDefaultRoles, upsertPermissions } from '../bootstrap.js';
import type { Database } from '../db/open.js';
import { openTestDatabase } from '../../test/databaseTemplate.js';
import {
  abiturientApplications,
  abiturientHistory,
  admissionSeasons,
  competitiveGroups,
  entranceTestAssignments,
  entranceTestSessions,
  abiturientInteractions,
  abiturients,
  auditLog,
  callbacks,
  careerEvents,
  educationPrograms,
  eventRegistrations,
  groupPermissions,
  guaranteeLetters,
  mailOutbox,
  privilegeGroups,
  roles,
  userGroups,
  userRoles,
  users,
} from '../db/schema/index.js';
import { contactText, selectListRows, toListItem } from '../domain/contingent/applicantRows.js';
import { isWeekend, MOSCOW_OFFSET_MS, moscowDay } from '@abitura/contracts/moscowTime';
import { checkStoredPhonesIn } from '../domain/phones/checkStoredPhones.js';
import { rowsOf } from '../db/rows.js';
import { endOf, mainSeasonYear, seasonCalendar } from './admission/seasonCalendar.js';
import { APPLICANTS_PER_SIZE } from './contingent/planApplicants.js';
import { EVENTS_PER_SIZE } from './contingent/careerEvents.js';
import { readDemoCredentials } from './demoCredentials.js';
import { DEMO_STEPS, demoSeedNeeded, seedDemo } from './demoSeed.js';
import type { DemoStep } from './demoStep.js';
import { DEMO_GROUPS, DEMO_ROLE_COUNTS, planDemoUsers, privilegeGroupsStep, staffStep } from './demoUsers.js';
import { createRandom } from './prng.js';
import { HISTORY_DAYS, signInHistoryStep } from './signInHistory.js';
import { agreesInGender, parseFullName } from './russianNames.js';

/** Cheap scrypt for the fixtures; what is checked is who gets seeded, not hashing speed. */
const FAST = { N: 2 ** 10, r: 8, p: 1 };
const log = pino({ level: 'silent' });
/**
 * The steps that make the staff (groups, accounts, their sign-in history): tests of staff and
 * credentials skip the registry, the 5000 applicants, the calls and the queue.
 */
const STAFF_STEPS = DEMO_STEPS.filter((step) => step === privilegeGroupsStep || step === staffStep || step === signInHistoryStep);

const open: Database[] = [];
let dataDir: string;

async function freshDatabase(): Promise<Database> {
  const { database } = await openTestDatabase();
  open.push(database);
  await database.migrate();
  await upsertPermissions(database.db);
  await ensureDefaultRoles(database.db);
  return database;
}

async function staff(database: Database) {
  return database.db
    .select({ login: users.login, fullName: users.fullName, email: users.email, status: users.status, role: roles.name })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .orderBy(asc(users.id));
}

function countByRole(rows: Array<{ role: string; status: string }>, status = 'active'): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const row of rows.filter((entry) => entry.status === status)) counts[row.role] = (counts[row.role] ?? 0) + 1;
  return counts;
}

beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'abitura-demo-seed-'));
});
afterEach(async () => {
  await Promise.all(open.splice(0).map((database) => database.close()));
  await rm(dataDir, { recursive: true, force: true });
});

describe('demo staff plan', () => {
  it('is the same for the same seed and differs for another', () => {
    expect(planDemoUsers(createRandom(1), 1)).toEqual(planDemoUsers(createRandom(1), 1));
    expect(planDemoUsers(createRandom(1), 1)).not.toEqual(planDemoUsers(createRandom(2), 1));
  });

  it('gives unique logins and names that agree in gender, and avoids logins already taken', () => {
    const plans = planDemoUsers(createRandom(9), 5);
    expect(new Set(plans.map((plan) => plan.login)).size).toBe(plans.length);
    expect(new Set(plans.map((plan) => plan.fullName)).size).toBe(plans.length);
    for (const plan of plans) {
      const name = parseFullName(plan.fullName, plan.gender);
      expect(name && agreesInGender(name), `${plan.fullName} (${plan.gender})`).toBe(true);
      expect(plan.login).toMatch(/^[a-z]\.([a-z]\.)?[a-z]+\d*$/);
      expect(plan.email).toBe(`${plan.login}@college.example`);
    }
    const first = planDemoUsers(createRandom(9), 1)[0]?.login as string;
    expect(planDemoUsers(createRandom(9), 1, new Set([first.toUpperCase()]))[0]?.login).not.toBe(first);
  });
});

// Each case migrates a fresh embedded database and hashes a password per role: under the parallel
// load of `npm test` (server suites, journeys and builds on two cores) that can pass 30 s.
describe('seedDemo', { timeout: 120_000 }, () => {
  it('creates every role at size 1, plus a new and a suspended account, and the privilege groups', async () => {
    const database = await freshDatabase();
    const result = await seedDemo(database.db, { size: 1, dataDir, log, scrypt: FAST, steps: STAFF_STEPS });
    expect(result.seeded).toBe(true);
    expect(result.users).toBe(16);

    const rows = await staff(database);
    expect(countByRole(rows)).toEqual({
      Администратор: 1,
      Куратор: 2,
      Сопровождающий: 3,
      'Оператор колл-центра': 3,
      'Оператор очереди': 2,
      'Приёмная комиссия': 2,
      Аналитик: 1,
    });
    expect(countByRole(rows, 'new')).toEqual({ Сопровождающий: 1 });
    expect(countByRole(rows, 'suspended')).toEqual({ 'Оператор колл-центра': 1 });

    const groups = await database.db.select({ id: privilegeGroups.id, name: privilegeGroups.name }).from(privilegeGroups);
    expect(groups.map((group) => group.name).sort()).toEqual(DEMO_GROUPS.map((group) => group.name).sort());
    const onDuty = groups.find((group) => group.name === 'Дежурные по приёму');
    const granted = await database.db.select({ permission: groupPermissions.permission }).from(groupPermissions).where(eq(groupPermissions.groupId, onDuty?.id ?? -1));
    expect(granted.map((row) => row.permission).sort()).toEqual(['viewCallCard', 'viewInteractionCalendar']);
    const members = await database.db.select().from(userGroups).where(eq(userGroups.groupId, onDuty?.id ?? -1));
    expect(members).toHaveLength(2);
  });

  it('gives active colleagues two weeks of office-hours sign-ins before today, ending in their last sign-in', async () => {
    const database = await freshDatabase();
    await seedDemo(database.db, { size: 1, dataDir, log, scrypt: FAST, steps: STAFF_STEPS });
    const signIns = await database.db.select().from(auditLog).where(eq(auditLog.action, 'User/AccountLogin'));
    const people = await database.db.select({ id: users.id, status: users.status, lastLoginAt: users.lastLoginAt }).from(users);
    const today = moscowDay(Date.now());
    expect(signIns.length).toBeGreaterThan(HISTORY_DAYS * 5);
    for (const entry of signIns) {
      const day = moscowDay(entry.at.getTime());
      expect(day).toBeGreaterThanOrEqual(today - HISTORY_DAYS);
      expect(day).toBeLessThan(today);
      const minute = Math.floor(((entry.at.getTime() + MOSCOW_OFFSET_MS) % 86_400_000) / 60_000);
      expect(minute).toBeGreaterThanOrEqual(8 * 60 + 30);
      expect(minute).toBeLessThanOrEqual(18 * 60);
      const person = people.find((row) => String(row.id) === entry.entityId);
      expect(person?.status).toBe('active');
      expect(entry.actorId).toBe(person?.id);
    }
    const weekdays = signIns.filter((entry) => !isWeekend(moscowDay(entry.at.getTime()))).length;
    expect(weekdays).toBeGreaterThan(signIns.length / 2);
    for (const person of people.filter((row) => row.lastLoginAt !== null)) {
      const latest = Math.max(...signIns.filter((entry) => entry.entityId === String(person.id)).map((entry) => entry.at.getTime()));
      expect(person.lastLoginAt?.getTime()).toBe(latest);
    }
    expect(people.filter((row) => row.status !== 'active').every((row) => row.lastLoginAt === null)).toBe(true);
  });

  it('knows Saturdays and Sundays', () => {
    // 2026-11-21 is a Saturday, 2026-11-23 a Monday.
    const day = (iso: string) => Math.floor(Date.parse(`${iso}T00:00:00Z`) / 86_400_000);
    expect([day('2026-11-21'), day('2026-11-22')].map(isWeekend)).toEqual([true, true]);
    expect([day('2026-11-23'), day('2026-11-27')].map(isWeekend)).toEqual([false, false]);
  });

  it('scales every count with the size', async () => {
    const database = await freshDatabase();
    await seedDemo(database.db, { size: 2, dataDir, log, scrypt: FAST });
    const rows = await staff(database);
    expect(countByRole(rows)).toEqual(Object.fromEntries(DEMO_ROLE_COUNTS.map(({ role, count }) => [role, count * 2])));
    expect(rows.filter((row) => row.status === 'new')).toHaveLength(2);
    expect(rows.filter((row) => row.status === 'suspended')).toHaveLength(2);
    expect(await database.db.$count(abiturients)).toBe(2 * APPLICANTS_PER_SIZE);
    expect(await database.db.$count(careerEvents)).toBe(2 * EVENTS_PER_SIZE);
  });

  it('seeds the same people on every installation (same seed, same users)', async () => {
    const a = await freshDatabase();
    const b = await freshDatabase();
    const otherDir = await mkdtemp(join(tmpdir(), 'abitura-demo-seed-'));
    try {
      // A step added by a later feature draws from its own generator: the staff stay the same.
      const drawing: DemoStep = {
        name: 'organizations',
        async run({ random }) {
          for (let i = 0; i < 100; i += 1) random.next();
        },
      };
      await seedDemo(a.db, { size: 1, dataDir, log, scrypt: FAST, steps: STAFF_STEPS });
      await seedDemo(b.db, { size: 1, dataDir: otherDir, log, scrypt: FAST, steps: [drawing, ...STAFF_STEPS] });
      expect(await staff(a)).toEqual(await staff(b));
      // ...but not with the same passwords: those are generated per installation.
      expect((await readDemoCredentials(dataDir))?.roles[0]?.password).not.toBe((await readDemoCredentials(otherDir))?.roles[0]?.password);
    } finally {
      await rm(otherDir, { recursive: true, force: true });
    }
  });

  it('writes the credentials file with working passwords, and reuses it for a new database', async () => {
    const first = await freshDatabase();
    const seeded = await seedDemo(first.db, { size: 1, dataDir, log, scrypt: FAST, steps: STAFF_STEPS });
    const file = await readDemoCredentials(dataDir);
    expect(file).toEqual(seeded.credentials);
    expect(file?.roles.flatMap((entry) => entry.accounts)).toHaveLength(16);

    for (const entry of file?.roles ?? []) {
      const login = entry.accounts[0]?.login as string;
      const [row] = await first.db.select({ hash: users.passwordHash }).from(users).where(eq(users.login, login));
      expect(await verifyPassword(entry.password, row?.hash as string), `${entry.role} ${login}`).toBe(true);
    }

    const second = await freshDatabase();
    await seedDemo(second.db, { size: 1, dataDir, log, scrypt: FAST, steps: STAFF_STEPS });
    const reread = await readDemoCredentials(dataDir);
    expect(reread?.roles.map((entry) => entry.password)).toEqual(file?.roles.map((entry) => entry.password));
    expect(reread?.createdAt).toBe(file?.createdAt);
  });

  it('runs only on a database without users, the bootstrap administrator aside', async () => {
    const database = await freshDatabase();
    await database.db.insert(users).values({ login: 'Root', fullName: 'Администратор', status: 'active', passwordHash: 'x' });
    expect(await demoSeedNeeded(database.db, 'root')).toBe(true);
    expect(await demoSeedNeeded(database.db, null)).toBe(false);
    expect((await seedDemo(database.db, { size: 1, dataDir, log, scrypt: FAST })).seeded).toBe(false);
    expect(await readDemoCredentials(dataDir)).toBeNull();

    const seeded = await seedDemo(database.db, { size: 1, dataDir, log, adminLogin: 'root', scrypt: FAST, steps: STAFF_STEPS });
    expect(seeded.seeded).toBe(true);
    expect(await database.db.select().from(users)).toHaveLength(17);
    expect((await seedDemo(database.db, { size: 1, dataDir, log, adminLogin: 'root', scrypt: FAST })).seeded).toBe(false);
  });

  it('seeds 5000 applicants at size 1, stored as the actions store them, with timelines that reach their processing status', async () => {
    const database = await freshDatabase();
    await seedDemo(database.db, { size: 1, dataDir, log, scrypt: FAST });
    const { db } = database;
    expect(await db.$count(abiturients)).toBe(APPLICANTS_PER_SIZE);
    expect(await db.$count(careerEvents)).toBe(EVENTS_PER_SIZE);

    // Every row reads back as the working list's item, and its contact text is what the actions would write.
    const rows = await selectListRows(db).orderBy(asc(abiturients.id));
    for (const row of rows) {
      applicantListItem.parse(toListItem(row));
      expect(row.row.contactText).toBe(contactText(row.row));
      expect(row.schoolName).not.toBeNull();
    }
    const curators = await db
      .selectDistinct({ role: roles.name })
      .from(abiturients)
      .innerJoin(userRoles, eq(userRoles.userId, abiturients.curatorId))
      .innerJoin(roles, eq(roles.id, userRoles.roleId));
    expect(curators.map((row) => row.role).sort()).toEqual(['Куратор', 'Сопровождающий']);
    const curated = rows.filter((row) => row.curatorName !== null).length / rows.length;
    expect(curated).toBeGreaterThan(0.3);
    expect(curated).toBeLessThan(0.5);

    // Replaying each timeline's system entries through the state machine gives the stored status.
    const timeline = await db
      .select({ id: abiturientInteractions.abiturientId, type: abiturientInteractions.type, result: abiturientInteractions.result, at: abiturientInteractions.occurredAt, authorId: abiturientInteractions.authorId })
      .from(abiturientInteractions)
      .orderBy(asc(abiturientInteractions.abiturientId), asc(abiturientInteractions.occurredAt), asc(abiturientInteractions.id));
    const replayed = new Map<number, ProcessingStatus | null>();
    const latest = new Map<number, number>();
    for (const entry of timeline) {
      if (!replayed.has(entry.id)) expect(entry.type).toBe('added');
      latest.set(entry.id, entry.at.getTime());
      if (!['added', 'work', 'workend', 'wait'].includes(entry.type)) continue;
      const move = nextProcessingStatus(replayed.get(entry.id) ?? null, entry.type as 'added', (entry.result ?? undefined) as WorkendResult | undefined);
      expect(move.ok).toBe(true);
      if (move.ok) replayed.set(entry.id, move.status);
    }
    for (const { row } of rows) {
      expect(replayed.get(row.id)).toBe(row.processingStatus);
      expect(row.lastInteractionAt?.getTime()).toBe(latest.get(row.id));
    }
    const staffIds = new Set((await db.select({ id: users.id }).from(users)).map((user) => user.id));
    expect(timeline.every((entry) => entry.authorId === null || staffIds.has(entry.authorId))).toBe(true);
    const byStatus = await db.select({ status: abiturients.processingStatus, n: count() }).from(abiturients).groupBy(abiturients.processingStatus);
    const share = (status: string) => (byStatus.find((row) => row.status === status)?.n ?? 0) / APPLICANTS_PER_SIZE;
    expect(share('not_processed')).toBeCloseTo(0.45, 1);
    expect(share('in_progress')).toBeCloseTo(0.25, 1);
    expect(share('work_done')).toBeCloseTo(0.15, 1);

    // Applications go to programmes of the college named; letters, registrations and history are there.
    const [mismatched] = await db
      .select({ n: count() })
      .from(abiturientApplications)
      .innerJoin(educationPrograms, eq(educationPrograms.id, abiturientApplications.programId))
      .where(sql`${educationPrograms.organizationId} <> ${abiturientApplications.collegeId}`);
    expect(mismatched?.n).toBe(0);
    await expectAdmissionSeeded(db);
    expect(await db.$count(guaranteeLetters)).toBeGreaterThan(APPLICANTS_PER_SIZE * 0.05);
    expect(await db.$count(eventRegistrations)).toBeGreaterThan(APPLICANTS_PER_SIZE * 0.15);
    expect(await db.$count(abiturientHistory, eq(abiturientHistory.action, 'create'))).toBe(APPLICANTS_PER_SIZE);
    const [questionnaires] = await db.select({ n: count() }).from(abiturients).where(sql`${abiturients.flags} @> '{"has_questionnaire": true}' and jsonb_array_length(${abiturients.surveyAnswers}) >= 5`);
    expect((questionnaires?.n ?? 0) / APPLICANTS_PER_SIZE).toBeCloseTo(0.15, 1);

    await expectCallCentreSeeded(db);

    // Every phone of the demo (applicants, organizations, contacts, staff) reads by the phone fields' rule.
    const phones = await checkStoredPhonesIn(db);
    expect(phones.found, JSON.stringify(phones.items)).toBe(0);
    expect(phones.checked).toBeGreaterThan(APPLICANTS_PER_SIZE);
  });

  it('runs the steps in order in one transaction: a failing step leaves no users behind', async () => {
    const database = await freshDatabase();
    const seen: string[] = [];
    const failing: DemoStep = {
      name: 'failing',
      async run({ state }) {
        seen.push(`failing after ${state.users.length} users`);
        throw new Error('step failed');
      },
    };
    await expect(seedDemo(database.db, { size: 1, dataDir, log, scrypt: FAST, steps: [...DEMO_STEPS, failing] })).rejects.toThrow('step failed');
    expect(seen).toEqual(['failing after 16 users']);
    // Rolled back: the next start seeds again from scratch, with the passwords already on file.
    expect(await database.db.select().from(users)).toHaveLength(0);
    expect(await database.db.$count(abiturients)).toBe(0);
    expect(await demoSeedNeeded(database.db)).toBe(true);
    expect(await readDemoCredentials(dataDir)).not.toBeNull();
  });
});

/**
 * The call step's data as the actions would have left it: the operators' calendars filled for
 * the coming days (never on a Sunday), the recall flag set exactly on the people with an open
 * callback, each callback booked by a callbackScheduled entry of its owner naming its time, and
 * the outbox's letters in varied statuses with the fields their status has.
 */
async function expectAdmissionSeeded(db: Database['db']): Promise<void> {
  const year = mainSeasonYear(Date.now());
  const seasons = await db.select().from(admissionSeasons).orderBy(asc(admissionSeasons.year));
  expect(seasons.map((season) => season.year)).toEqual([year - 1, year, year + 1]);
  expect(seasons[1]).toMatchObject(seasonCalendar(year));
  const groupsBySeason = await db.select({ seasonId: competitiveGroups.seasonId, n: count() }).from(competitiveGroups).groupBy(competitiveGroups.seasonId);
  const groupsOf = (index: number) => groupsBySeason.find((row) => row.seasonId === seasons[index]?.id)?.n ?? 0;
  expect(groupsOf(0)).toBeGreaterThan(1000);
  expect(groupsOf(1)).toBe(groupsOf(0));
  expect(groupsOf(2)).toBe(0);
  const applications = await db.$count(abiturientApplications);
  expect(applications).toBeGreaterThan(10_000);
  expect(applications).toBeLessThan(14_000);
  expect(await db.$count(abiturientHistory, eq(abiturientHistory.action, 'application.filed'))).toBe(applications);
  const one = async (query: ReturnType<typeof sql>) => Number(rowsOf<{ n: number | string }>(await db.execute(query))[0]?.n ?? -1);
  // Each application repeats its group's season, college and programme; each filer's timeline tells the statement; consent agrees.
  expect(await one(sql`select count(*) as n from abiturient_applications a join competitive_groups g on g.id = a.group_id where a.season_id <> g.season_id or a.college_id <> g.college_id or a.program_id <> g.program_id or a.season_id <> ${seasons[1]?.id}`)).toBe(0);
  expect(await one(sql`select count(distinct a.abiturient_id) as n from abiturient_applications a where not exists (select 1 from abiturient_interactions i where i.abiturient_id = a.abiturient_id and i.type in ('mosru', 'documentsSubmitted'))`)).toBe(0);
  expect(await one(sql`select count(*) as n from abiturients p where (p.consent->>'status' = 'accepted') <> exists (select 1 from abiturient_applications a where a.abiturient_id = p.id and a.consent)`)).toBe(0);
  expect(await db.$count(entranceTestSessions)).toBeGreaterThan(100);
  expect(await db.$count(entranceTestAssignments)).toBeGreaterThan(500);
  expect(await one(sql`select count(*) as n from entrance_test_assignments t join entrance_test_sessions s on s.id = t.session_id join abiturient_applications a on a.id = t.application_id where s.college_id <> a.college_id`)).toBe(0);
  if (Date.now() > endOf(seasonCalendar(year).testsEnd)) expect(await db.$count(entranceTestAssignments, sql`${entranceTestAssignments.attended} is not null`)).toBeGreaterThan(500);
}

async function expectCallCentreSeeded(db: Database['db']): Promise<void> {
  const now = Date.now();
  const operators = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(sql`${roles.name} = 'Оператор колл-центра' and ${users.status} = 'active'`);
  const rows = await db
    .select({ callback: callbacks, type: abiturientInteractions.type, authorId: abiturientInteractions.authorId, actionData: abiturientInteractions.actionData, personId: abiturientInteractions.abiturientId })
    .from(callbacks)
    .innerJoin(abiturientInteractions, eq(abiturientInteractions.id, callbacks.interactionId));
  for (const operator of operators) {
    const coming = rows.filter(({ callback }) => callback.ownerId === operator.id && callback.status === 'open' && callback.dueAt.getTime() > now);
    expect(new Set(coming.map(({ callback }) => moscowDay(callback.dueAt.getTime()))).size).toBeGreaterThanOrEqual(10);
    expect(rows.some(({ callback }) => callback.ownerId === operator.id && callback.status === 'open' && callback.dueAt.getTime() < now)).toBe(true);
    expect(rows.some(({ callback }) => callback.ownerId === operator.id && callback.status === 'done')).toBe(true);
  }
  for (const { callback, type, authorId, actionData, personId } of rows) {
    expect(new Date(callback.dueAt.getTime() + MOSCOW_OFFSET_MS).getUTCDay()).not.toBe(0);
    expect({ type, authorId, personId, callbackAt: actionData.callbackAt }).toEqual({ type: 'callbackScheduled', authorId: callback.ownerId, personId: callback.abiturientId, callbackAt: callback.dueAt.toISOString() });
    expect(callback.status === 'done').toBe(callback.doneAt !== null);
  }
  const withOpen = new Set(rows.filter(({ callback }) => callback.status === 'open').map(({ callback }) => callback.abiturientId));
  const flagged = await db.select({ id: abiturients.id }).from(abiturients).where(sql`${abiturients.flags} @> '{"recall": true}'::jsonb`);
  expect(flagged.length).toBeGreaterThan(0);
  expect(new Set(flagged.map((row) => row.id))).toEqual(withOpen);

  const letters = await db.select().from(mailOutbox);
  const statuses = new Set(letters.map((letter) => letter.status));
  for (const status of ['done', 'fail', 'wait', 'block', 'decline', 'pending']) expect(statuses, status).toContain(status);
  expect(letters.filter((letter) => letter.status === 'done').length).toBeGreaterThan(letters.length / 2);
  for (const letter of letters) {
    expect(letter.to).toMatch(/\.example$/);
    expect(letter.kind).toBe('call-centre');
    expect(letter.abiturientId).not.toBeNull();
    expect(letter.text).toContain('Колл-центр приёмной кампании');
    expect(letter.sentAt !== null).toBe(letter.status === 'done');
    if (letter.status === 'wait') expect(letter.nextAttemptAt?.getTime()).toBeGreaterThan(now - 60_000);
    if (letter.status === 'pending') expect(letter.nextAttemptAt).not.toBeNull();
    if (['fail', 'wait', 'block'].includes(letter.status)) expect(letter.lastError).toMatch(/\S/);
  }
}
