/**
 * Which status changes a row or the user page offers, and why one is not available: the server
 * refuses one's own status and `new` -> `active` (the user activates by changing the one-time
 * password), and every change needs manageUsers. Shown disabled with the reason, not hidden, so
 * a person learns why they cannot act.
 */
import type { AccountStatus } from '@abitura/contracts';

export type SettableStatus = 'active' | 'suspended' | 'banned';
export const SETTABLE_STATUSES: readonly SettableStatus[] = ['active', 'suspended', 'banned'];

export type StatusBlock = 'noPermission' | 'self' | 'newToActive';

export interface StatusChoice {
  status: SettableStatus;
  /** Why it cannot be chosen; null when it can. */
  blocked: StatusBlock | null;
}

export interface StatusContext {
  /** Id of the signed-in user. */
  selfId: number | null;
  canManageUsers: boolean;
}

/** The statuses a user can be moved to (their own excluded), each with what blocks it. */
export function statusChoices(user: { id: number; status: AccountStatus }, context: StatusContext): StatusChoice[] {
  return SETTABLE_STATUSES.filter((status) => status !== user.status).map((status) => ({
    status,
    blocked: !context.canManageUsers ? 'noPermission' : user.id === context.selfId ? 'self' : user.status === 'new' && status === 'active' ? 'newToActive' : null,
  }));
}

/** Banning or suspending ends every session of the account at once. */
export function endsSessions(status: SettableStatus): boolean {
  return status !== 'active';
}

/** A change can be undone by setting the status back, unless it was `new` (only creation gives it). */
export function undoTarget(previous: AccountStatus): SettableStatus | null {
  return previous === 'new' ? null : previous;
}
