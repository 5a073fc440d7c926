import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { flushPromises } from '@abitura/ui/testing';
import { createEntranceModel, LIVE_RELOAD_MS, queryFromView, viewFromQuery } from './entranceModel.js';
import { changedRows, issuesByRow, resultParams, rowProblem, withAttendance, withResult } from './resultDrafts.js';
import { sessionPayload, sessionValues, validateSession } from './sessionForm.js';
import { createSessionModel } from './sessionModel.js';
import { admissionSeason, testAssignment, testSession } from '../../testing/admissionRecords.js';
import { admissionStandIn } from '../../testing/admissionStandIn.js';

const SEASON = admissionSeason(3, 2026);

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the entrance page model', () => {
  it('reads the view from the address and lists the sessions of the season, college and type, following the season live', async () => {
    expect(viewFromQuery('season=3&college=12&type=5399582&session=31')).toEqual({ season: 3, college: 12, type: 5399582, session: 31 });
    expect(viewFromQuery('type=42&college=x')).toEqual({ season: null, college: null, type: null, session: null });
    const stand = admissionStandIn({ 'Admission/ListSeasons': () => ({ data: [SEASON] }), 'Admission/ListTestSessions': () => ({ data: [testSession()] }) });
    const addresses: string[] = [];
    const model = createEntranceModel({ client: stand.client, onQuery: (query) => addresses.push(query), now: () => Date.parse('2026-07-01T10:00:00Z') });
    model.applyQuery('college=12&type=5399582');
    await vi.waitFor(() => expect(model.loaded.value).toBe(true));
    expect(stand.paramsOf('Admission/ListTestSessions')).toEqual([{ season_id: 3, college_id: 12, test_type: 5399582 }]);
    expect(model.sessions.value).toHaveLength(1);
    const reread = vi.fn();
    model.onLiveChange(reread);
    stand.topics.get('admission.season.3')?.({}, 'admission.season.3');
    vi.advanceTimersByTime(LIVE_RELOAD_MS);
    await flushPromises();
    expect(stand.paramsOf('Admission/ListTestSessions')).toHaveLength(2);
    expect(reread).toHaveBeenCalledTimes(1);
    model.openSessionId(31);
    expect(addresses.at(-1)).toBe(queryFromView({ season: null, college: 12, type: 5399582, session: 31 }));
    expect(model.openSession.value?.id).toBe(31);
    model.setType(null);
    expect(addresses.at(-1)).toBe('college=12');
    model.dispose();
    expect(stand.topics.size).toBe(0);
  });

  it('deletes a session with its requestId; a refusal keeps it listed', async () => {
    let refuse = true;
    const stand = admissionStandIn({
      'Admission/ListSeasons': () => ({ data: [SEASON] }),
      'Admission/ListTestSessions': () => ({ data: refuse ? [testSession()] : [] }),
      'Admission/DeleteTestSession': () => (refuse ? { message: 'У испытания уже есть результаты: удалить его нельзя.', page_code: 409, data: { code: 'CONFLICT' } } : { data: { id: 31 } }),
    });
    const model = createEntranceModel({ client: stand.client, now: () => Date.parse('2026-07-01T10:00:00Z') });
    model.applyQuery('');
    await vi.waitFor(() => expect(model.loaded.value).toBe(true));
    const refused = await model.deleteSession({ id: 31 }, 'd-1');
    expect(refused.ok ? null : refused.failure.message).toBe('У испытания уже есть результаты: удалить его нельзя.');
    expect(model.sessions.value).toHaveLength(1);
    refuse = false;
    expect((await model.deleteSession({ id: 31 }, 'd-1')).ok).toBe(true);
    expect(model.sessions.value).toHaveLength(0);
    expect(stand.calls.filter((call) => call.todo === 'Admission/DeleteTestSession').map((call) => call.requestId)).toEqual(['d-1', 'd-1']);
  });
});

describe('the session form', () => {
  it('asks the pass mark only for a points-scored test and sends the start as a Moscow instant', () => {
    const values = { ...sessionValues(null, { college: { id: 12, name: 'Колледж связи № 54' }, type: 5399582 }), starts_at: '2026-07-10T10:00', building_id: 5, room: ' 214 ' };
    expect(values.pass_points).toBe(50);
    expect(validateSession(values)).toEqual({});
    expect(sessionPayload(values, 3, undefined)).toEqual({ season_id: 3, college_id: 12, test_type: 5399582, starts_at: '2026-07-10T10:00:00+03:00', building_id: 5, room: '214', capacity: 30, pass_points: 50, examiner_ids: [] });
    const passFail = { ...values, test_type: 5399584 as const, pass_points: null };
    expect(validateSession(passFail)).toEqual({});
    expect(sessionPayload({ ...passFail, pass_points: 70 }, 3, 31)).toMatchObject({ id: 31, pass_points: null });
    expect(validateSession({ ...values, college_id: null, starts_at: '', capacity: 0, pass_points: null })).toEqual({
      college_id: { key: 'required' },
      starts_at: { key: 'required' },
      capacity: { key: 'capacity' },
      pass_points: { key: 'required' },
    });
    expect(sessionValues(testSession()).starts_at).toBe('2026-07-10T10:00');
  });
});

