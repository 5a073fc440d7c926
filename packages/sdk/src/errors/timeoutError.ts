import { SdkError } from './sdkError.js';

/** No answer arrived within the request's time limit. */
export class TimeoutError extends SdkError {
  override readonly name = 'TimeoutError';

  constructor(
    readonly action: string,
    readonly timeoutMs: number,
    readonly requestId?: string,
  ) {
    super('TIMEOUT', `No reply to ${action} within ${timeoutMs} ms`, { action, timeoutMs, requestId });
  }
}
