/**
 * The demo's admission campaign, planned from the world without a database: the seasons and
 * their groups, the main season's applications as the contingent's timelines tell them, the
 * entrance tests, what became of each application by today, and the problems validation finds.
 */
import type { Random } from '../prng.js';
import type { AdmissionPlan, AdmissionWorld } from './admissionWorld.js';
import { competitionStatuses, decideStates, renumberPriorities, testOutcomes } from './applicationOutcomes.js';
import { planGroups, planSeasons } from './planGroups.js';
import { planFiledApplications } from './planApplications.js';
import { applyValueProblems, chooseValueProblems, plant, PLANTED, startPlanting, unrecord } from './plantProblems.js';
import { planAssignments, planSessions } from './planTests.js';
import { mainSeasonYear, seasonPhase, startOf } from './seasonCalendar.js';

const DAY = 86_400_000;

export function planAdmission(random: Random, world: AdmissionWorld): AdmissionPlan {
  const { now, size } = world;
  const { seasons, main } = planSeasons(mainSeasonYear(now));
  const phase = seasonPhase(main, now);
  const groups = planGroups(random.fork('groups'), world.programs, main.year, size);
  const filing = random.fork('applications');
  const applications = planFiledApplications(filing, world, groups, main);
  // While filing goes on, some of the last few days' paper statements are still being typed in (drafts).
  if (phase === 'filing') {
    for (const application of applications) {
      if (application.filingMethod !== 'mosru' && application.submittedAt.getTime() > now - 7 * DAY && application.priority === 1 && !application.consent && filing.chance(0.4)) application.state = 'draft';
    }
  }
  const drafts = new Set(applications.flatMap((application) => (application.state === 'draft' ? [application.applicant] : [])));
  for (const application of applications) if (drafts.has(application.applicant)) application.state = 'draft';

  const problems = random.fork('problems');
  const needsTest = (i: number) => groups[applications[i]?.group as number]?.testType !== null;
  const planting = startPlanting(world.applicants, applications, needsTest);
  for (const a of drafts) planting.taken.add(a);
  const notAssigned = new Set(plant(problems, planting, 'testNotAssigned', PLANTED.testNotAssigned * size, applications, needsTest));

  const tests = random.fork('tests');
  const sessions = planSessions(tests, world, groups, main);
  const assignments = planAssignments(tests, world, groups, applications, sessions, notAssigned);
  const recorded = new Set(assignments.flatMap((assignment) => (assignment.recordedAt !== null ? [assignment.application] : [])));
  unrecord(assignments, new Set(plant(problems, planting, 'testNotRecorded', PLANTED.testNotRecorded * size, applications, (i) => recorded.has(i))));
  chooseValueProblems(problems, planting, world.applicants, applications, main, size, needsTest);

  const outcomes = testOutcomes(applications, groups, assignments);
  decideStates({ random: random.fork('states'), now, season: main, phase }, world.applicants, applications, groups, outcomes, planting.live);
  renumberPriorities(applications);
  applyValueProblems(problems, planting, applications, Math.min(now, startOf(main.enrolmentDate)) - 3_600_000);
  competitionStatuses(world.applicants, applications, groups, outcomes);
  return { seasons, main, groups, applications, sessions, assignments };
}
