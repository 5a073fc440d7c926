import type { eventsSubscribe, eventsUnsubscribe } from '@abitura/contracts';
import type { Handler } from '../../actions/handlerTypes.js';
import { topicAllowed } from '../../events/topicAccess.js';

/** Only a live connection can follow topics; over HTTP nothing is subscribed. */
export const subscribeHandler: Handler<typeof eventsSubscribe> = async ({ topics }, ctx) => {
  const accepted = ctx.connection ? [...new Set(topics)].filter((topic) => topicAllowed(topic, ctx.caller)) : [];
  ctx.connection?.subscribe(accepted, ctx.caller);
  return { topics: accepted };
};

export const unsubscribeHandler: Handler<typeof eventsUnsubscribe> = async ({ topics }, ctx) => {
  ctx.connection?.unsubscribe(topics);
  return { topics: ctx.connection ? [...new Set(topics)] : [] };
};
