/**
 * The applicants' history entries of their applications, as the admission handlers write them
 * (names agreed in issue 24): 'application.filed' naming the application and its group, then an
 * 'application.moved' entry for each move that brought it to its state.
 */
import { FUNDING_KINDS, type ApplicationState } from '@abitura/contracts/vocabulary';
import type { AdmissionPlan, ApplicationPlan, GroupPlan } from './admissionWorld.js';

export interface HistoryRow {
  abiturientId: number;
  at: Date;
  actorId: number | null;
  action: string;
  changes: Array<{ field: string; before: unknown; after: unknown }>;
}

/** How the history names a group: college · programme code and name · funding. */
export function groupWords(group: GroupPlan, college: string, program: { code: string; name: string }): string {
  return `${college} · ${program.code} ${program.name} · ${FUNDING_KINDS.find((kind) => kind.value === group.funding)?.label ?? group.funding}`;
}

/** The moves from 'submitted' to a state (none for submitted and draft). */
function movesTo(state: ApplicationState): Array<[ApplicationState, ApplicationState]> {
  if (state === 'accepted') return [['submitted', 'accepted']];
  if (state === 'enrolled') return [['submitted', 'accepted'], ['accepted', 'enrolled']];
  if (state === 'withdrawn' || state === 'rejected') return [['submitted', state]];
  return [];
}

/**
 * `ids`: the written applications' ids, in plan order; `applicantIds`: the world's applicants'
 * ids; `words`: each group's words, by group index; the moves are recorded by the clerk who took
 * the statement, or a member of the committee.
 */
export function planHistory(plan: AdmissionPlan, ids: readonly number[], applicantIds: readonly number[], words: (group: number) => string, committee: readonly number[]): HistoryRow[] {
  const rows: HistoryRow[] = [];
  plan.applications.forEach((application: ApplicationPlan, i) => {
    const id = ids[i] as number;
    const abiturientId = applicantIds[application.applicant] as number;
    const clerk = application.createdBy ?? (committee.length > 0 ? (committee[i % committee.length] as number) : null);
    rows.push({ abiturientId, at: application.submittedAt, actorId: application.createdBy, action: 'application.filed', changes: [{ field: 'application', before: null, after: { id, group: words(application.group) } }] });
    const moves = movesTo(application.state);
    const from = application.submittedAt.getTime();
    const to = application.updatedAt.getTime();
    moves.forEach(([before, after], m) => {
      // The last move is the last change; an acceptance before an enrolment comes halfway.
      const at = m === moves.length - 1 ? to : Math.round((from + to) / 2);
      const changes: HistoryRow['changes'] = [{ field: 'application_id', before: null, after: id }, { field: 'state', before, after }];
      if (after === 'rejected') changes.push({ field: 'rejection_reason', before: null, after: application.rejectionReason });
      rows.push({ abiturientId, at: new Date(at), actorId: clerk, action: 'application.moved', changes });
    });
  });
  return rows;
}
