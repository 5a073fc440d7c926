/**
 * What the pages keep of a failed reply: the error code (which the UI translates), the
 * server's Russian sentence (shown as is when the interface is Russian) and the param issues.
 */
import type { ParamIssue, Reply } from '@abitura/contracts/wire';

export interface Failure {
  code: string;
  message: string;
  issues: readonly ParamIssue[];
}

/** An action's result as a value: the models never throw for an expected refusal. */
export type Outcome<T = void> = { ok: true; value: T } | { ok: false; failure: Failure };

export function failureOf(reply: Pick<Reply, 'data' | 'message' | 'issues'>): Failure {
  return {
    code: typeof reply.data === 'string' && reply.data !== '' ? reply.data : 'INTERNAL',
    message: typeof reply.message === 'string' ? reply.message : '',
    issues: reply.issues ?? [],
  };
}

/** The outcome of a reply whose data is the value. */
export function outcomeOf<T>(reply: Reply<T>): Outcome<T> {
  return reply.success ? { ok: true, value: reply.data } : { ok: false, failure: failureOf(reply) };
}
