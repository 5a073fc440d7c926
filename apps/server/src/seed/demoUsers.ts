import type { PermissionKey } from '@abitura/contracts';
import { eq, inArray, sql } from 'drizzle-orm';
import { groupPermissions, privilegeGroups, roles, userGroups, userRoles, users } from '../db/schema/index.js';
import type { DemoStep, DemoUserPlan } from './demoStep.js';
import type { Random } from './prng.js';
import { fullName, randomRussianName, transliterate } from './russianNames.js';

/** Demo staff per role at ABITURA_DEMO_SIZE=1; a larger size multiplies every count. */
export const DEMO_ROLE_COUNTS: ReadonlyArray<{ readonly role: string; readonly count: number }> = [
  { role: 'Администратор', count: 1 },
  { role: 'Куратор', count: 2 },
  { role: 'Сопровождающий', count: 3 },
  { role: 'Оператор колл-центра', count: 3 },
  { role: 'Оператор очереди', count: 2 },
  { role: 'Приёмная комиссия', count: 2 },
  { role: 'Аналитик', count: 1 },
];

/**
 * Per size unit, accounts besides the active ones, so the restricted screens can be shown: a new
 * colleague who must set a password first (status new) and one whose access is suspended.
 */
export const DEMO_RESTRICTED: ReadonlyArray<{ readonly role: string; readonly status: 'new' | 'suspended' }> = [
  { role: 'Сопровождающий', status: 'new' },
  { role: 'Оператор колл-центра', status: 'suspended' },
];

/** Privilege groups and, per role, how many of its first active users (per size unit) join. */
export const DEMO_GROUPS: ReadonlyArray<{
  readonly name: string;
  readonly description: string;
  readonly permissions: readonly PermissionKey[];
  readonly members: Readonly<Record<string, number>>;
}> = [
  {
    name: 'Дежурные по приёму',
    description: 'Принимают звонки и ведут календарь в дни открытых дверей',
    permissions: ['viewCallCard', 'viewInteractionCalendar'],
    members: { 'Приёмная комиссия': 1, 'Оператор очереди': 1 },
  },
  {
    name: 'Добавление абитуриентов',
    description: 'Могут заводить абитуриентов через расширенный поиск',
    permissions: ['viewSearchContingentV2'],
    members: { Сопровождающий: 1, 'Оператор колл-центра': 1 },
  },
  {
    name: 'Анкетирование и профнавигация',
    description: 'Работа с анкетами МЭШ и мероприятиями профнавигации',
    permissions: ['viewSurveyMsh', 'viewProfnavigation'],
    members: { 'Приёмная комиссия': 1, 'Оператор колл-центра': 1 },
  },
];

export const DEMO_EMAIL_DOMAIN = 'college.example';

/** Staff are mostly women in Russian colleges' admissions offices; the demo follows suit. */
const FEMALE_SHARE = 0.65;

/** Every role the demo gives accounts to, in the order of DEMO_ROLE_COUNTS. */
export const DEMO_ROLE_NAMES: readonly string[] = DEMO_ROLE_COUNTS.map((entry) => entry.role);

/**
 * The demo staff, decided by `random` alone (and the logins already taken): the same generator
 * state gives the same people. Logins are the first name's initial and the surname
 * ('a.ivanova'), then with the patronymic's initial ('a.s.ivanova'), then numbered.
 */
