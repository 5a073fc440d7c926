import type { ErrorCode, Reply } from '@abitura/contracts/wire';
import { ActionError } from './actionError.js';
import { ValidationError } from './validationError.js';

/** Turns a failed reply into the matching typed error, for callers that prefer exceptions. */
export function errorFromReply(action: string, reply: Reply): ActionError {
  const code = (typeof reply.data === 'string' ? reply.data : 'INTERNAL') as ErrorCode;
  if (code === 'INVALID_PARAMS') {
    return new ValidationError(reply.message, action, reply.issues ?? [], reply.requestId, reply);
  }
  return new ActionError(code, reply.message, action, reply.requestId, reply);
}
