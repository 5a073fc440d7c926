import type { eventContracts } from '@abitura/contracts';
import type { Handlers } from '../../actions/handlerTypes.js';
import { subscribeHandler, unsubscribeHandler } from './subscriptions.js';

/** Subscriptions of a live connection to event topics. */
export const eventHandlers: Handlers<typeof eventContracts> = {
  'Events/Subscribe': subscribeHandler,
  'Events/Unsubscribe': unsubscribeHandler,
};
