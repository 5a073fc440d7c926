import type { ErrorCode, Reply } from '@abitura/contracts/wire';
import { SdkError } from './sdkError.js';

/** The server (or the client on its behalf) answered an action with `success: false`. */
export class ActionError extends SdkError {
  override readonly name: string = 'ActionError';

  constructor(
    code: ErrorCode,
    message: string,
    readonly action: string,
    readonly requestId?: string,
    readonly reply?: Reply,
  ) {
    super(code, message, { action, requestId });
  }
}
