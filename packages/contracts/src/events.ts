import { z } from 'zod';
import { SUBSYSTEMS } from './wire/types.js';
import { defineAction } from './defineAction.js';

/** A subscription topic, e.g. `queue.tickets` or `tv:board-3`. */
export const eventTopic = z.string().regex(/^[a-z][a-z0-9._:-]{0,99}$/i);

/** The most topics one subscribe or unsubscribe call may name. */
export const MAX_TOPICS_PER_CALL = 50;

const topicsParams = z.object({ topics: z.array(eventTopic).min(1).max(MAX_TOPICS_PER_CALL) }).strict();

/** The topics the server accepted: those the caller may see (a subset of the requested ones). */
const topicsResult = z.object({ topics: z.array(eventTopic) });

export const eventsSubscribe = defineAction({
  name: 'Events/Subscribe',
  // Every surface may ask; the server keeps only the topics the caller may see.
  permission: { public: SUBSYSTEMS },
  kind: 'read',
  params: topicsParams,
  result: topicsResult,
  summary: 'Subscribes the live connection to event topics; returns the topics the caller may see.',
});

export const eventsUnsubscribe = defineAction({
  name: 'Events/Unsubscribe',
  permission: { public: SUBSYSTEMS },
  kind: 'read',
  params: topicsParams,
  result: topicsResult,
  summary: 'Unsubscribes the live connection from event topics; returns the topics dropped.',
});

/** The live-event subscription actions. */
export const eventContracts = [eventsSubscribe, eventsUnsubscribe] as const;
