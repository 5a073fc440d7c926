import type { eventsSubscribe, eventsUnsubscribe } from '@abitura/sdk/contracts';
import type { Caller } from '../../actions/caller.js';
import type { Handler } from '../../actions/registry.js';

/**
 * Who may follow a topic: `public.*` anyone; `staff.*` any signed-in user; `user.<id>.*` only that
 * user. Feature issues add their own prefixes here (queue boards, tickets, desks).
 */
export function topicAllowed(topic: string, caller: Caller): boolean {
  if (topic.startsWith('public.')) return true;
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
