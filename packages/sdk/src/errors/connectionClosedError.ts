import { SdkError } from './sdkError.js';

/** The live connection closed while a request was waiting for its reply; the router re-sends it. */
export class ConnectionClosedError extends SdkError {
  override readonly name = 'ConnectionClosedError';

  constructor(
    readonly requestId: string,
    readonly closeCode?: number,
  ) {
    super('CONNECTION_CLOSED', `The live connection closed before request ${requestId} was answered`, {
      requestId,
      closeCode,
    });
  }
}
