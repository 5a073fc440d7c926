/**
 * What the tests' servers answer and were asked: a signed-in session, one page of a list, and the
 * params of requests.
 */
import type { Envelope } from '@abitura/contracts/wire';
import { TEST_SESSION } from '@abitura/ui/testing';

/** A signed-in session (user id 1, the administrator) with the given permissions. */
export function sessionWith(ability: Record<string, boolean>) {
  return { token: TEST_SESSION.token, user: { id: 1, login: 'admin', fullName: 'Администратор Системы', email: null, status: 'active', roles: ['Администратор'] }, ability: [ability] };
}

/** One page of a list as the contracts' `pageOf` answers it. */
export function pageOf<T>(items: T[], total = items.length, page = 1, pageSize = 25) {
  return { items, total, page, pageSize };
}

/** The params of every request of one action, oldest first. */
export function paramsOf(requests: readonly Envelope[], action: string): Record<string, unknown>[] {
  return requests.filter((envelope) => envelope.action === action).map((envelope) => envelope.params as Record<string, unknown>);
}
