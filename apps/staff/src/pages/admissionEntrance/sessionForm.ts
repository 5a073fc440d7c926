/**
 * The session form (new and edit): college, test type, start (a Moscow date and 24-hour time),
 * building of the college and room, capacity, the pass mark of a points-scored test (hidden and
 * sent as null for pass/fail) and examiners, checked by the contract's rules before sending
 * (Admission/SaveTestSession, the whole session each time). One requestId per opening of the
 * dialog, kept across a retry. The values are named as the contract names them, so the server's
 * issues land on their fields.
 */
import type { TestSession } from '@abitura/contracts';
import { DEFAULT_PASS_POINTS, entranceTestScoring, MAX_TEST_POINTS, type EntranceTestTypeId } from '@abitura/contracts/vocabulary';
import { admissionCall, type AdmissionClient } from '../../models/admissionService.js';
import { moscowInstant, moscowLocal } from '../../models/calendarDates.js';
import { outcomeOf } from '../../models/failure.js';
import { checkText, orNull } from '../../models/fieldChecks.js';
import { createFormModel, type FieldError, type FieldErrors } from '../../models/formModel.js';

export interface SessionValues {
  college_id: { id: number; name: string } | null;
  /** '' until chosen. */
  test_type: EntranceTestTypeId | '';
  /** The picker's Moscow 'YYYY-MM-DDTHH:mm'. */
  starts_at: string;
  building_id: number | null;
  room: string;
  capacity: number | null;
  pass_points: number | null;
  examiner_ids: readonly number[];
}

export const SESSION_FIELDS = ['college_id', 'test_type', 'starts_at', 'building_id', 'room', 'capacity', 'pass_points', 'examiner_ids'] as const satisfies readonly (keyof SessionValues)[];

export function sessionValues(session: TestSession | null, defaults: { college: { id: number; name: string } | null; type: EntranceTestTypeId | null } = { college: null, type: null }): SessionValues {
  if (!session) {
    return {
      college_id: defaults.college,
      test_type: defaults.type ?? '',
      starts_at: '',
      building_id: null,
      room: '',
      capacity: 30,
      pass_points: defaults.type !== null && entranceTestScoring(defaults.type) === 'points' ? DEFAULT_PASS_POINTS : null,
      examiner_ids: [],
    };
  }
  return {
    college_id: session.college,
    test_type: session.test_type,
    starts_at: moscowLocal(session.starts_at),
    building_id: session.building?.id ?? null,
    room: session.room ?? '',
    capacity: session.capacity,
    pass_points: session.pass_points,
    examiner_ids: session.examiners.map((examiner) => examiner.id),
  };
}

/** Whether the pass mark is asked: only for a points-scored test. */
export function asksPassPoints(values: Pick<SessionValues, 'test_type'>): boolean {
  return values.test_type !== '' && entranceTestScoring(values.test_type) === 'points';
}

export function validateSession(values: SessionValues): FieldErrors<SessionValues> {
  const errors: FieldErrors<SessionValues> = {};
  const add = (field: keyof SessionValues, error: FieldError | undefined) => {
    if (error) errors[field] = error;
  };
  add('college_id', values.college_id === null ? { key: 'required' } : undefined);
  add('test_type', values.test_type === '' ? { key: 'required' } : undefined);
  add('starts_at', values.starts_at === '' ? { key: 'required' } : moscowInstant(values.starts_at) === null ? { key: 'date' } : undefined);
  add('room', checkText(values.room, { max: 50 }));
  add('capacity', values.capacity === null ? { key: 'required' } : !Number.isInteger(values.capacity) || values.capacity < 1 || values.capacity > 1000 ? { key: 'capacity' } : undefined);
  if (asksPassPoints(values)) {
    add('pass_points', values.pass_points === null ? { key: 'required' } : values.pass_points < 0 || values.pass_points > MAX_TEST_POINTS ? { key: 'passPoints', values: { max: MAX_TEST_POINTS } } : undefined);
  }
  add('examiner_ids', values.examiner_ids.length > 10 ? { key: 'examiners' } : undefined);
  return errors;
}

export function sessionPayload(values: SessionValues, seasonId: number, id: number | undefined) {
  return {
    ...(id === undefined ? {} : { id }),
    season_id: seasonId,
    college_id: values.college_id?.id ?? 0,
    test_type: values.test_type as EntranceTestTypeId,
    starts_at: moscowInstant(values.starts_at) ?? values.starts_at,
    building_id: values.building_id,
    room: orNull(values.room),
    capacity: values.capacity ?? 0,
    pass_points: asksPassPoints(values) ? values.pass_points : null,
    examiner_ids: [...values.examiner_ids],
  };
}

export type SessionFormModel = ReturnType<typeof createSessionForm>;

export function createSessionForm(client: AdmissionClient, seasonId: number, session: TestSession | null, requestId: string, defaults?: Parameters<typeof sessionValues>[1]) {
  return createFormModel<SessionValues, TestSession>({
    initial: sessionValues(session, defaults),
    validate: validateSession,
    send: (values) => admissionCall(client, 'Admission/SaveTestSession', sessionPayload(values, seasonId, session?.id), { requestId }).then(outcomeOf),
  });
}
