/**
 * Why an applicant stands where they do in the target list. The server stores the order as one
 * number, `target_priority` (apps/server/src/db/schema/contingent.ts): tens for the reason, the
 * call-priority tags first, then the recall flag, then everyone else; plus one when the applicant
 * is not of this campaign's cohort (Moscow ninth-graders of 2025). Lower is called sooner.
 */
export const TARGET_PRIORITY_REASONS = ['callPriority1', 'callPriority2', 'recall', 'campaign'] as const;

export type TargetPriorityReason = (typeof TARGET_PRIORITY_REASONS)[number];

/** The reason behind a stored target priority; a number outside the known tens reads as the nearest one. */
export function targetPriorityReason(priority: number): TargetPriorityReason {
  const tier = Math.min(Math.max(Math.floor(priority / 10), 0), TARGET_PRIORITY_REASONS.length - 1);
  return TARGET_PRIORITY_REASONS[tier] as TargetPriorityReason;
}
