/**
 * One test session as a signal model: the session and its assigned applicants (GetTestSession),
 * the results sheet's edits kept until saved (kept on a refusal, with the problem per row), the
 * candidates to assign, and the session's writes: assign, unassign, automatic assignment, results
 * and letters. Each write carries the requestId of the person's intention, made when the action
 * starts and kept across a retry. No React here.
 */
import { batch, computed, signal } from '@preact/signals-react';
import type { TestAssignment, TestSession } from '@abitura/contracts';
import { entranceTestScoring } from '@abitura/contracts/vocabulary';
import { admissionCall, type AdmissionClient, type AdmissionResult } from '../../models/admissionService.js';
import { failureOf, outcomeOf, type Failure, type Outcome } from '../../models/failure.js';
import { createLoadedResource } from '../../models/loadedResource.js';
import { changedRows, draftOf, issuesByRow, resultParams, rowProblem, type ResultDraft, type ResultDrafts, type RowProblem } from './resultDrafts.js';

export type SessionView = AdmissionResult<'Admission/GetTestSession'>;
export type LetterKind = 'invitation' | 'result';

export interface SessionModelOptions {
  client: AdmissionClient;
  sessionId: number;
  /** The session changed (its counts): the list shows it. */
  onSession?: (session: TestSession) => void;
}

export type SessionModel = ReturnType<typeof createSessionModel>;

export function createSessionModel({ client, sessionId, onSession }: SessionModelOptions) {
  const resource = createLoadedResource<SessionView | null>(() => admissionCall(client, 'Admission/GetTestSession', { id: sessionId }), null);
  const drafts = signal<ResultDrafts>({});
  const problems = signal<Readonly<Record<number, RowProblem>>>({});
  const saving = signal(false);
  const saveFailure = signal<Failure | null>(null);

  const session = computed(() => resource.value.value?.session ?? null);
  const assignments = computed<readonly TestAssignment[]>(() => resource.value.value?.assignments ?? []);
  const scoring = computed(() => entranceTestScoring(session.value?.test_type ?? 0));
  const changed = computed(() => changedRows(assignments.value, drafts.value));

  /** A new answer for the session: its edits not yet saved stay. */
  const apply = (view: SessionView) => {
    resource.value.value = view;
    onSession?.(view.session);
  };
  const applySession = (next: TestSession) => {
    const current = resource.value.peek();
    if (current) resource.value.value = { ...current, session: next };
    onSession?.(next);
  };

  return {
    ...resource,
    session,
    assignments,
    scoring,
    drafts,
    problems,
    saving,
    saveFailure,
    changed,
    /** A row's values as shown: the edit, else the server's. */
    draftFor(assignment: TestAssignment): ResultDraft {
      return drafts.value[assignment.id] ?? draftOf(assignment);
    },
    edit(assignment: TestAssignment, next: ResultDraft): void {
      batch(() => {
        drafts.value = { ...drafts.peek(), [assignment.id]: next };
        if (problems.peek()[assignment.id]) {
          const rest = { ...problems.peek() };
          delete rest[assignment.id];
          problems.value = rest;
        }
      });
    },
    /** Saves every changed row; on a refusal the edits stay with the problem per row. */
    async saveResults(requestId: string): Promise<Outcome<number> | null> {
      const current = session.peek();
      const rows = changed.peek();
      if (!current || rows.length === 0 || saving.peek()) return null;
      const found: Record<number, RowProblem> = {};
      for (const row of rows) {
        const problem = rowProblem(drafts.peek()[row.id] as ResultDraft);
        if (problem) found[row.id] = problem;
      }
      if (Object.keys(found).length > 0) {
        problems.value = found;
        return { ok: false, failure: { code: 'INVALID_PARAMS', message: '', issues: [] } };
      }
      const { sent, params } = resultParams(current.id, scoring.peek(), rows, drafts.peek());
      if (sent.length === 0) return null;
      batch(() => {
        saving.value = true;
        saveFailure.value = null;
      });
      const reply = await admissionCall(client, 'Admission/RecordTestResults', params, { requestId });
      return batch((): Outcome<number> => {
        saving.value = false;
        if (!reply.success) {
          const failure = failureOf(reply);
          problems.value = issuesByRow(failure.issues, sent);
          saveFailure.value = failure;
          return { ok: false, failure };
        }
        // The saved rows take the server's values; rows edited but not sent keep their edits.
        const rest = { ...drafts.peek() };
        for (const row of sent) delete rest[row.id];
        drafts.value = rest;
        problems.value = {};
        apply(reply.data);
        return { ok: true, value: sent.length };
      });
    },
    discardEdits(): void {
      batch(() => {
        drafts.value = {};
        problems.value = {};
        saveFailure.value = null;
      });
    },
    async candidates(search: string) {
      const trimmed = search.trim();
      return outcomeOf(await admissionCall(client, 'Admission/ListTestCandidates', { session_id: sessionId, ...(trimmed === '' ? {} : { search: trimmed }) }));
    },
    async assign(applicationIds: readonly number[], requestId: string): Promise<Outcome<number>> {
      const outcome = outcomeOf(await admissionCall(client, 'Admission/AssignToSession', { session_id: sessionId, application_ids: [...applicationIds] }, { requestId }));
      if (!outcome.ok) return outcome;
      applySession(outcome.value.session);
      await resource.load();
      return { ok: true, value: outcome.value.assigned };
    },
    async unassign(assignment: Pick<TestAssignment, 'id'>, requestId: string): Promise<Outcome<TestSession>> {
      const outcome = outcomeOf(await admissionCall(client, 'Admission/UnassignFromSession', { assignment_id: assignment.id }, { requestId }));
      if (!outcome.ok) return outcome;
      const current = resource.value.peek();
      if (current) resource.value.value = { session: outcome.value.session, assignments: current.assignments.filter((row) => row.id !== assignment.id) };
      onSession?.(outcome.value.session);
      return { ok: true, value: outcome.value.session };
    },
    /** Assigns the unassigned of the season (this session's college and test) to sessions with room. */
    async autoAssign(requestId: string) {
      const current = session.peek();
      if (!current) return null;
      const outcome = outcomeOf(await admissionCall(client, 'Admission/AutoAssignTests', { season_id: current.season_id, college_id: current.college.id, test_type: current.test_type }, { requestId }));
      if (outcome.ok) await resource.load();
      return outcome;
    },
    async sendLetters(kind: LetterKind, requestId: string) {
      const outcome = outcomeOf(await admissionCall(client, 'Admission/SendTestLetters', { session_id: sessionId, kind }, { requestId }));
      if (outcome.ok) await resource.load();
      return outcome;
    },
  };
}
