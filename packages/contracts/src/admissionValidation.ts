import { z } from 'zod';
import { ADMISSION_CHECK_CODES, ADMISSION_CHECKS } from './vocabulary/admissionChecks.js';
import { defineAction } from './defineAction.js';
import { entityId, enumValues } from './fields.js';

/**
 * The validation worklist of a season (issue 24): every problem the checks of
 * vocabulary/admissionChecks find in its live applications, computed on each call, so a fixed
 * finding is gone at the next read. Staff screens follow `admission.season.<id>` to re-read
 * when an application of the season changes.
 */

export const admissionCheck = z.enum(enumValues(ADMISSION_CHECKS));
export const checkSeverity = z.enum(['error', 'warning']);

/** What a finding's fix opens: the application, the applicant's priorities, the applicant, or the group. */
export const FINDING_FIXES = ['application', 'priorities', 'applicant', 'group', 'test'] as const;

export const finding = z.object({
  /** Stable while the problem lasts: the check and the ids it is about. */
  key: z.string(),
  check: admissionCheck,
  severity: checkSeverity,
  /** One Russian sentence saying what is wrong. */
  message: z.string(),
  /** The values the sentence names, for the words of other languages. */
  values: z.record(z.string(), z.union([z.string(), z.number()])),
  applicant: z.object({ id: entityId, fullname: z.string() }).nullable(),
  application_id: entityId.nullable(),
  /** Other applications the finding is about (the second consent, the duplicate's). */
  related_application_ids: z.array(entityId),
  group: z.object({ id: entityId, name: z.string() }).nullable(),
  college: z.object({ id: entityId, name: z.string() }).nullable(),
  fix: z.enum(FINDING_FIXES),
});
export type Finding = z.infer<typeof finding>;

export const VALIDATION_SORTS = ['severity', 'check', 'applicant', 'college'] as const;

export const validateSeason = defineAction({
  name: 'Admission/Validate',
  permission: 'viewAdmission',
  kind: 'read',
  params: z
    .object({
      season_id: entityId,
      checks: z.array(admissionCheck).max(ADMISSION_CHECK_CODES.length).optional(),
      severity: checkSeverity.optional(),
      college_id: entityId.optional(),
      sort: z.enum(VALIDATION_SORTS).default('severity'),
      direction: z.enum(['asc', 'desc']).default('asc'),
      page: z.number().int().min(1).max(100_000).default(1),
      /** Up to 1000 for an export. */
      page_size: z.number().int().min(1).max(1000).default(25),
    })
    .strict(),
  result: z.object({
    /** Findings per check over the whole season (before the college and check filters). */
    counts: z.array(z.object({ check: admissionCheck, count: z.number().int().nonnegative() })),
    /** Findings per college, for the filtered checks. */
    colleges: z.array(z.object({ college: z.object({ id: entityId, name: z.string() }), errors: z.number().int().nonnegative(), warnings: z.number().int().nonnegative() })),
    total: z.number().int().nonnegative(),
    items: z.array(finding),
    checked_at: z.iso.datetime({ offset: true }),
  }),
  summary: "Runs every check over a season's live applications and answers the counts per check and per college and one page of findings, each with its sentence and what fixes it.",
});

export const admissionValidationContracts = [validateSeason] as const;
