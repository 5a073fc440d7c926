import { z } from 'zod';
import { MAX_TEST_POINTS } from './vocabulary/entranceTests.js';
import { defineAction } from './defineAction.js';
import { entityId, noParams, optionalText } from './fields.js';
import { entranceTestType } from './admissionSeasons.js';

/**
 * Entrance-test sessions of a season (issue 24): a test type at a college, at a time, in a
 * building and room of the registry, with its capacity and examiners; the applications of groups
 * holding that test are assigned to sessions, by hand or by filing date, and get their attendance
 * and result (points or pass/fail, as the type says). Invitations and results go out as letters.
 */

const isoDateTime = z.iso.datetime({ offset: true });
const ref = z.object({ id: entityId, name: z.string() });

export const testSession = z.object({
  id: entityId,
  season_id: entityId,
  college: ref,
  test_type: entranceTestType,
  starts_at: isoDateTime,
  building: z.object({ id: entityId, name: z.string(), address: z.string() }).nullable(),
  room: z.string().nullable(),
  capacity: z.number().int().positive(),
  /** The pass mark of a points-scored test; null for pass/fail. */
  pass_points: z.number().int().nullable(),
  examiners: z.array(ref),
  assigned: z.number().int().nonnegative(),
  attended: z.number().int().nonnegative(),
  results: z.number().int().nonnegative(),
  invitations_sent_at: isoDateTime.nullable(),
  results_sent_at: isoDateTime.nullable(),
});
export type TestSession = z.infer<typeof testSession>;

export const listTestSessions = defineAction({
  name: 'Admission/ListTestSessions',
  permission: 'viewAdmission',
  kind: 'read',
  params: z.object({ season_id: entityId, college_id: entityId.optional(), test_type: entranceTestType.optional() }).strict(),
  result: z.array(testSession),
  summary: "A season's entrance-test sessions by time, with how many are assigned, came and have results.",
});

export const saveTestSession = defineAction({
  name: 'Admission/SaveTestSession',
  permission: 'manageAdmission',
  kind: 'write',
  params: z
    .object({
      id: entityId.optional(),
      season_id: entityId,
      college_id: entityId,
      test_type: entranceTestType,
      starts_at: isoDateTime,
      building_id: entityId.nullable(),
      room: optionalText(50),
      capacity: z.number({ error: 'Вместимость: целое число' }).int('Вместимость: целое число').min(1, 'Вместимость не меньше 1').max(1000, 'Вместимость не больше 1000'),
      pass_points: z.number().int().min(0).max(MAX_TEST_POINTS).nullable().default(null),
      examiner_ids: z.array(entityId).max(10).default([]),
    })
    .strict(),
  result: testSession,
  summary: "Creates a session (no id) or changes it: the building must be the college's, the time within the season's test dates, the capacity not below those assigned. Audited.",
});

export const deleteTestSession = defineAction({
  name: 'Admission/DeleteTestSession',
  permission: 'manageAdmission',
  kind: 'write',
  params: z.object({ id: entityId }).strict(),
  result: z.object({ id: entityId }),
  summary: 'Deletes a session without results (its assignments go back to the unassigned); one with results is CONFLICT. Audited.',
});

export const testAssignment = z.object({
  id: entityId,
  application_id: entityId,
  applicant: z.object({ id: entityId, fullname: z.string(), birth_date: z.iso.date().nullable(), email: z.string().nullable() }),
  group: z.object({ id: entityId, program: z.string(), funding: z.enum(['budget', 'paid']) }),
  attended: z.boolean().nullable(),
  passed: z.boolean().nullable(),
  points: z.number().nullable(),
  invited_at: isoDateTime.nullable(),
});
export type TestAssignment = z.infer<typeof testAssignment>;

export const getTestSession = defineAction({
  name: 'Admission/GetTestSession',
  permission: 'viewAdmission',
  kind: 'read',
  params: z.object({ id: entityId }).strict(),
  result: z.object({ session: testSession, assignments: z.array(testAssignment) }),
  summary: 'A session with its assigned applicants by name, their attendance and results (the result sheet reads it).',
});

