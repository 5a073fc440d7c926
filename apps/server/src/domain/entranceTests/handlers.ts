import type { entranceTestContracts } from '@abitura/contracts';
import type { Handlers } from '../../actions/handlerTypes.js';
import { assignToSessionHandler, autoAssignTestsHandler, unassignFromSessionHandler } from './assignments.js';
import { recordTestResultsHandler } from './results.js';
import { deleteTestSessionHandler, saveTestSessionHandler } from './saveSession.js';
import { getTestSessionHandler, listExaminersHandler, listTestCandidatesHandler, listTestSessionsHandler } from './sessionReads.js';
import { sendTestLettersHandler } from './testLetters.js';

/** Entrance tests of a season: sessions, seats, results and letters. */
export const entranceTestHandlers: Handlers<typeof entranceTestContracts> = {
  'Admission/ListTestSessions': listTestSessionsHandler,
  'Admission/SaveTestSession': saveTestSessionHandler,
  'Admission/DeleteTestSession': deleteTestSessionHandler,
  'Admission/GetTestSession': getTestSessionHandler,
  'Admission/ListTestCandidates': listTestCandidatesHandler,
  'Admission/AssignToSession': assignToSessionHandler,
  'Admission/AutoAssignTests': autoAssignTestsHandler,
  'Admission/UnassignFromSession': unassignFromSessionHandler,
  'Admission/RecordTestResults': recordTestResultsHandler,
  'Admission/SendTestLetters': sendTestLettersHandler,
  'Admission/ListExaminers': listExaminersHandler,
};