export function planDemoUsers(random: Random, size: number, taken: ReadonlySet<string> = new Set()): DemoUserPlan[] {
  if (!Number.isInteger(size) || size < 1) throw new RangeError(`demo size must be a whole number from 1; got ${size}`);
  const logins = new Set([...taken].map((login) => login.toLowerCase()));
  const names = new Set<string>();
  const plans: DemoUserPlan[] = [];

  const person = (role: string, status: DemoUserPlan['status'], groups: string[]): DemoUserPlan => {
    let name = randomRussianName(random, random.chance(FEMALE_SHARE) ? 'female' : 'male');
    while (names.has(fullName(name))) name = randomRussianName(random, name.gender);
    names.add(fullName(name));
    const first = transliterate(name.firstName)[0] ?? 'x';
    const surname = transliterate(name.surname);
    const candidates = [`${first}.${surname}`, `${first}.${transliterate(name.patronymic)[0] ?? 'x'}.${surname}`];
    let login = candidates.find((candidate) => !logins.has(candidate));
    for (let n = 2; login === undefined; n += 1) if (!logins.has(`${first}.${surname}${n}`)) login = `${first}.${surname}${n}`;
    logins.add(login);
    return { login, fullName: fullName(name), email: `${login}@${DEMO_EMAIL_DOMAIN}`, gender: name.gender, role, status, groups };
  };

  for (const { role, count } of DEMO_ROLE_COUNTS) {
    for (let index = 0; index < count * size; index += 1) {
      const groups = DEMO_GROUPS.filter((group) => index < (group.members[role] ?? 0) * size).map((group) => group.name);
      plans.push(person(role, 'active', groups));
    }
  }
  for (let unit = 0; unit < size; unit += 1) {
    for (const { role, status } of DEMO_RESTRICTED) plans.push(person(role, status, []));
  }
  return plans;
}

/** Seed step: the demo privilege groups with their permissions. */
export const privilegeGroupsStep: DemoStep = {
  name: 'privilege-groups',
  async run({ db, state }) {
    for (const group of DEMO_GROUPS) {
      const [row] = await db
        .insert(privilegeGroups)
        .values({ name: group.name, description: group.description })
        .onConflictDoNothing()
        .returning({ id: privilegeGroups.id });
      if (row) {
        await db.insert(groupPermissions).values(group.permissions.map((permission) => ({ groupId: row.id, permission })));
        state.groups.set(group.name, row.id);
        continue;
      }
      // An administrator made a group of this name already: the demo users join it as it is.
      const [existing] = await db.select({ id: privilegeGroups.id }).from(privilegeGroups).where(eq(sql`lower(${privilegeGroups.name})`, group.name.toLowerCase()));
      if (existing) state.groups.set(group.name, existing.id);
    }
  },
};

/** Seed step: the demo staff, with their roles and groups; passwords are their role's. */
export const staffStep: DemoStep = {
  name: 'staff',
  async run({ db, random, size, state, passwordHash, log }) {
    const existing = await db.select({ login: users.login }).from(users);
    const plans = planDemoUsers(random, size, new Set(existing.map((row) => row.login)));
    const roleRows = await db.select({ id: roles.id, name: roles.name }).from(roles).where(inArray(roles.name, [...DEMO_ROLE_NAMES]));
    const roleIds = new Map(roleRows.map((row) => [row.name, row.id]));
    const missing = DEMO_ROLE_NAMES.filter((name) => !roleIds.has(name));
    if (missing.length > 0) throw new Error(`demo seed: the roles ${missing.join(', ')} do not exist (the default roles were changed)`);

    log.info({ users: plans.length }, 'demo seed: hashing the demo passwords (scrypt, one time; a few seconds)');
    const hashes = await Promise.all(plans.map((plan) => passwordHash(plan.role)));
    for (const [index, plan] of plans.entries()) {
      const [row] = await db
        .insert(users)
        .values({ login: plan.login, fullName: plan.fullName, email: plan.email, status: plan.status, passwordHash: hashes[index] as string })
        .returning({ id: users.id });
      const id = (row as { id: number }).id;
      await db.insert(userRoles).values({ userId: id, roleId: roleIds.get(plan.role) as number });
      const groupIds = plan.groups.map((name) => state.groups.get(name)).filter((groupId): groupId is number => groupId !== undefined);
      if (groupIds.length > 0) await db.insert(userGroups).values(groupIds.map((groupId) => ({ userId: id, groupId })));
      state.users.push({ ...plan, id });
    }
  },
};
