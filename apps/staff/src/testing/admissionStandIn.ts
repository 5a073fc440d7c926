/**
 * A stand-in for the client's admission service (SPEC section 7) in the admission tests: each
 * operation's handler answers a reply `{message, page_code, data}` (200 and no message unless
 * said), `null` for a lost answer; an operation without a handler is refused, so a test notices a
 * call it did not expect. Every call is kept with its params and requestId, and `subscribe` keeps
 * the topics a page follows so a test can push a change.
 */
import { vi } from 'vitest';
import type { AdmissionReply } from '@abitura/sdk';
import type { AdmissionActionName } from '../models/admissionService.js';

/** A handler's reply: the page code defaults to 200 and the message to none. */
export interface StandInReply {
  message?: string;
  page_code?: number;
  data: unknown;
}

export type AdmissionHandler = (params: never, options?: { requestId?: string }) => StandInReply | null | Promise<StandInReply | null>;

export interface AdmissionCall {
  todo: string;
  params: Record<string, unknown>;
  requestId: string | undefined;
}

type Issues = Array<{ path: string; message: string }>;

/** A success reply with the operation's result. */
export const answer = (data: unknown, message = ''): AdmissionReply => ({ message, page_code: 200, data });

/** A refusal as the admission service answers it: the error code (and the issues of bad params) in `data`. */
export function refusal(code: string, message: string, issues?: Issues, page_code = code === 'INVALID_PARAMS' ? 400 : 409): AdmissionReply {
  return { message, page_code, data: { code, ...(issues ? { issues } : {}) } };
}

export function admissionStandIn(handlers: Partial<Record<AdmissionActionName, AdmissionHandler>>) {
  const calls: AdmissionCall[] = [];
  const topics = new Map<string, (data: unknown, topic: string) => void>();
  const admission = vi.fn(async (todo: string, params?: unknown, options?: { requestId?: string }): Promise<AdmissionReply | null> => {
    calls.push({ todo, params: (params ?? {}) as Record<string, unknown>, requestId: options?.requestId });
    const handler = handlers[todo as AdmissionActionName];
    if (!handler) return refusal('UNKNOWN_ACTION', `No test handler for ${todo}`, undefined, 500);
    const reply = await handler(params as never, options);
    return reply === null ? null : { message: reply.message ?? '', page_code: reply.page_code ?? 200, data: reply.data };
  });
  const subscribe = vi.fn((topic: string, handler: (data: unknown, topic: string) => void) => {
    topics.set(topic, handler);
    return () => topics.delete(topic);
  });
  const callsOf = (todo: AdmissionActionName) => calls.filter((call) => call.todo === todo);
  return {
    client: { admission, subscribe },
    admission,
    calls,
    topics,
    callsOf,
    /** The params of every call of one operation, oldest first. */
    paramsOf: (todo: AdmissionActionName) => callsOf(todo).map((call) => call.params),
    /** A change the server pushes on a topic the page follows. */
    push: (topic: string) => topics.get(topic)?.({}, topic),
  };
}

/** A refusal for `admissionStub`'s handlers, which otherwise answer the bare result. */
export interface Refusal {
  refuse: AdmissionReply;
}

export const refuse = (code: string, message: string, issues?: Issues, page_code?: number): Refusal => ({ refuse: refusal(code, message, issues, page_code) });

export type ResultHandler = (params: never, requestId: string | undefined) => unknown;

const isRefusal = (result: unknown): result is Refusal => typeof result === 'object' && result !== null && 'refuse' in result;

/**
 * The stand-in for tests whose handlers answer the operation's result rather than a reply: the
 * result becomes a 200 reply, a `refuse(...)` a refusal, `null` a lost answer.
 */
export function admissionStub(handlers: Partial<Record<AdmissionActionName, ResultHandler>>) {
  const replying: Partial<Record<AdmissionActionName, AdmissionHandler>> = {};
  for (const [todo, handler] of Object.entries(handlers) as Array<[AdmissionActionName, ResultHandler | undefined]>) {
    if (!handler) continue;
    replying[todo] = async (params, options) => {
      const result = await handler(params, options?.requestId);
      if (result === null) return null;
      return isRefusal(result) ? result.refuse : answer(result);
    };
  }
  return admissionStandIn(replying);
}
