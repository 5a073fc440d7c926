import type { ActionContext } from '../../actions/context.js';
import type { Services } from '../../services.js';
import { boardOf, deskViewOf, publicViewsByToken } from './ticketViews.js';

export const BOARD_TOPIC = 'queue.board';
export const TICKET_TOPIC_PREFIX = 'queue.ticket.';
export const DESK_TOPIC_PREFIX = 'queue.desk.';

/**
 * After a queue change commits, sends what changed to whoever follows it: the board, every
 * followed ticket (a call moves everyone's position), every followed desk. Views are read after
 * the commit, so a subscriber never sees a move that was rolled back; topics nobody follows cost
 * nothing.
 */
export function publishQueueChange(ctx: ActionContext): void {
  ctx.afterCommit(() => publishQueueState(ctx.services, new Date(ctx.services.clock.now())));
}

export async function publishQueueState(services: Services, now: Date): Promise<void> {
  const { sockets, db } = services;
  if (sockets.followedTopics(BOARD_TOPIC).has(BOARD_TOPIC)) sockets.publish(BOARD_TOPIC, await boardOf(db, now));
  const ticketTopics = [...sockets.followedTopics(TICKET_TOPIC_PREFIX)];
  const views = await publicViewsByToken(
    db,
    ticketTopics.map((topic) => topic.slice(TICKET_TOPIC_PREFIX.length)),
    now,
  );
  for (const [token, view] of views) sockets.publish(`${TICKET_TOPIC_PREFIX}${token}`, view);
  for (const topic of sockets.followedTopics(DESK_TOPIC_PREFIX)) {
    const deskId = Number(topic.slice(DESK_TOPIC_PREFIX.length));
    if (Number.isInteger(deskId) && deskId > 0) sockets.publish(topic, await deskViewOf(db, deskId, now));
  }
}
