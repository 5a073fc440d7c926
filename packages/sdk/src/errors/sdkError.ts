import type { ErrorCode } from '@abitura/contracts/wire';

/** Base of every error the SDK throws; carries a code a UI can localize and free-form context. */
export class SdkError extends Error {
  override readonly name: string = 'SdkError';
  readonly code: ErrorCode;
  readonly context: Readonly<Record<string, unknown>>;

  constructor(code: ErrorCode, message: string, context: Record<string, unknown> = {}, options?: { cause?: unknown }) {
    super(message, options);
    this.code = code;
    this.context = context;
  }
}
