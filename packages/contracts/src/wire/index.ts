/**
 * The wire: the envelope, the reply and its error codes, the subsystems, and the error catalogue
 * (DESIGN.md section 2). No schemas: the SDK and the device apps carry this without zod.
 */
export type {
  Subsystem,
  ServerErrorCode,
  ClientErrorCode,
  ErrorCode,
  ParamIssue,
  Envelope,
  Reply,
  FailureReply,
  SystemFrame,
} from './types.js';
export { SUBSYSTEMS } from './types.js';
export { ERROR_MESSAGES } from './errorMessages.js';
