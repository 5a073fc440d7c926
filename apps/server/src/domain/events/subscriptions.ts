import type { eventsSubscribe, eventsUnsubscribe } from '@abitura/sdk/contracts';
import type { Caller } from '../../actions/caller.js';
import type { Handler } from '../../actions/registry.js';

const TICKET_TOPIC = /^queue\.ticket\.[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const DESK_TOPIC = /^queue\.desk\.[1-9]\d{0,9}$/;

/** Staff who may watch the queue live: operators and queue administrators. */
const queueStaff = (caller: Caller) => Boolean(caller.user && (caller.user.permissions.has('operateQueue') || caller.user.permissions.has('manageQueue')));

/**
 * Who may follow a topic: `public.*` anyone; `staff.*` any signed-in user; `user.<id>.*` only that
 * user. The queue: `queue.board` a TV board with its key or queue staff; `queue.ticket.<token>`
 * whoever holds the token (the secret of the ticket page, a UUID); `queue.desk.<id>` queue staff.
 */
export function topicAllowed(topic: string, caller: Caller): boolean {
  if (topic.startsWith('public.')) return true;
  if (topic === 'queue.board') return caller.device?.kind === 'tv' || queueStaff(caller);
  if (topic.startsWith('queue.ticket.')) return TICKET_TOPIC.test(topic);
  if (topic.startsWith('queue.desk.')) return DESK_TOPIC.test(topic) && queueStaff(caller);
  if (!caller.user) return false;
  if (topic.startsWith('staff.')) return true;
  return topic.startsWith(`user.${caller.user.id}.`);
}

/** Only a live connection can follow topics; over HTTP nothing is subscribed. */
export const subscribeHandler: Handler<typeof eventsSubscribe> = async ({ topics }, ctx) => {
  const accepted = ctx.connection ? [...new Set(topics)].filter((topic) => topicAllowed(topic, ctx.caller)) : [];
  ctx.connection?.subscribe(accepted);
  return { topics: accepted };
};

export const unsubscribeHandler: Handler<typeof eventsUnsubscribe> = async ({ topics }, ctx) => {
  ctx.connection?.unsubscribe(topics);
  return { topics: ctx.connection ? [...new Set(topics)] : [] };
};
