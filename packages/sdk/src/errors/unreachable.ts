import type { Reply } from '@abitura/contracts/wire';

/** Client-side codes that mean no server answered (as opposed to a server's refusal). */
const UNREACHABLE = new Set<unknown>(['TRANSPORT_ERROR', 'TIMEOUT', 'EMPTY_RESPONSE', 'CONNECTION_CLOSED']);

/**
 * Whether a failed reply means the server could not be reached: a device screen says so plainly
 * instead of showing the refusal text, and keeps its last confirmed view.
 */
export function isUnreachable(reply: Pick<Reply, 'success' | 'data'>): boolean {
  return !reply.success && UNREACHABLE.has(reply.data);
}
