import type { ParamIssue, ServerErrorCode } from '@abitura/contracts/wire';
import { ERROR_MESSAGES } from '@abitura/contracts/wire';

/**
 * An expected refusal from a handler: it becomes a `success: false` reply with this code and a
 * Russian sentence a person can act on, and rolls back a write.
 */
export class ActionFailure extends Error {
  override readonly name = 'ActionFailure';

  constructor(
    readonly code: ServerErrorCode,
    message: string = ERROR_MESSAGES[code],
    readonly issues?: ParamIssue[],
  ) {
    super(message);
  }
}

export const fail = (code: ServerErrorCode, message?: string, issues?: ParamIssue[]): never => {
  throw new ActionFailure(code, message, issues);
};
