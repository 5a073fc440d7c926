// Who may follow which live topic: asked when a socket subscribes (Events/Subscribe) and asked
// again when the access a subscription was granted on changes.
import type { Caller } from '../actions/caller.js';
import type { Services } from '../services.js';

const TICKET_TOPIC = /^queue\.ticket\.[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const DESK_TOPIC = /^queue\.desk\.[1-9]\d{0,9}$/;
const SEASON_TOPIC = /^admission\.season\.[1-9]\d{0,9}$/;

/** Staff who may watch the queue live: operators and queue administrators. */
const queueStaff = (caller: Caller) => Boolean(caller.user && (caller.user.permissions.has('operateQueue') || caller.user.permissions.has('manageQueue')));

/**
 * Who may follow a topic: `public.*` anyone; `staff.*` any signed-in user; `user.<id>.*` only that
 * user. The queue: `queue.board` a TV board with its key or queue staff; `queue.ticket.<token>`
 * whoever holds the token (the secret of the ticket page, a UUID); `queue.desk.<id>` queue staff.
 * `admission.season.<id>` (an application of the season changed) those who may read admission.
 */
export function topicAllowed(topic: string, caller: Caller): boolean {
  if (topic.startsWith('public.')) return true;
  if (topic === 'queue.board') return caller.device?.kind === 'tv' || queueStaff(caller);
  if (topic.startsWith('queue.ticket.')) return TICKET_TOPIC.test(topic);
  if (topic.startsWith('queue.desk.')) return DESK_TOPIC.test(topic) && queueStaff(caller);
  if (!caller.user) return false;
  if (topic.startsWith('admission.')) return SEASON_TOPIC.test(topic) && caller.user.permissions.has('viewAdmission');
  if (topic.startsWith('staff.')) return true;
  return topic.startsWith(`user.${caller.user.id}.`);
}

const ACCESS_CHANGED = 'Ваши права изменились: часть обновлений на этой странице больше не приходит. Обновите страницу.';

/**
 * Asks `topicAllowed` again, with the permissions users hold now, for every live subscription
 * granted to them (to `userIds`, or to anyone when a role or group itself changed), and drops
 * what it no longer allows: a read refused at once must not keep arriving as pushes. Each socket
 * that lost a topic is told so (a NOTIFY frame). Runs after the change commits and the cached
 * permissions are dropped; revoked device keys close their sockets instead (SocketHub).
 */
export async function recheckSubscriptions(services: Services, userIds?: readonly number[]): Promise<void> {
  const grants = services.sockets.userGrants(userIds ? new Set(userIds) : undefined);
  const permissions = new Map<number, Promise<ReadonlySet<string>>>();
  const lost = new Map<string, string[]>();
  for (const grant of grants) {
    const user = grant.grantedTo.user as NonNullable<Caller['user']>;
    let current = permissions.get(user.id);
    if (!current) permissions.set(user.id, (current = services.access.permissionsOf(user.id)));
    const now: Caller = { ...grant.grantedTo, user: { ...user, permissions: await current } };
    if (topicAllowed(grant.topic, now) || !services.sockets.dropGrant(grant)) continue;
    lost.set(grant.socketId, [...(lost.get(grant.socketId) ?? []), grant.topic]);
  }
  for (const [socketId, topics] of lost) services.sockets.notify(socketId, ACCESS_CHANGED, { code: 'ACCESS_DENIED', topics });
}
