/**
 * Entrance tests of the main season: for each college and test type its groups hold, two to four
 * sittings spread over the test dates in one of its buildings, with one or two examiners of the
 * committee; the applications that need a test seated at the first sitting after they filed
 * (as the automatic assignment does, by filing date within capacity), invited, and for sittings
 * that have taken place, attendance and results as the test type scores them.
 */
import { DEFAULT_PASS_POINTS, ENTRANCE_TEST_TYPES, entranceTestScoring, MAX_TEST_POINTS } from '@abitura/contracts/vocabulary';
import { dayStart, isWeekend } from '@abitura/contracts/moscowTime';
import { instantBetween, officeTime } from '../contingent/moments.js';
import type { Random } from '../prng.js';
import type { AdmissionWorld, ApplicationPlan, AssignmentPlan, GroupPlan, SessionPlan } from './admissionWorld.js';
import { dayOf, type SeasonCalendar } from './seasonCalendar.js';

const HOUR = 3_600_000;
const DAY = 86_400_000;
export const ATTENDANCE = 0.9;

const ROOMS: Readonly<Record<string, readonly string[]>> = {
  creative: ['Мастерская 305', 'Актовый зал', 'ауд. 214', 'Студия 118'],
  physical: ['Спортивный зал', 'Малый спортзал', 'Стадион'],
  psychological: ['ауд. 101', 'Кабинет психолога 112', 'ауд. 207'],
};

/** Working days of the test dates split in `count` stretches, one sitting day in each. */
function sittingDays(random: Random, season: SeasonCalendar, count: number): number[] {
  const days: number[] = [];
  for (let day = dayOf(season.testsStart); day <= dayOf(season.testsEnd); day += 1) if (!isWeekend(day)) days.push(day);
  const stretch = days.length / count;
  return Array.from({ length: count }, (_, i) => days[Math.floor(i * stretch + random.next() * stretch)] as number);
}

export function planSessions(random: Random, world: AdmissionWorld, groups: readonly GroupPlan[], season: SeasonCalendar): SessionPlan[] {
  const pairs = new Map<string, { collegeId: number; testType: number }>();
  for (const group of groups) if (group.year === season.year && group.testType !== null) pairs.set(`${group.collegeId}|${group.testType}`, { collegeId: group.collegeId, testType: group.testType });
  const buildings = new Map<number, number[]>();
  for (const building of world.buildings) buildings.set(building.collegeId, [...(buildings.get(building.collegeId) ?? []), building.id]);
  const sessions: SessionPlan[] = [];
  for (const { collegeId, testType } of [...pairs.values()].sort((a, b) => a.collegeId - b.collegeId || a.testType - b.testType)) {
    const kind = ENTRANCE_TEST_TYPES.find((entry) => entry.id === testType)?.kind ?? 'creative';
    const own = buildings.get(collegeId) ?? [];
    const building = own.length > 0 ? random.pick(own) : null;
    const room = random.pick(ROOMS[kind] ?? ['ауд. 101']);
    for (const day of sittingDays(random, season, random.int(2, 4))) {
      const startsAt = dayStart(day).getTime() + random.pick([10, 11, 14]) * HOUR;
      const invitations = officeTime(random, day - random.int(3, 6));
      const results = officeTime(random, day + random.int(1, 3));
      sessions.push({
        collegeId,
        testType,
        startsAt: new Date(startsAt),
        buildingId: building,
        room,
        capacity: random.int(4, 12) * 5,
        passPoints: entranceTestScoring(testType) === 'points' ? DEFAULT_PASS_POINTS : null,
        examinerIds: random.shuffle(world.committee).slice(0, random.int(1, 2)),
        invitationsSentAt: invitations <= world.now ? new Date(invitations) : null,
        resultsSentAt: results <= world.now && random.chance(0.9) ? new Date(results) : null,
      });
    }
  }
  return sessions;
}

/** A result as the test type scores it: points for a creative test (passed at the pass mark), else passed or not. */
function result(random: Random, session: SessionPlan): { passed: boolean; points: number | null } {
  if (session.passPoints === null) return { passed: random.chance(0.87), points: null };
  const centre = 66 + (random.next() + random.next() + random.next() - 1.5) * 40;
  const points = Math.min(MAX_TEST_POINTS, Math.max(0, Math.round(centre)));
  return { passed: points >= session.passPoints, points };
}

/**
 * Seats the applications needing a test (but drafts and `skip`) at their college's first sitting
 * of that type at least two days after they filed, within capacity; a sitting assigned after
 * today stays unassigned, as does one after the last sitting.
 */
export function planAssignments(random: Random, world: AdmissionWorld, groups: readonly GroupPlan[], applications: readonly ApplicationPlan[], sessions: readonly SessionPlan[], skip: ReadonlySet<number>): AssignmentPlan[] {
  const sittings = new Map<string, number[]>();
  sessions.forEach((session, i) => {
    const key = `${session.collegeId}|${session.testType}`;
    sittings.set(key, [...(sittings.get(key) ?? []), i]);
  });
  for (const list of sittings.values()) list.sort((a, b) => (sessions[a] as SessionPlan).startsAt.getTime() - (sessions[b] as SessionPlan).startsAt.getTime());
  const seats = sessions.map((session) => session.capacity);
  const order = applications.map((_, i) => i).sort((a, b) => (applications[a] as ApplicationPlan).submittedAt.getTime() - (applications[b] as ApplicationPlan).submittedAt.getTime() || a - b);
  const assignments: AssignmentPlan[] = [];
  for (const a of order) {
    const application = applications[a] as ApplicationPlan;
    const testType = (groups[application.group] as GroupPlan).testType;
    if (testType === null || skip.has(a) || application.state === 'draft') continue;
    const filed = application.submittedAt.getTime();
    const s = (sittings.get(`${application.collegeId}|${testType}`) ?? []).find((i) => (seats[i] as number) > 0 && (sessions[i] as SessionPlan).startsAt.getTime() >= filed + 2 * DAY);
    if (s === undefined) continue;
    const session = sessions[s] as SessionPlan;
    const starts = session.startsAt.getTime();
    const assignedAt = instantBetween(random, filed + HOUR, Math.min(starts - DAY, filed + 4 * DAY));
    if (assignedAt > world.now) continue;
    seats[s] = (seats[s] as number) - 1;
    const sent = session.invitationsSentAt;
    const invitedAt = sent && sent.getTime() >= assignedAt ? sent : assignedAt + HOUR <= world.now && random.chance(0.8) ? new Date(assignedAt + HOUR) : null;
    const recordedAt = starts + random.int(2, 8) * HOUR;
    const held = recordedAt <= world.now;
    const attended = held ? random.chance(ATTENDANCE) : null;
    const outcome = attended ? result(random, session) : null;
    assignments.push({
      session: s,
      application: a,
      attended,
      // An absentee has not passed: the application cannot compete in the group.
      passed: attended === null ? null : (outcome?.passed ?? false),
      points: outcome?.points ?? null,
      invitedAt,
      resultSentAt: held && session.resultsSentAt ? session.resultsSentAt : null,
      recordedAt: held ? new Date(recordedAt) : null,
      recordedBy: held ? (session.examinerIds[0] ?? null) : null,
      assignedAt: new Date(assignedAt),
    });
  }
  return assignments;
}
