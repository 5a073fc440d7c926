import type { ParamIssue, Reply } from '@abitura/contracts/wire';
import { ActionError } from './actionError.js';

/** INVALID_PARAMS: the action's params did not pass its schema; `issues` says what to fix. */
export class ValidationError extends ActionError {
  override readonly name = 'ValidationError';

  constructor(
    message: string,
    action: string,
    readonly issues: readonly ParamIssue[],
    requestId?: string,
    reply?: Reply,
  ) {
    super('INVALID_PARAMS', message, action, requestId, reply);
  }
}
