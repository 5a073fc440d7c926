import { SdkError } from './sdkError.js';

/** The request could not be delivered or its answer could not be read (network, HTTP status, bad body). */
export class TransportError extends SdkError {
  override readonly name = 'TransportError';

  constructor(
    message: string,
    readonly transport: 'http' | 'ws',
    context: Record<string, unknown> = {},
    options?: { cause?: unknown; code?: 'TRANSPORT_ERROR' | 'EMPTY_RESPONSE' },
  ) {
    super(options?.code ?? 'TRANSPORT_ERROR', message, { transport, ...context }, options);
  }
}