export const testCandidate = z.object({
  application_id: entityId,
  applicant: z.object({ id: entityId, fullname: z.string(), birth_date: z.iso.date().nullable() }),
  group: z.object({ id: entityId, program: z.string(), funding: z.enum(['budget', 'paid']) }),
  submitted_at: isoDateTime,
});

export const listTestCandidates = defineAction({
  name: 'Admission/ListTestCandidates',
  permission: 'viewAdmission',
  kind: 'read',
  params: z.object({ session_id: entityId, search: z.string().trim().max(100).optional() }).strict(),
  result: z.object({ items: z.array(testCandidate), total: z.number().int().nonnegative() }),
  summary: "Live applications that need the session's test at its college and have no session yet, by filing date (at most 200).",
});

export const assignToSession = defineAction({
  name: 'Admission/AssignToSession',
  permission: 'manageAdmission',
  kind: 'write',
  params: z.object({ session_id: entityId, application_ids: z.array(entityId).min(1).max(200) }).strict(),
  result: z.object({ assigned: z.number().int().nonnegative(), session: testSession }),
  summary: "Assigns applications to a session; all or nothing: refused when one does not need the session's test, already has a session, or the session would be over capacity. Audited.",
});

export const autoAssignTests = defineAction({
  name: 'Admission/AutoAssignTests',
  permission: 'manageAdmission',
  kind: 'write',
  params: z.object({ season_id: entityId, college_id: entityId.optional(), test_type: entranceTestType.optional() }).strict(),
  result: z.object({ assigned: z.number().int().nonnegative(), unplaced: z.number().int().nonnegative() }),
  summary: 'Assigns every unassigned application that needs a test to the earliest future session of its college and test with room, in filing order; reports how many found no room. Audited.',
});

export const unassignFromSession = defineAction({
  name: 'Admission/UnassignFromSession',
  permission: 'manageAdmission',
  kind: 'write',
  params: z.object({ assignment_id: entityId }).strict(),
  result: z.object({ session: testSession }),
  summary: 'Takes an application off its session; refused (CONFLICT) once a result is recorded. Audited.',
});

export const recordTestResults = defineAction({
  name: 'Admission/RecordTestResults',
  permission: 'manageAdmission',
  kind: 'write',
  params: z
    .object({
      session_id: entityId,
      results: z
        .array(
          z
            .object({
              assignment_id: entityId,
              attended: z.boolean(),
              /** For a pass/fail test. */
              passed: z.boolean().nullable().default(null),
              /** For a points-scored test. */
              points: z.number().min(0).max(MAX_TEST_POINTS).nullable().default(null),
            })
            .strict()
            .refine((value) => value.attended || (value.passed === null && value.points === null), { message: 'У неявившегося не может быть результата', path: ['attended'] }),
        )
        .min(1)
        .max(1000),
    })
    .strict(),
  result: z.object({ session: testSession, assignments: z.array(testAssignment) }),
  summary: "Records attendance and results of a session's applicants (points or pass/fail, as the test type says; the pass of points follows the session's pass mark). A failed or missed test makes the application ineligible. History and audit.",
});

export const sendTestLetters = defineAction({
  name: 'Admission/SendTestLetters',
  permission: 'manageAdmission',
  kind: 'write',
  params: z.object({ session_id: entityId, kind: z.enum(['invitation', 'result']) }).strict(),
  result: z.object({ queued: z.number().int().nonnegative(), without_email: z.number().int().nonnegative(), already_sent: z.number().int().nonnegative() }),
  summary: 'Queues invitations (time, place, what to bring) or results to the session\'s applicants through the outbox and its templates; each applicant gets each letter once. Audited.',
});

export const listExaminers = defineAction({
  name: 'Admission/ListExaminers',
  permission: 'viewAdmission',
  kind: 'read',
  params: noParams,
  result: z.array(z.object({ id: entityId, name: z.string() })),
  summary: 'Active staff who may examine: those holding an admission permission, by name.',
});

export const entranceTestContracts = [
  listTestSessions,
  saveTestSession,
  deleteTestSession,
  getTestSession,
  listTestCandidates,
  assignToSession,
  autoAssignTests,
  unassignFromSession,
  recordTestResults,
  sendTestLetters,
  listExaminers,
] as const;
