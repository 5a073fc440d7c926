/**
 * The results sheet's edits, pure: each assigned applicant's attendance and result as typed
 * (points for a points-scored test, passed / failed otherwise), what changed against the server's
 * rows, the problems the contract would refuse (a result for someone absent, points off the
 * scale), the RecordTestResults params, and the server's issues back onto their rows.
 */
import type { TestAssignment } from '@abitura/contracts';
import type { ParamIssue } from '@abitura/contracts/wire';
import { MAX_TEST_POINTS, type EntranceTestScoring } from '@abitura/contracts/vocabulary';

export interface ResultDraft {
  attended: boolean | null;
  passed: boolean | null;
  points: number | null;
}

export type ResultDrafts = Readonly<Record<number, ResultDraft>>;

/** A row's problem: a key of `admissionEntrance:results.problems`, or the server's sentence. */
export type RowProblem = { key: 'absentWithResult' | 'pointsRange' | 'attendanceFirst' } | { text: string };

export function draftOf(assignment: Pick<TestAssignment, 'attended' | 'passed' | 'points'>): ResultDraft {
  return { attended: assignment.attended, passed: assignment.passed, points: assignment.points };
}

function sameDraft(a: ResultDraft, b: ResultDraft): boolean {
  return a.attended === b.attended && a.passed === b.passed && a.points === b.points;
}

/** The rows whose draft differs from the server's. */
export function changedRows(assignments: readonly TestAssignment[], drafts: ResultDrafts): TestAssignment[] {
  return assignments.filter((assignment) => {
    const draft = drafts[assignment.id];
    return draft !== undefined && !sameDraft(draft, draftOf(assignment));
  });
}

/** A row's draft after a change of attendance: someone absent has no result. */
export function withAttendance(draft: ResultDraft, attended: boolean): ResultDraft {
  return attended ? { ...draft, attended } : { attended, passed: null, points: null };
}

/** A result typed or picked marks the applicant as come. */
export function withResult(draft: ResultDraft, result: Partial<Pick<ResultDraft, 'passed' | 'points'>>): ResultDraft {
  return { ...draft, ...result, attended: true };
}

export function rowProblem(draft: ResultDraft): RowProblem | null {
  if (draft.attended === null && (draft.passed !== null || draft.points !== null)) return { key: 'attendanceFirst' };
  if (draft.attended === false && (draft.passed !== null || draft.points !== null)) return { key: 'absentWithResult' };
  if (draft.points !== null && !(Number.isFinite(draft.points) && draft.points >= 0 && draft.points <= MAX_TEST_POINTS)) return { key: 'pointsRange' };
  return null;
}

/** The rows to send: those changed, in the sheet's order, with attendance set. */
export function resultParams(sessionId: number, scoring: EntranceTestScoring, rows: readonly TestAssignment[], drafts: ResultDrafts) {
  const sent = rows.filter((row) => drafts[row.id]?.attended !== null && drafts[row.id] !== undefined);
  return {
    sent,
    params: {
      session_id: sessionId,
      results: sent.map((row) => {
        const draft = drafts[row.id] as ResultDraft;
        return {
          assignment_id: row.id,
          attended: draft.attended as boolean,
          passed: draft.attended && scoring === 'pass_fail' ? draft.passed : null,
          points: draft.attended && scoring === 'points' ? draft.points : null,
        };
      }),
    },
  };
}

/** The server's issues (`results.3.points`) onto the rows sent, by assignment id. */
export function issuesByRow(issues: readonly ParamIssue[], sent: readonly Pick<TestAssignment, 'id'>[]): Record<number, RowProblem> {
  const found: Record<number, RowProblem> = {};
  for (const issue of issues) {
    const match = /^results\.(\d+)/.exec(issue.path);
    const row = match ? sent[Number(match[1])] : undefined;
    if (row && !found[row.id]) found[row.id] = { text: issue.message };
  }
  return found;
}