describe('the results sheet', () => {
  const rows = [testAssignment({ id: 1 }), testAssignment({ id: 2 }), testAssignment({ id: 3, attended: true, points: 70, passed: true })];

  it('marks someone absent without a result, a result as come, and sends only the changed rows', () => {
    const absent = withAttendance({ attended: true, passed: null, points: 40 }, false);
    expect(absent).toEqual({ attended: false, passed: null, points: null });
    expect(withResult({ attended: null, passed: null, points: null }, { points: 85 })).toEqual({ attended: true, passed: null, points: 85 });
    const drafts = { 1: { attended: true, passed: null, points: 85 }, 2: absent, 3: { attended: true, passed: true, points: 70 } };
    expect(changedRows(rows, drafts).map((row) => row.id)).toEqual([1, 2]);
    expect(resultParams(31, 'points', changedRows(rows, drafts), drafts).params).toEqual({
      session_id: 31,
      results: [
        { assignment_id: 1, attended: true, passed: null, points: 85 },
        { assignment_id: 2, attended: false, passed: null, points: null },
      ],
    });
    expect(rowProblem({ attended: true, passed: null, points: 120 })).toEqual({ key: 'pointsRange' });
    expect(rowProblem({ attended: null, passed: true, points: null })).toEqual({ key: 'attendanceFirst' });
    expect(issuesByRow([{ path: 'results.1.attended', message: 'У неявившегося не может быть результата' }], [rows[0]!, rows[1]!])).toEqual({ 2: { text: 'У неявившегося не может быть результата' } });
  });

  it('keeps the edits and shows the problem per row on a refusal, and takes the server\'s rows on success', async () => {
    let refuse = true;
    const saved = { session: testSession({ attended: 1, results: 1 }), assignments: [testAssignment({ id: 1, attended: true, points: 85, passed: true }), testAssignment({ id: 2 })] };
    const stand = admissionStandIn({
      'Admission/GetTestSession': () => ({ data: { session: testSession(), assignments: [testAssignment({ id: 1 }), testAssignment({ id: 2 })] } }),
      'Admission/RecordTestResults': () => (refuse ? { message: 'Неверные параметры', page_code: 400, data: { code: 'INVALID_PARAMS', issues: [{ path: 'results.0.points', message: 'Баллы не больше 100' }] } } : { data: saved }),
    });
    const onSession = vi.fn();
    const model = createSessionModel({ client: stand.client, sessionId: 31, onSession });
    await model.load();
    const [first] = model.assignments.value;
    model.edit(first!, withResult(model.draftFor(first!), { points: 85 }));
    const refused = await model.saveResults('s-1');
    expect(refused?.ok).toBe(false);
    expect(model.problems.value).toEqual({ 1: { text: 'Баллы не больше 100' } });
    expect(model.changed.value.map((row) => row.id)).toEqual([1]);
    expect(model.draftFor(first!).points).toBe(85);
    refuse = false;
    expect(await model.saveResults('s-1')).toEqual({ ok: true, value: 1 });
    expect(stand.calls.filter((call) => call.todo === 'Admission/RecordTestResults').map((call) => call.requestId)).toEqual(['s-1', 's-1']);
    expect(model.changed.value).toEqual([]);
    expect(model.assignments.value[0]?.points).toBe(85);
    expect(onSession).toHaveBeenLastCalledWith(saved.session);
  });

  it('assigns, unassigns, assigns automatically and sends letters through their actions', async () => {
    const stand = admissionStandIn({
      'Admission/GetTestSession': () => ({ data: { session: testSession(), assignments: [testAssignment({ id: 1 }), testAssignment({ id: 2 })] } }),
      'Admission/ListTestCandidates': () => ({ data: { items: [], total: 0 } }),
      'Admission/AssignToSession': () => ({ data: { assigned: 2, session: testSession({ assigned: 4 }) } }),
      'Admission/UnassignFromSession': () => ({ data: { session: testSession({ assigned: 1 }) } }),
      'Admission/AutoAssignTests': () => ({ data: { assigned: 3, unplaced: 0 } }),
      'Admission/SendTestLetters': () => ({ data: { queued: 2, without_email: 0, already_sent: 0 } }),
    });
    const model = createSessionModel({ client: stand.client, sessionId: 31 });
    await model.load();
    await model.candidates(' Иван ');
    expect(stand.paramsOf('Admission/ListTestCandidates')).toEqual([{ session_id: 31, search: 'Иван' }]);
    expect(await model.assign([601, 602], 'a-1')).toEqual({ ok: true, value: 2 });
    await model.unassign({ id: 2 }, 'u-1');
    expect(model.assignments.value.map((row) => row.id)).toEqual([1]);
    expect(model.session.value?.assigned).toBe(1);
    await model.autoAssign('x-1');
    await model.sendLetters('invitation', 'l-1');
    expect(stand.paramsOf('Admission/AssignToSession')).toEqual([{ session_id: 31, application_ids: [601, 602] }]);
    expect(stand.paramsOf('Admission/UnassignFromSession')).toEqual([{ assignment_id: 2 }]);
    expect(stand.paramsOf('Admission/AutoAssignTests')).toEqual([{ season_id: 3, college_id: 12, test_type: 5399582 }]);
    expect(stand.paramsOf('Admission/SendTestLetters')).toEqual([{ session_id: 31, kind: 'invitation' }]);
  });
});
