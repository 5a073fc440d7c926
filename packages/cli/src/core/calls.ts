import { isUnreachable, type ActionName, type ActionParams, type ActionResult, type Client, type Reply } from '@abitura/sdk';
import { findContract } from '@abitura/contracts';
import { CliError, EXIT } from './exitCodes.js';
import type { Io } from './io.js';

/** Codes that mean the session, not the request, is the problem: sign in again. */
const SIGNED_OUT = new Set<unknown>(['TOKEN_INACTIVE', 'LOGGED_OUT']);
/** Codes of a request the server understood and refused: the input is what to fix. */
const REFUSED_INPUT = new Set<unknown>(['INVALID_PARAMS', 'NOT_FOUND', 'CONFLICT', 'PAYLOAD_TOO_LARGE', 'UNKNOWN_ACTION']);

/** The permission an action needs, as the catalogue names it, for the access-denied sentence. */
function permissionOf(action: string): string {
  const rule = findContract(action)?.permission;
  return typeof rule === 'string' ? rule : '';
}

/**
 * The CLI's sentence and exit code for a failed reply. The server's own message is the specific
 * fix (it names the field, the conflicting login, the missing record) but is Russian: in Russian
 * it is shown as it is, in English after the localized meaning of its code.
 */
export function replyError(io: Io, server: string, action: string, reply: Reply): CliError {
  const { t } = io;
  if (isUnreachable(reply)) return new CliError(EXIT.server, t('error.unreachable', { server }));
  if (SIGNED_OUT.has(reply.data)) return new CliError(EXIT.server, t('error.signedOut', { server }));
  if (reply.data === 'ACCESS_DENIED') {
    const permission = permissionOf(action);
    return new CliError(EXIT.server, permission ? t('error.deniedPermission', { action, permission }) : t('error.denied', { action }));
  }
  const issues = (reply.issues ?? []).map((issue) => `  ${issue.path || '-'}: ${issue.message}`);
  const serverSays = reply.message?.trim() ?? '';
  const code = typeof reply.data === 'string' ? reply.data : 'INTERNAL';
  const meaning = REFUSED_INPUT.has(code) ? t('error.refused', { action, code }) : t('error.server', { action, code });
  const sentence = io.locale === 'ru' && serverSays !== '' ? serverSays : [meaning, serverSays && t('error.serverSays', { message: serverSays })].filter(Boolean).join(' ');
  return new CliError(REFUSED_INPUT.has(code) ? EXIT.usage : EXIT.server, [sentence, ...issues].join('\n'));
}

/** What a handler calls the server with: resolves with the data, throws a CliError on failure. */
export interface Caller {
  readonly sdk: Client;
  readonly server: string;
  run<A extends ActionName>(action: A, params: ActionParams<A>, options?: { requestId?: string }): Promise<ActionResult<A>>;
  /** The reply as it came (for callers that treat a refusal as an outcome, not an error). */
  reply<A extends ActionName>(action: A, params: ActionParams<A>): Promise<Reply<ActionResult<A>>>;
}

export function createCaller(sdk: Client, server: string, io: Io): Caller {
  return {
    sdk,
    server,
    async run(action, params, options) {
      const reply = await sdk.call(action, params, options?.requestId ? { requestId: options.requestId } : undefined);
      if (!reply.success) throw replyError(io, server, action, reply as Reply);
      return reply.data;
    },
    reply: (action, params) => sdk.call(action, params),
  };
}
