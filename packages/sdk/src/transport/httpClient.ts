import ky, { type KyInstance } from 'ky';

/** SPEC section 7: the statuses a generic request is retried on. */
export const RETRY_STATUS_CODES = [408, 409, 425, 429, 500, 502, 503, 504] as const;

/**
 * The generic HTTP client: GET retries once on the statuses above; writes never retry (a repeated
 * write is only safe through the requestId of the action envelope, which the router handles).
 * ky retries only responses it would throw for, so a caller that passes `throwHttpErrors: false`
 * opts out of the retry too.
 */
export function createHttpClient(options: { fetch?: typeof fetch; retryDelayMs?: number } = {}): KyInstance {
  return ky.create({
    ...(options.fetch ? { fetch: options.fetch } : {}),
    retry: {
      limit: 1,
      methods: ['get'],
      statusCodes: [...RETRY_STATUS_CODES],
      ...(options.retryDelayMs === undefined ? {} : { delay: () => options.retryDelayMs as number }),
    },
    timeout: false,
  });
}
